package benchmarks

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// The public files the area reads, relative to the data directory.
const (
	FileSOC     = "benchmarks/census-soc-contract-price-sqft/census_contract_price_per_sqft_2018_2025.csv"
	FileREMDB   = "benchmarks/remdb-2024-coefficients-cmu-tare/remdb_v4_tare_retrofit_costs.csv"
	FilePermits = "costs/bps/bps_county_annual_2024.csv"
)

// FileNames are the area's bundled files, in load order.
func FileNames() []string { return []string{FileSOC, FileSOCPUF, FileREMDB, FilePermits} }

// PulledFileNames are the files a `data pull` may have written: the
// complete SOC microdata (preferred to the bundled extract), NREL's whole
// REMDB sheet (standing in for the bundled subset) and the AHS jobs.
func PulledFileNames() []string { return []string{FilePulledSOCPUF, FilePulledREMDB, FilePulledAHS} }

// Loader reads the area's files under dataDir. It runs after geo (tiers
// need county populations and CBSAs) and is optional like the other public
// data: without the data directory the area answers 503.
func Loader(dataDir string) reference.Loader {
	return reference.Loader{Area: Name, Optional: true,
		Sources: append(reference.PulledSources(dataDir, PulledFileNames()...), reference.DataDirSources(dataDir, FileNames()...)...),
		Parse: func(files []reference.File, ds *reference.Dataset) (reference.Part, error) {
			return Parse(files, geo.Of(ds))
		}}
}

// Data is the area's share of a dataset version: the two grounding tables
// and the permit values summed by tier, CBSA and county.
type Data struct {
	SOC     []SOCRow
	REMDB   []REMDBRow
	Permits map[string]Permits // permitKey(kind, code)
	// Durations is the SOC microdata cohort: the pulled complete file's
	// when a pull wrote one, else the bundled extract's.
	Durations *SOCDurations
	AHS       []AHSStat // computed from a pulled AHS release
	rows      map[string]int

	pulledREMDB []REMDBRow // a pulled REMDB sheet, standing in for the subset
	ahsJobs     []AHSJob
}

func permitKey(kind, code string) string { return kind + "/" + code }

// Of is the benchmarks part of ds (nil when the area was not loaded).
func Of(ds *reference.Dataset) *Data {
	d, _ := ds.Part(Name).(*Data)
	return d
}

func (d *Data) Rows() int {
	n := len(d.SOC) + len(d.REMDB) + len(d.Permits) + len(d.AHS)
	if d.Durations != nil {
		n += len(d.Durations.Cells)
	}
	return n
}
func (d *Data) FileRows(name string) int { return d.rows[name] }

// Parse reads the files (in FileNames order) and sums the permits over the
// geography g.
func Parse(files []reference.File, g *geo.Data) (*Data, error) {
	if g == nil {
		return nil, fmt.Errorf("benchmarks: the geo area must be loaded first (tiers need county populations and CBSAs)")
	}
	d := &Data{Permits: map[string]Permits{}}
	var counties []Permits
	var pulled, extract *SOCDurations
	puf := func(dst **SOCDurations, year int) func(string, []byte) (int, error) {
		return func(n string, b []byte) (int, error) {
			var kept int
			var err error
			*dst, kept, err = parseSOCPUF(n, b, year)
			return kept, err
		}
	}
	rows, err := reference.ParseEach(Name, files, map[string]func(string, []byte) (int, error){
		FileSOC:    func(n string, b []byte) (int, error) { return parseSOC(d, n, b) },
		FileSOCPUF: puf(&extract, socPUFExtractYear),
		FilePulledSOCPUF: func(n string, b []byte) (int, error) {
			kept, err := puf(&pulled, 0)(n, b)
			if err != nil {
				return kept, err
			}
			spread, err := parseSOCPrices(n, b) // new_construction_sfh's price quartiles (spreads.go)
			d.SOC = append(d.SOC, spread...)
			return kept, err
		},
		FileREMDB: func(n string, b []byte) (int, error) { return parseREMDB(d, n, b) },
		FilePermits: func(n string, b []byte) (int, error) {
			var err error
			counties, err = parsePermits(n, b)
			return len(counties), err
		},
		FilePulledREMDB: func(n string, b []byte) (int, error) { return parsePulledREMDB(d, n, b) },
		FilePulledAHS:   func(n string, b []byte) (int, error) { return parsePulledAHS(d, n, b) },
	})
	if err != nil {
		return nil, err
	}
	usePulled(d)
	d.rows = rows
	d.Durations = extract
	if pulled != nil {
		d.Durations = pulled
	}
	sumPermits(d, counties, g)
	return d, nil
}

func parseSOC(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, []string{"year", "geo_code", "statistic", "usd_per_sqft", "census_sheet_row", "usccdb_obs_id"}, func(t *reference.Table) (bool, error) {
		r := SOCRow{GeoCode: t.Get("geo_code"), Statistic: t.Get("statistic"), ObsID: t.Get("usccdb_obs_id")}
		var err error
		if r.Year, err = strconv.Atoi(t.Get("year")); err != nil || r.Year < 1987 {
			return false, t.ErrorAt("year", "is not a year")
		}
		if r.USDPerSqft, err = strconv.ParseFloat(t.Get("usd_per_sqft"), 64); err != nil || r.USDPerSqft <= 0 {
			return false, t.ErrorAt("usd_per_sqft", "is not a positive number")
		}
		if r.Statistic != "median" && r.Statistic != "average" {
			return false, t.ErrorAt("statistic", "must be median or average")
		}
		r.SheetRow, _ = strconv.Atoi(t.Get("census_sheet_row"))
		d.SOC = append(d.SOC, r)
		return true, nil
	})
}

func parseREMDB(d *Data, file string, data []byte) (int, error) {
	cols := []string{"row_id", "output_units", "pm1_metric", "pm1_coef_low", "pm1_coef_mid", "pm1_coef_high", "pm1_lower_bound", "pm1_upper_bound",
		"pm2_metric", "pm2_coef_low", "pm2_coef_mid", "pm2_coef_high", "pm2_lower_bound", "pm2_upper_bound",
		"intercept_low", "intercept_mid", "intercept_high", "multiplier_retrofit", "adder_retrofit"}
	return reference.EachRow(file, data, cols, func(t *reference.Table) (bool, error) {
		r := REMDBRow{RowID: t.Get("row_id"), OutputUnits: t.Get("output_units"), PM1Metric: t.Get("pm1_metric"), PM2Metric: t.Get("pm2_metric")}
		if err := r.readNumbers(t); err != nil {
			return false, err
		}
		d.REMDB = append(d.REMDB, r)
		return true, nil
	})
}

// readNumbers reads a REMDB row's coefficients, bounds, multiplier and
// adder: the same columns in the bundled subset and in a pulled sheet.
func (r *REMDBRow) readNumbers(t *reference.Table) error {
	for _, f := range []struct {
		col string
		dst *float64
	}{
		{"pm1_coef_low", &r.PM1[0]}, {"pm1_coef_mid", &r.PM1[1]}, {"pm1_coef_high", &r.PM1[2]},
		{"pm1_lower_bound", &r.PM1Bounds[0]}, {"pm1_upper_bound", &r.PM1Bounds[1]},
		{"pm2_coef_low", &r.PM2[0]}, {"pm2_coef_mid", &r.PM2[1]}, {"pm2_coef_high", &r.PM2[2]},
		{"pm2_lower_bound", &r.PM2Bounds[0]}, {"pm2_upper_bound", &r.PM2Bounds[1]},
		{"intercept_low", &r.Intercept[0]}, {"intercept_mid", &r.Intercept[1]}, {"intercept_high", &r.Intercept[2]},
		{"multiplier_retrofit", &r.Multiplier}, {"adder_retrofit", &r.Adder},
	} {
		v, err := strconv.ParseFloat(t.Get(f.col), 64)
		if err != nil {
			return t.ErrorAt(f.col, "is not a number")
		}
		*f.dst = v
	}
	return nil
}

// parsePermits reads each county's 1-unit buildings: units and value.
func parsePermits(file string, data []byte) ([]Permits, error) {
	var out []Permits
	_, err := reference.EachRow(file, data, []string{"year", "fips5", "u1_units", "u1_value"}, func(t *reference.Table) (bool, error) {
		p := Permits{Kind: "county", Code: t.Get("fips5"), Counties: 1}
		var err error
		if p.Year, err = strconv.Atoi(t.Get("year")); err != nil {
			return false, t.ErrorAt("year", "is not a year")
		}
		if len(p.Code) != 5 {
			return false, t.ErrorAt("fips5", "is not a 5-digit county FIPS code")
		}
		if p.Units, err = strconv.ParseInt(t.Get("u1_units"), 10, 64); err != nil || p.Units < 0 {
			return false, t.ErrorAt("u1_units", "is not a count")
		}
		if p.ValueUSD, err = strconv.ParseFloat(t.Get("u1_value"), 64); err != nil || p.ValueUSD < 0 {
			return false, t.ErrorAt("u1_value", "is not a dollar amount")
		}
		out = append(out, p)
		return true, nil
	})
	return out, err
}

// sumPermits adds the county rows up into CBSAs, tiers and the nation. A
// county the geography does not know (Connecticut's planning regions, for
// instance) counts in the nation only: its tier is unknown.
func sumPermits(d *Data, counties []Permits, g *geo.Data) {
	sort.Slice(counties, func(i, j int) bool { return counties[i].Code < counties[j].Code })
	add := func(kind, code string, c Permits) {
		k := permitKey(kind, code)
		p, ok := d.Permits[k]
		if !ok {
			p = Permits{Kind: kind, Code: code, Year: c.Year}
		}
		p.Counties++
		p.Units += c.Units
		p.ValueUSD += c.ValueUSD
		d.Permits[k] = p
	}
	for _, c := range counties {
		d.Permits[permitKey("county", c.Code)] = c
		add("tier", TierNational, c)
		r, inRegion := RegionOfCounty(c.Code)
		if inRegion {
			add(kindTierRegion, regionCode(TierNational, r), c)
		}
		gc, ok := g.Counties[c.Code]
		if !ok {
			continue
		}
		tier := tierOfCounty(gc, g)
		if gc.CBSA != "" {
			add("cbsa", gc.CBSA, c)
			if inRegion {
				add(kindCBSARegion, regionCode(gc.CBSA, r), c)
			}
		}
		add("tier", tier, c)
		if inRegion {
			add(kindTierRegion, regionCode(tier, r), c)
		}
	}
}

// The region parts of tier and CBSA sums (see Permits.Regions).
const (
	kindTierRegion = "tier_region"
	kindCBSARegion = "cbsa_region"
)

func regionCode(code string, r Region) string { return code + "/" + r.Code }

// regionKind is the kind holding kind's region parts ("" when it has none:
// a county lies in one region).
func regionKind(kind string) string {
	switch kind {
	case "tier":
		return kindTierRegion
	case "cbsa":
		return kindCBSARegion
	}
	return ""
}

// tierOfCounty is the tier of a county from its CBSA's population.
func tierOfCounty(c geo.County, g *geo.Data) string {
	if c.CBSAType != "metro" {
		return TierRural
	}
	return TierOf(true, g.CBSAs[c.CBSA].Population)
}
