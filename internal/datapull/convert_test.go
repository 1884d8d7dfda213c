package datapull_test

import (
	"archive/zip"
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/xuri/excelize/v2"
)

// Each publisher's file in testdata/publisher converts to the very bytes
// the manifest pins, so `data pull` without a mirror can take it from the
// publisher and check it. A manifest entry that converts must have one.
func TestConvertersReproduceThePinnedCopies(t *testing.T) {
	testenv.Heavy(t)
	m, err := reference.ReadManifest()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range m {
		if e.Convert == "" {
			continue
		}
		t.Run(path.Base(e.File), func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata/publisher", strings.TrimSuffix(path.Base(e.File), ".csv")+".xlsx"))
			if err != nil {
				t.Fatalf("no publisher's file for %s: %v", e.File, err)
			}
			out, err := datapull.Converters[e.Convert](in)
			if err != nil {
				t.Fatal(err)
			}
			if got := sum(out); got != e.ConvertedSHA256 {
				lines := strings.SplitN(string(out), "\n", 4)
				t.Fatalf("%s makes sha256 %s, the manifest pins %s; it begins:\n%s", e.Convert, got, e.ConvertedSHA256, strings.Join(lines[:3], "\n"))
			}
		})
	}
}

// The BLS publishes the OEWS workbook inside a zip: the converter finds
// it there, and refuses a zip with none or two.
func TestOEWSFromTheBLSZip(t *testing.T) {
	testenv.Heavy(t)
	book, err := os.ReadFile("testdata/publisher/oews_national_M2024_all_occupations.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	direct, err := datapull.Converters["oews-xlsx"](book)
	if err != nil {
		t.Fatal(err)
	}
	conv := datapull.Converters["oews-xlsx"]
	zipped := zipOf(t, map[string][]byte{"oesm24nat/national_M2024_dl.xlsx": book, "oesm24nat/field_descriptions.txt": []byte("AREA: ...")})
	if out, err := conv(zipped); err != nil || !bytes.Equal(out, direct) {
		t.Fatalf("from the zip: %v (equal to the workbook's: %v)", err, bytes.Equal(out, direct))
	}
	for name, in := range map[string][]byte{
		"no workbook":   zipOf(t, map[string][]byte{"oesm24nat/readme.txt": []byte("x")}),
		"two workbooks": zipOf(t, map[string][]byte{"a/national_M2024_dl.xlsx": book, "b/state_M2024_dl.xlsx": book}),
		"not a zip":     []byte("AREA,AREA_TITLE\n99,U.S.\n"),
		"not OEWS":      list1(t, list1Headings, county("33860", "M", "Metropolitan Statistical Area", "A", "Alabama", "01", "001")),
	} {
		if _, err := conv(in); err == nil {
			t.Errorf("%s: converted without an error", name)
		}
	}
}

func zipOf(t testing.TB, files map[string][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, b := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Every converter the manifest names exists.
func TestManifestConvertersExist(t *testing.T) {
	m, err := reference.ReadManifest()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range m {
		if e.Convert == "" {
			continue
		}
		n++
		if datapull.Converters[e.Convert] == nil {
			t.Errorf("%s: converter %q does not exist", e.File, e.Convert)
		}
	}
	if n < 2 {
		t.Errorf("%d manifest entries convert a publisher's file, want OMB's List 1 and the OEWS national workbook", n)
	}
}

// list1 builds a List 1 workbook: two title rows, the headings, the given
// county rows, a blank row and a footnote.
func list1(t testing.TB, headings []string, rows ...[]string) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	put := func(r int, vals []string) {
		for c, v := range vals {
			cell, _ := excelize.CoordinatesToCellName(c+1, r)
			_ = f.SetCellStr("Sheet1", cell, v)
		}
	}
	put(1, []string{"List 1. CORE BASED STATISTICAL AREAS (CBSAs), METROPOLITAN DIVISIONS, AND COMBINED STATISTICAL AREAS (CSAs)"})
	put(2, []string{"July 2023"})
	put(3, headings)
	for i, r := range rows {
		put(4+i, r)
	}
	put(5+len(rows), []string{"Note: The 2020 Standards for Delineating Core Based Statistical Areas ..."})
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var list1Headings = []string{"CBSA Code", "Metropolitan Division Code", "CSA Code", "CBSA Title", "Metropolitan/Micropolitan Statistical Area",
	"Metropolitan Division Title", "CSA Title", "County/County Equivalent", "State Name", "FIPS State Code", "FIPS County Code", "Central/Outlying County"}

func county(cbsa, title, kind, name, state, st, co string) []string {
	return []string{cbsa, "", "", title, kind, "", "", name, state, st, co, "Central"}
}

func TestOMBList1Conversion(t *testing.T) {
	conv := datapull.Converters["omb-list1-xlsx"]
	// Rows come sorted by CBSA; the CSV is sorted by county, with the
	// codes' leading zeros kept and titles with commas quoted.
	out, err := conv(list1(t, list1Headings,
		county("33860", "Montgomery, AL", "Metropolitan Statistical Area", "Autauga County", "Alabama", "01", "001"),
		county("10100", "Aberdeen, SD", "Micropolitan Statistical Area", "Brown County", "South Dakota", "46", "013"),
		county("19300", "Daphne-Fairhope-Foley, AL", "Metropolitan Statistical Area", "Baldwin County", "Alabama", "01", "003"),
	))
	if err != nil {
		t.Fatal(err)
	}
	want := "fips5,cbsacode,metropolitandivisioncode,csacode,cbsatitle,metropolitanmicropolitanstatis,metropolitandivisiontitle,csatitle,countycountyequivalent,statename,fipsstatecode,fipscountycode,centraloutlyingcounty\n" +
		"01001,33860,,,\"Montgomery, AL\",Metropolitan Statistical Area,,,Autauga County,Alabama,01,001,Central\n" +
		"01003,19300,,,\"Daphne-Fairhope-Foley, AL\",Metropolitan Statistical Area,,,Baldwin County,Alabama,01,003,Central\n" +
		"46013,10100,,,\"Aberdeen, SD\",Micropolitan Statistical Area,,,Brown County,South Dakota,46,013,Central\n"
	if string(out) != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}

	for name, in := range map[string][]byte{
		"not a workbook":   []byte("CBSA Code,CSA Code\n"),
		"no heading row":   list1(t, []string{"Code", "Title"}, []string{"1", "x"}),
		"a heading short":  list1(t, list1Headings[:11], county("33860", "M", "Metropolitan Statistical Area", "A", "Alabama", "01", "001")[:11]),
		"no county rows":   list1(t, list1Headings),
		"a bad FIPS state": list1(t, list1Headings, county("33860", "M", "Metropolitan Statistical Area", "A", "Alabama", "1", "001")),
	} {
		if _, err := conv(in); err == nil {
			t.Errorf("%s: converted without an error", name)
		}
	}
}

// Whatever a publisher (or a corrupted download) sends, every converter
// answers bytes or an error: none panics. The bundle's converters take the
// bytes whole; each source's converter takes them as every download, then
// as one of them (the first byte picks which) with the others a bare
// heading, so the conversion reaches the fuzzed file.
func FuzzConverters(f *testing.F) {
	testenv.Heavy(f)
	f.Add(list1(f, list1Headings, county("33860", "Montgomery, AL", "Metropolitan Statistical Area", "Autauga County", "Alabama", "01", "001")))
	f.Add(zipOf(f, map[string][]byte{"x/national_M2024_dl.xlsx": []byte("PK\x03\x04")}))
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte("area_fips,own_code,industry_code\n39049,5,238\n"))
	f.Add(append([]byte{0}, socSeed(f)...)) // a SOC workbook: the first house of the loopback 2020 file
	// Real lines of the BLS and Census files, each behind the selectors
	// that give it to the download it comes from (PPI: 1 wp.footnote, 4
	// the first data file; BPS: 10 the 2024 county file, 13 a place file).
	for _, seed := range []struct {
		sel  []byte
		file []byte
	}{
		{[]byte{4, 30}, []byte("series_id                     \tyear\tperiod\t       value\tfootnote_codes\r\nWPU1333                       \t2025\tM08\t     386.416\tP\r\n")},
		{[]byte{1, 27}, []byte("footnote_code\tfootnote_text\r\nP\tPreliminary. All indexes are subject to revision four months after original publication.\r\n")},
		{[]byte{10, 1}, []byte(bpsCountyHeading + "2024,01,001,3,6,Autauga County                ,221,221,82537210,0,0,0,0,0,0,0,0,0,221,221,82537210,0,0,0,0,0,0,0,0,0\n")},
		{[]byte{13, 40}, []byte(bpsPlaceHeading + "2024,09,005000,140,0010,01150 ,01220 ,18525 ,405,47930,2, ,064011855  ,1,1,12,Ansonia,8,8,1468000,0,0,0,0,0,0,0,0,0,8,8,1468000,0,0,0,0,0,0,0,0,0\n")},
	} {
		for _, sel := range seed.sel {
			f.Add(append([]byte{sel}, seed.file...))
		}
	}
	// A real row of ENERGY STAR's furnace list in the API's columns (a
	// list source has one download, so any selector reaches it).
	f.Add(append([]byte{0}, "pd_id,brand_name,model_name,model_number,date_available_on_market,date_certified,markets,energy_star_model_identifier,fuel_type,furnace_is_energy_star_certified_in,efficiency_afue,capable_of_two_way_communication,can_integrate_hot_water_heating\n"+
		"2344035,AIREASE,EL296XV Series,A96DS2V090C20-*,2011-11-15T00:00:00.000,2020-03-19T00:00:00.000,\"United States, Canada\",ES_1102531_A96DS2V090C20-*_08062019233058_6982271,\"Natural Gas,Propane Gas\",All,96,Other/Proprietary,No\n"...))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, conv := range datapull.Converters {
			_, _ = conv(b)
		}
		// Every source's converter, given the bytes as each of its
		// downloads; then as one download (the first byte picks which) with
		// the others a bare heading, so the conversion reaches it.
		for _, src := range datapull.Sources() {
			period := src.Schedule.Latest(june2025(), 1)[0]
			files := map[string][]byte{}
			for _, fe := range src.Fetches(period) {
				files[fe.Name] = b
			}
			_, _ = datapull.ConvertFiles(t.Context(), src, period, t.TempDir(), files)
		}
		if len(b) == 0 {
			return
		}
		for _, src := range datapull.Sources() {
			period := src.Schedule.Latest(time.Date(2026, 2, 15, 0, 0, 0, 0, time.UTC), 1)[0]
			fetches := src.Fetches(period)
			files := map[string][]byte{}
			for _, fe := range fetches {
				files[fe.Name] = bareHeading(fe.Name)
			}
			files[fetches[int(b[0])%len(fetches)].Name] = b[1:]
			out, err := datapull.ConvertFiles(t.Context(), src, period, t.TempDir(), files)
			if err == nil && len(out) != len(src.Outputs) {
				t.Fatalf("%s: converted without an error but wrote %d of %d files", src.Name, len(out), len(src.Outputs))
			}
		}
	})
}

// The heading lines of Census's county and place files.
const (
	bpsCountyHeading = "Survey,FIPS,FIPS,Region,Division,County,,1-unit,,,2-units,,,3-4 units,,,5+ units,,,1-unit rep,,,2-units rep,,,3-4 units rep,,, 5+units rep\n" +
		"Date,State,County,Code,Code,Name,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value\n \n"
	bpsPlaceHeading = "Survey,State,6-Digit,County,Census Place,FIPS Place,FIPS MCD,Pop,CSA,CBSA,Footnote,Central,Zip,Region,Division,Number of,Place,,1-unit,,,2-units,,,3-4 units,,,5+ units,,,1-unit rep,,,2-units rep,,,3-4 units rep,,,5+ units rep\n" +
		"Date,Code,ID,Code,Code,Code,Code,  ,Code,Code,Code,City,Code,Code,Code,Months Rep,Name,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value,Bldgs,Units,Value\n \n"
)

// bareHeading is a download with its heading and no rows, by its name.
func bareHeading(name string) []byte {
	switch {
	case strings.HasSuffix(name, ".series"):
		return []byte("series_id\tgroup_code\titem_code\tindustry_code\tproduct_code\tseasonal\tbase_date\tseries_title\tend_year\tend_period\r\n")
	case strings.HasSuffix(name, ".footnote"):
		return []byte("footnote_code\tfootnote_text\r\nP\tPreliminary.\r\n")
	case strings.Contains(name, ".data."):
		return []byte("series_id\tyear\tperiod\tvalue\tfootnote_codes\r\n")
	case strings.HasPrefix(name, "co"):
		return []byte(bpsCountyHeading)
	case strings.HasSuffix(name, ".txt"):
		return []byte(bpsPlaceHeading)
	}
	return nil
}
