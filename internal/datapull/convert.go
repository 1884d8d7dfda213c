package datapull

import (
	"archive/zip"
	"bytes"
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// A Converter turns a publisher's file into the file an area's parser
// reads. The result is checked against the manifest's SHA-256 like any
// download, so a converter is right only if it reproduces the copy we hold
// byte for byte; a publisher's new release converts to other bytes and is
// refused, naming the file, rather than read unchecked.
type Converter func(publisher []byte) ([]byte, error)

// Converters by the name the manifest's convert column gives.
var Converters = map[string]Converter{
	"omb-list1-xlsx": convertOMBList1,
	"oews-xlsx":      convertOEWS,
}

// ombList1Columns maps the headings of OMB's delineation List 1 (the
// Census Bureau's list1_2023.xlsx) to the column names of the CSV we hold,
// which are NBER's (cbsa2fipsxw_2023.csv; Stata's 32-character limit cut
// "metropolitanmicropolitanstatis").
var ombList1Columns = []struct{ heading, column string }{
	{"CBSA Code", "cbsacode"},
	{"Metropolitan Division Code", "metropolitandivisioncode"},
	{"CSA Code", "csacode"},
	{"CBSA Title", "cbsatitle"},
	{"Metropolitan/Micropolitan Statistical Area", "metropolitanmicropolitanstatis"},
	{"Metropolitan Division Title", "metropolitandivisiontitle"},
	{"CSA Title", "csatitle"},
	{"County/County Equivalent", "countycountyequivalent"},
	{"State Name", "statename"},
	{"FIPS State Code", "fipsstatecode"},
	{"FIPS County Code", "fipscountycode"},
	{"Central/Outlying County", "centraloutlyingcounty"},
}

// convertOMBList1 reads the first sheet of List 1: title rows, a heading
// row, one row per county, then footnotes. It writes one row per county,
// keyed by its five-digit FIPS code (state + county) and sorted by it.
func convertOMBList1(publisher []byte) ([]byte, error) {
	rows, err := firstSheetRows(publisher)
	if err != nil {
		return nil, err
	}
	head := slices.IndexFunc(rows, func(r []string) bool { return len(r) > 0 && strings.TrimSpace(r[0]) == "CBSA Code" })
	if head < 0 {
		return nil, fmt.Errorf("no heading row starting \"CBSA Code\": not OMB's List 1")
	}
	at := map[string]int{}
	for i, h := range rows[head] {
		at[strings.TrimSpace(h)] = i
	}
	for _, c := range ombList1Columns {
		if _, ok := at[c.heading]; !ok {
			return nil, fmt.Errorf("heading row %d lacks %q", head+1, c.heading)
		}
	}
	cell := func(r []string, heading string) string {
		if i := at[heading]; i < len(r) {
			return strings.TrimSpace(r[i])
		}
		return ""
	}
	var out [][]string
	for n, r := range rows[head+1:] {
		code := cell(r, "CBSA Code")
		if code == "" {
			break // the footnotes
		}
		state, county := cell(r, "FIPS State Code"), cell(r, "FIPS County Code")
		if len(state) != 2 || len(county) != 3 {
			return nil, fmt.Errorf("row %d: FIPS state %q and county %q are not 2 and 3 digits", head+n+2, state, county)
		}
		rec := []string{state + county}
		for _, c := range ombList1Columns {
			rec = append(rec, cell(r, c.heading))
		}
		out = append(out, rec)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no county rows below the heading")
	}
	slices.SortStableFunc(out, func(a, b []string) int { return cmp.Compare(a[0], b[0]) })
	header := []string{"fips5"}
	for _, c := range ombList1Columns {
		header = append(header, c.column)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(header)
	_ = w.WriteAll(out) // flushes; a bytes.Buffer does not fail
	return buf.Bytes(), w.Error()
}

// xlsxUnzipLimit bounds what a workbook may unpack to (excelize's default
// is 16 GB): List 1 unpacks to about 1 MB, and a corrupt or hostile
// download must not take the machine's memory.
const xlsxUnzipLimit = 64 << 20

// openFirstSheet opens a workbook and names its first sheet; the caller
// closes the file.
func openFirstSheet(data []byte) (*excelize.File, string, error) {
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: xlsxUnzipLimit, UnzipXMLSizeLimit: xlsxUnzipLimit})
	if err != nil {
		return nil, "", fmt.Errorf("not an xlsx workbook: %w", err)
	}
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		f.Close()
		return nil, "", fmt.Errorf("the workbook has no sheet")
	}
	return f, sheets[0], nil
}

// firstSheetRows reads every row of a workbook's first sheet as text, as
// the publisher formatted it (a code stored as text keeps its zeros).
func firstSheetRows(data []byte) ([][]string, error) {
	f, sheet, err := openFirstSheet(data)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.GetRows(sheet)
}

// convertOEWS reads a BLS OEWS download: the zip the BLS publishes (one
// <scope>_M<year>_dl.xlsx inside) or that workbook itself. It writes the
// first sheet as CSV with CRLF lines, as the copy we hold has them: every
// row padded to the heading's width, text as stored (codes keep their
// zeros, "#" and "*" their meaning), and numbers as their shortest decimal
// (the workbook stores Java doubles: "1.5418738E8" is 154187380).
func convertOEWS(publisher []byte) ([]byte, error) {
	book, err := oewsWorkbook(publisher)
	if err != nil {
		return nil, err
	}
	f, sheet, err := openFirstSheet(book)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		return nil, err
	}
	if len(rows) < 2 || len(rows[0]) == 0 || rows[0][0] != "AREA" {
		return nil, fmt.Errorf("the first sheet does not start with an OEWS heading row (AREA, AREA_TITLE, …)")
	}
	width := len(rows[0])
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.UseCRLF = true
	for r, row := range rows {
		if len(row) > width {
			return nil, fmt.Errorf("row %d has %d cells, the heading %d", r+1, len(row), width)
		}
		rec := make([]string, width)
		for c, v := range row {
			if r > 0 && v != "" {
				if v, err = oewsNumber(f, sheet, c, r, v); err != nil {
					return nil, err
				}
			}
			rec[c] = v
		}
		_ = w.Write(rec)
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// oewsNumber writes a numeric cell's raw value as its shortest decimal
// (an integer without a point); any other cell is left as stored.
func oewsNumber(f *excelize.File, sheet string, c, r int, raw string) (string, error) {
	n, err := strconv.ParseFloat(raw, 64)
	if err != nil {
		return raw, nil
	}
	cell, _ := excelize.CoordinatesToCellName(c+1, r+1)
	if t, err := f.GetCellType(sheet, cell); err != nil || t != excelize.CellTypeNumber && t != excelize.CellTypeUnset {
		return raw, err
	}
	return strconv.FormatFloat(n, 'f', -1, 64), nil
}

// oewsWorkbook finds the workbook in the BLS zip (one member named
// *_dl.xlsx), or returns data when it is a workbook already.
func oewsWorkbook(data []byte) ([]byte, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("neither a zip nor an xlsx workbook: %w", err)
	}
	var found *zip.File
	for _, m := range z.File {
		switch {
		case m.Name == "[Content_Types].xml":
			return data, nil // the workbook itself
		case strings.HasSuffix(path.Base(m.Name), "_dl.xlsx"):
			if found != nil {
				return nil, fmt.Errorf("the zip holds two OEWS workbooks: %s and %s", found.Name, m.Name)
			}
			found = m
		}
	}
	if found == nil {
		return nil, fmt.Errorf("the zip holds no *_dl.xlsx workbook")
	}
	if found.UncompressedSize64 > xlsxUnzipLimit {
		return nil, fmt.Errorf("%s unpacks to %d bytes, past the %d limit", found.Name, found.UncompressedSize64, xlsxUnzipLimit)
	}
	rc, err := found.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, xlsxUnzipLimit+1))
}
