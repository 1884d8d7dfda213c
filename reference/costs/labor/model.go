// Package labor is the labor side of the costs area: construction-trade
// wages by metro area, county and ZIP code (costs_labor), and the raw OEWS
// and QCEW cells behind them (costs_sources_oews, costs_sources_qcew). It
// plugs into the costs area through costs.Extension.
package labor

import "github.com/plumbline-api/plumbline/reference"

// Area is this part's name in a dataset.
const Area = "costs_labor"

// The public files read, below PLUMBLINE_DATA_DIR.
const (
	FileNational = "costs/oews/oews_national_M2024_all_occupations.csv"
	FileFL       = "costs/oews/oews_msa_M2024_FL_msas_electricians_hvac.csv"
	FileNY       = "costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv"
	FileWA       = "costs/oews/oews_wa_esd_2022_state_msa_all_occupations.csv"
	File2015     = "costs/oews/oews_msa_M2015_11_largest_metros_construction_trades.csv"
	FileOFLC     = "costs/oews/oflc_wage_levels_wy2025-26_construction_trades_by_area.csv"
	FileAreas    = "costs/geo/oews_area_to_county_M2024_areas.csv"
	FileQCEW     = "costs/qcew/qcew-2020-annual-central-ohio-counties-morpc/qcew_2020_annual_5_central_ohio_counties_naics10_and_23.csv"
)

// The files `plumbline data pull` writes from the publishers' complete
// releases (internal/datapull: oews-national, oews-metro, oews-state,
// qcew). Each is read when present; the bundled files above stay the
// baseline.
const (
	FilePulledNational = "pulled/oews-national/oews_national.csv"
	FilePulledMetro    = "pulled/oews-metro/oews_metro_nonmetro_areas.csv"
	FilePulledState    = "pulled/oews-state/oews_states.csv"
	FilePulledQCEW     = "pulled/qcew/qcew_county_state_construction.csv"
)

// FileNames are the bundled files in the order the loader reads them.
// Where two files hold the same area and occupation, the newer release
// is the current cell (Data.add); of one release, the first read.
func FileNames() []string {
	return []string{FileNational, FileFL, FileNY, FileWA, File2015, FileOFLC, FileAreas, FileQCEW}
}

// PulledFileNames are the pulled files, read before the bundled ones.
func PulledFileNames() []string {
	return []string{FilePulledNational, FilePulledMetro, FilePulledState, FilePulledQCEW}
}

// NationalArea is the OEWS area code of the United States.
const NationalArea = "99"

// Cell is one OEWS estimate (area × occupation) with every value as the
// publisher wrote it: numbers with their thousands separators, the
// suppression markers `*`, `**`, `#`, `~`, or "" for a blank cell.
type Cell struct {
	Area      string `json:"area"`       // OEWS area code: 99 national, 5-digit MSA, 7-digit nonmetro area
	AreaTitle string `json:"area_title"` //
	AreaType  string `json:"area_type"`  // national, metro, nonmetro
	SOC       string `json:"soc"`
	Title     string `json:"title"`
	Period    string `json:"period"` // "May 2024", "May 2023", "2022 (approximate)", "May 2015"
	File      string `json:"file"`
	Line      int    `json:"line"`

	Employment   string `json:"employment"`
	EmpPRSE      string `json:"emp_prse"`
	HourlyMean   string `json:"hourly_mean"`
	HourlyP25    string `json:"hourly_p25"`
	HourlyMedian string `json:"hourly_median"`
	HourlyP75    string `json:"hourly_p75"`
	AnnualMean   string `json:"annual_mean"`
	AnnualP25    string `json:"annual_p25"`
	AnnualMedian string `json:"annual_median"`
	AnnualP75    string `json:"annual_p75"`
	MeanPRSE     string `json:"mean_prse"`
	// AnnualOnly: the source published annual wages only (the Florida
	// extract); hourly figures are annual / 2080, BLS's own convention.
	AnnualOnly bool `json:"annual_only"`
}

// Levels are the DOL OFLC prevailing-wage levels (hourly dollars) of one
// OEWS area and occupation, wage year 2025-26, built from OEWS May 2024.
type Levels struct {
	Area      string  `json:"area"`
	AreaTitle string  `json:"area_title"`
	State     string  `json:"state"`
	SOC       string  `json:"soc"`
	L1        float64 `json:"level1"`
	L2        float64 `json:"level2"`
	L3        float64 `json:"level3"`
	L4        float64 `json:"level4"`
	// SameInState counts the state's areas with identical levels for the
	// occupation: above 1, OFLC filled the area from a wider geography.
	SameInState int `json:"n_areas_same_levels_in_state"`
	Line        int `json:"line"`
}

// WageArea is an OEWS area (May 2024 definitions) and its counties.
type WageArea struct {
	Code     string   `json:"code"`
	Title    string   `json:"title"`
	State    string   `json:"state"`
	Counties []string `json:"counties"`
}

// Metro reports whether the area is a metropolitan area (a 5-digit code)
// rather than a nonmetropolitan one.
func (w WageArea) Metro() bool { return len(w.Code) == 5 }

// QCEWRow is one BLS QCEW annual-average row, values as published.
type QCEWRow struct {
	Area        string `json:"area_fips"`
	Own         string `json:"own_code"`
	Industry    string `json:"industry_code"`
	AggLevel    string `json:"agglvl_code"`
	Year        string `json:"year"`
	Qtr         string `json:"qtr"`
	Disclosure  string `json:"disclosure_code"`
	Estabs      string `json:"annual_avg_estabs"`
	Employment  string `json:"annual_avg_emplvl"`
	TotalWages  string `json:"total_annual_wages"`
	WeeklyWage  string `json:"annual_avg_wkly_wage"`
	AnnualPay   string `json:"avg_annual_pay"`
	LQEmplvl    string `json:"lq_annual_avg_emplvl"`
	OTYEmplvlPc string `json:"oty_annual_avg_emplvl_pct_chg"`
	Line        int    `json:"line"`
	File        string `json:"-"` // the file read (answers name it in sources)
}

// Suppressed reports whether BLS withheld the row's values (only the
// establishment count is published; the zeros are not zeros).
func (r QCEWRow) Suppressed() bool { return r.Disclosure == "N" }

// Data is the labor part of one dataset version.
type Data struct {
	Cells map[[2]string]Cell // (area, soc) → the newest cell held
	// Older are the cells of the same (area, soc) from older files (New
	// York and Seattle May 2015 under May 2023 and 2022): served by
	// costs_sources_oews?period=, never used for an estimate.
	Older    map[[2]string][]Cell
	Levels   map[[2]string]Levels // (area, soc)
	Areas    map[string]WageArea  // OEWS area code → area
	ByCounty map[string]string    // county FIPS → OEWS area code
	QCEW     []QCEWRow
	// Calibration relates the OFLC levels to published OEWS percentiles,
	// measured on the cells both hold for May 2024.
	Calibration Calibration
	// Releases are the pulled releases the version was built from, by
	// `data pull` source (none for the bundle alone).
	Releases reference.PulledReleases
	rows     map[string]int
	qcew     qcewIndex
	qcewSeen map[qcewKey]bool // while parsing: the rows read
	sum      summary
}
