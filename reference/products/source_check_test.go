package products

import (
	"compress/gzip"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The category of every construction-relevant export, stated again here
// (independently of files.go) as docs/decisions.md records it.
var sourceCategories = map[string][]string{
	"hvac": {
		"energystar-csv-datasets4-snapshot-2020/ENERGY_STAR_Certified_Furnaces.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Furnaces.csv",
		"energystar-csv-datasets4-snapshot-2020/ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv",
		"energystar-csv-datasets4-snapshot-2020/ENERGY_STAR_Certified_Light_Commercial_HVAC.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Light_Commercial_HVAC.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Boilers.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Commercial_Boilers.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Room_Air_Conditioners.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Smart_Thermostats.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Dehumidifiers.csv",
		"energystar-heet-snapshot-2025-06/ENERGY_STAR_Certified_Dehumidifiers_20250607.csv",
	},
	"plumbing": {
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Water_Heaters.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Commercial_Water_Heaters.csv",
		"energystar-csv-datasets4-snapshot-2020/ENERGY_STAR_Certified_Pool_Pumps.csv",
	},
	"electrical": {
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Ventilating_Fans.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Ceiling_Fans.csv",
		"energystar-heet-snapshot-2025-06/ENERGY_STAR_Certified_Light_Fixtures_-_Downlights_20250607.csv",
	},
	"windows": {
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Storm_Windows.csv",
		"energystar-benchmarking-tool-snapshot-2021/ME_Windows.csv",
	},
	"roofing": {
		"energystar-csv-datasets4-snapshot-2020/ENERGY_STAR_Certified_Roof_Products.csv",
		"energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Roof_Products.csv",
	},
	"doors": nil, "insulation": nil, "lumber": nil, "drywall": nil,
}

// sourceRows reads an export plainly: header name → value per row.
func sourceRows(t *testing.T, rel string) []map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, "products", rel+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(zr)
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, rec := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			if i < len(rec) {
				m[strings.TrimSpace(h)] = strings.TrimSpace(rec[i])
			}
		}
		out = append(out, m)
	}
	return out
}

// sourceKey is the publisher's row id as the product id derives from it.
func sourceKey(rel string, row map[string]string) string {
	switch {
	case strings.HasSuffix(rel, "ME_Windows.csv"):
		return "es-me-" + strings.ToLower(row["Product Line CPD Number"])
	case row["PD_ID"] != "":
		return "es-" + row["PD_ID"]
	}
	return "es-" + row["ENERGY STAR Unique ID"]
}

// Every category holds exactly the distinct publisher ids of its files.
func TestCategoryCountsEqualDistinctSourceRows(t *testing.T) {
	c := realCatalog(t)
	if len(sourceCategories) != 9 {
		t.Fatalf("the test maps %d categories, want the 9 construction ones", len(sourceCategories))
	}
	for cat, rels := range sourceCategories {
		want := map[string]bool{}
		for _, rel := range rels {
			for _, row := range sourceRows(t, rel) {
				want[sourceKey(rel, row)] = true
			}
		}
		got := c.byCat[cat]
		if len(got) != len(want) {
			t.Errorf("%s: %d records, the source files hold %d distinct ids", cat, len(got), len(want))
		}
		for _, p := range got {
			if !want[p.ProductID] {
				t.Errorf("%s: %s is in no source file of the category", cat, p.ProductID)
			}
		}
		wantStatus := "live"
		if len(want) == 0 {
			wantStatus = "coming_soon"
		}
		if s := c.Status(cat); s != wantStatus {
			t.Errorf("%s: status %s, want %s", cat, s, wantStatus)
		}
	}
}

// A filtered page returns exactly the rows the newest file holding each id
// says pass the filter.
func TestFilteredQueriesMatchSourceRows(t *testing.T) {
	c := realCatalog(t)
	cases := []struct {
		category, sub string
		rels          []string // oldest snapshot first
		col           string
		param         string
		value         string
		pass          func(v float64) bool
	}{
		{"hvac", "furnaces", sourceCategories["hvac"][:2], "Efficiency (AFUE)", "filter[specs.afue_pct.gte]", "97", func(v float64) bool { return v >= 97 }},
		{"roofing", "", sourceCategories["roofing"], "Initial Solar Reflectance", "filter[specs.initial_solar_reflectance.gt]", "0.8", func(v float64) bool { return v > 0.8 }},
		{"plumbing", "water_heaters", sourceCategories["plumbing"][:1], "Uniform Energy Factor (UEF)", "filter[specs.uef.gte]", "3.5", func(v float64) bool { return v >= 3.5 }},
		{"hvac", "dehumidifiers", sourceCategories["hvac"][10:], "Dehumidifier Efficiency (Integrated Energy Factor - L/kWh)", "filter[specs.ief_l_per_kwh.lt]", "1.7", func(v float64) bool { return v < 1.7 }},
		{"windows", "", sourceCategories["windows"][1:], "Max. U-Factor", "filter[specs.u_factor_btu_per_hr_sqft_f.lte]", "0.2", func(v float64) bool { return v <= 0.2 }},
	}
	for _, tc := range cases {
		t.Run(tc.param, func(t *testing.T) {
			latest := map[string]float64{}
			has := map[string]bool{}
			for _, rel := range tc.rels {
				for _, row := range sourceRows(t, rel) {
					k := sourceKey(rel, row)
					delete(has, k)
					if v, err := strconv.ParseFloat(row[tc.col], 64); err == nil {
						latest[k], has[k] = v, true
					}
				}
			}
			var want []string
			for k := range has {
				if tc.pass(latest[k]) {
					want = append(want, k)
				}
			}
			f, ferr := ParseFilter(tc.param, tc.value, c.Fields(tc.category))
			if ferr != nil {
				t.Fatal(ferr.Message)
			}
			pg, err := c.CategoryPage(Query{Category: tc.category, Subcategory: tc.sub, Filters: []Filter{f}, Page: 1, PerPage: 100000})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range pg.Products {
				got = append(got, p.ProductID)
			}
			slices.Sort(want)
			slices.Sort(got)
			if len(want) == 0 || !slices.Equal(got, want) || pg.Total != len(want) {
				t.Errorf("%s=%s: %d records (total %d), the source says %d", tc.param, tc.value, len(got), pg.Total, len(want))
			}
		})
	}
}
