package publishertest

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// The fixtures are built from the real files the repository holds (the
// bundled snapshot, data/): we cannot reach the publishers from the test
// machines, and we invent no figures. What each holds is said where it is
// built; internal/datapull/testdata/README.md says it again.

// ReadBundled reads a bundled CSV (name.gz under dataDir) whole.
func ReadBundled(dataDir, name string) ([][]string, error) {
	f, err := os.Open(filepath.Join(dataDir, filepath.FromSlash(name)+".gz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	r := csv.NewReader(zr)
	r.FieldsPerRecord = -1
	return r.ReadAll()
}

// OEWSBook writes a workbook in the BLS OEWS download layout: one sheet,
// the heading row, then rows; a cell that reads as a number is stored as a
// number (as the BLS's tooling does), anything else as text.
func OEWSBook(heading []string, rows [][]string) ([]byte, error) {
	f := excelize.NewFile()
	defer f.Close()
	all := append([][]string{heading}, rows...)
	return writeSheet(f, f.GetSheetName(0), all, func(i, j int, v string) any {
		if n, err := strconv.ParseFloat(strings.ReplaceAll(v, ",", ""), 64); i > 0 && err == nil && !textColumn(heading[j]) {
			return n
		}
		return v
	})
}

// writeSheet streams rows into sheet of f, each cell as cell makes it
// (row i, column j, the text), and returns the workbook's bytes.
func writeSheet(f *excelize.File, sheet string, rows [][]string, cell func(i, j int, v string) any) ([]byte, error) {
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return nil, err
	}
	for i, r := range rows {
		cells := make([]any, len(r))
		for j, v := range r {
			cells[j] = cell(i, j, v)
		}
		at, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := sw.SetRow(at, cells); err != nil {
			return nil, err
		}
	}
	if err := sw.Flush(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// textColumn: codes the BLS stores as text (zeros kept).
func textColumn(h string) bool {
	return h == "NAICS" || h == "OCC_CODE" || h == "OWN_CODE" || h == "PRIM_STATE"
}

// OEWSHeading is the heading row of the BLS OEWS downloads (national,
// state and metro alike since May 2019): the bundled national file's.
func OEWSHeading(dataDir string) ([]string, error) {
	recs, err := ReadBundled(dataDir, "costs/oews/oews_national_M2024_all_occupations.csv")
	if err != nil {
		return nil, err
	}
	return recs[0], nil
}

// MetroRows are the metro rows of the OEWS metro fixture, in the all-areas
// layout: every row the bundle holds of the May 2023 metro file
// (MSA_M2023_dl.xlsx cut to New York's 12 MSAs, as published), and, as
// stand-ins for metros outside New York, Washington and Florida, the
// May 2015 rows of 8 large metros (the 11 trades and all occupations;
// Chicago, Los Angeles, Philadelphia, Dallas, Washington DC, San
// Francisco, Detroit, Boston) mapped to today's columns. Real BLS
// estimates; the 2015 ones are not May 2023's, which the tests that use
// them say.
func MetroRows(dataDir string) ([]string, [][]string, error) {
	heading, err := OEWSHeading(dataDir)
	if err != nil {
		return nil, nil, err
	}
	ny, err := ReadBundled(dataDir, "costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv")
	if err != nil {
		return nil, nil, err
	}
	if !slices.Equal(ny[0], heading) {
		return nil, nil, fmt.Errorf("the May 2023 file's heading is not the national's")
	}
	rows := ny[1:]
	old, err := ReadBundled(dataDir, "costs/oews/oews_msa_M2015_11_largest_metros_construction_trades.csv")
	if err != nil {
		return nil, nil, err
	}
	at := map[string]int{}
	for i, h := range old[0] {
		at[h] = i
	}
	from := map[string]string{"AREA_TITLE": "AREA_NAME", "O_GROUP": "OCC_GROUP", "LOC_QUOTIENT": "LOC QUOTIENT"}
	fixed := map[string]string{"AREA_TYPE": "4", "NAICS": "000000", "NAICS_TITLE": "Cross-industry", "I_GROUP": "cross-industry", "OWN_CODE": "1235"}
	for _, r := range old[1:] {
		if a := r[at["AREA"]]; a == "35620" || a == "42660" || a == "33100" {
			continue // New York, Seattle, Miami: held otherwise
		}
		rec := make([]string, len(heading))
		for j, h := range heading {
			if v, ok := fixed[h]; ok {
				rec[j] = v
				continue
			}
			src := h
			if f, ok := from[h]; ok {
				src = f
			}
			if i, ok := at[src]; ok {
				rec[j] = strings.ReplaceAll(r[i], ",", "")
			}
		}
		rows = append(rows, rec)
	}
	return heading, rows, nil
}

// QCEWSlices regroup the bundled QCEW rows (the BLS open-data area slices
// of 5 central-Ohio counties, 2020) by industry: the open-data industry
// slices of 2020 (industry/<code>.csv), as far as we hold them, for every
// code of codes. Real rows, as published; the other counties, the states
// and the metro rows of the real slices are not held.
func QCEWSlices(dataDir string, codes []string) (map[string][]byte, error) {
	return qcewSlices(dataDir, codes, false)
}

// qcewSlices writes each code's slice of the held rows, and with standIns
// the QCEWStandIns' relabelled rows after them.
func qcewSlices(dataDir string, codes []string, standIns bool) (map[string][]byte, error) {
	recs, err := ReadBundled(dataDir, qcewBundled)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, code := range codes {
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(recs[0])
		for _, r := range recs[1:] {
			if r[2] == code {
				_ = w.Write(r)
			}
		}
		if standIns {
			writeStandIns(w, recs[1:], code)
		}
		w.Flush()
		out[code] = buf.Bytes()
	}
	return out, nil
}
