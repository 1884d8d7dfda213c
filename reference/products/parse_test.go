package products

import (
	"testing"
)

// Bad input files are refused with the file, line and column at fault.
func TestParseErrorsLocateTheField(t *testing.T) {
	def := fileDef{Path: "x", Source: src2021, Category: "hvac", Subcategory: "furnaces", ID: colID, Brand: colBrand, Model: colModel,
		Specs: []spec{num("Efficiency (AFUE)", "afue_pct", "%", "higher"), flag("Can Integrate Hot Water Heating", "integrates_hot_water_heating")}}
	const header = "ENERGY STAR Unique ID,Brand Name,Model Number,Efficiency (AFUE),Can Integrate Hot Water Heating,Date Certified,Markets\n"
	for _, tc := range []struct{ name, csv, want string }{
		{"number", header + "1,B,M,95,Yes,01/02/2020,US\n2,B,M2,ninety,No,01/02/2020,US\n", "f.csv:3:8: Efficiency (AFUE): \"ninety\" is not a number"},
		{"boolean", header + "1,B,M,95,Maybe,01/02/2020,US\n", "f.csv:2:10: Can Integrate Hot Water Heating: want Yes or No, got \"Maybe\""},
		{"date", header + "1,B,M,95,Yes,2020-01-02,US\n", "f.csv:2:14: date \"2020-01-02\" is not M/D/YYYY"},
		{"impossible date", header + "1,B,M,95,Yes,02/30/2020,US\n", "f.csv:2:14: date \"02/30/2020\" is not M/D/YYYY"},
		{"id", header + "x1,B,M,95,Yes,01/02/2020,US\n", "f.csv:2:1: ENERGY STAR Unique ID \"x1\" is not a number"},
		{"empty model", header + "1,B,,95,Yes,01/02/2020,US\n", "f.csv:2:5: empty Model Number"},
		{"missing column", "ENERGY STAR Unique ID,Brand Name,Model Number,Date Certified\n", "f.csv:1:1: header lacks column \"Efficiency (AFUE)\""},
		{"quote", header + "1,B,\"M,95,Yes,01/02/2020,US\n", "f.csv:2:29: extraneous or missing \" in quoted-field"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseFile(def, "f.csv", []byte(tc.csv))
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v, want %s", err, tc.want)
			}
		})
	}
	recs, err := parseFile(def, "f.csv", []byte(header+"7,B,M-1,95.5,,1/2/2020 12:00:00 AM,\"United States, Canada\"\n"))
	if err != nil || len(recs) != 1 {
		t.Fatal(recs, err)
	}
	p := recs[0]
	if p.ProductID != "es-7" || p.Specs["afue_pct"] != 95.5 || p.Certification.CertifiedOn != "2020-01-02" ||
		len(p.Certification.Markets) != 2 || p.Specs["integrates_hot_water_heating"] != nil || p.Source.Line != 2 {
		t.Fatalf("parsed %+v", p)
	}
}

// A spec key means one unit and kind wherever it appears.
func TestSpecKeysAreConsistent(t *testing.T) {
	seen := map[string]spec{}
	for _, f := range allDefs() {
		for _, s := range f.Specs {
			if o, ok := seen[s.Key]; ok && (o.Unit != s.Unit || o.Kind != s.Kind || o.Better != s.Better) {
				t.Errorf("%s: %s is %s/%s/%s here and %s/%s/%s elsewhere", f.Path, s.Key, s.Unit, s.Kind, s.Better, o.Unit, o.Kind, o.Better)
			}
			seen[s.Key] = s
		}
	}
}

// A subcategory belongs to one category (pages index records by it).
func TestSubcategoryInOneCategory(t *testing.T) {
	cat := map[string]string{}
	for _, f := range allDefs() {
		if c, ok := cat[f.Subcategory]; ok && c != f.Category {
			t.Errorf("%s is in %s and %s", f.Subcategory, c, f.Category)
		}
		cat[f.Subcategory] = f.Category
	}
}
