package publishertest

import (
	"encoding/csv"
	"fmt"
	"slices"
)

// Layout stand-ins: rows of an area we hold no real row of, built by
// relabelling the real rows of another area. They let a loopback test
// reach a step of the answers (a county outside Ohio, a state's QCEW rows,
// a state's OEWS cell) through the publisher's layout; the figures are the
// other area's, which every test that uses them says. They are test
// fixtures only: never bundled, never served as data
// (internal/datapull/testdata/README.md lists them).

// QCEWStandIn is a county or state of the QCEW slices standing in with
// the real 2020 rows of a central-Ohio county.
type QCEWStandIn struct {
	Area, Title string // the area the rows are labelled as: "17031", "17000" (a state)
	From        string // the bundled county whose rows they are: "39049"
}

// QCEWStandIns: two counties of the Chicago wage area (so the area's pay
// can be formed from its counties and Cook County's county step used),
// one county of the St. Louis wage area alone (so only the state step can
// scale it), and Illinois's state rows.
var QCEWStandIns = []QCEWStandIn{
	{Area: "17031", Title: "Cook County, IL", From: "39049"},       // Franklin County, OH
	{Area: "17043", Title: "DuPage County, IL", From: "39041"},     // Delaware County, OH
	{Area: "17119", Title: "Madison County, IL", From: "39045"},    // Fairfield County, OH
	{Area: "17000", Title: "Illinois (state rows)", From: "39049"}, // Franklin County, OH
}

// QCEWSlicesWithStandIns are QCEWSlices with the QCEWStandIns' rows added
// to each slice: area_fips relabelled and, for a state, the county
// aggregation level (7x) made the state's (5x), as the BLS codes them.
func QCEWSlicesWithStandIns(dataDir string, codes []string) (map[string][]byte, error) {
	return qcewSlices(dataDir, codes, true)
}

// writeStandIns writes the stand-in rows of one industry code.
func writeStandIns(w *csv.Writer, recs [][]string, code string) {
	for _, s := range QCEWStandIns {
		for _, r := range recs {
			if r[0] != s.From || r[2] != code {
				continue
			}
			rec := slices.Clone(r)
			rec[0] = s.Area
			if s.Area[2:] == "000" && len(rec[3]) == 2 && rec[3][0] == '7' {
				rec[3] = "5" + rec[3][1:]
			}
			_ = w.Write(rec)
		}
	}
}

const qcewBundled = "costs/qcew/qcew-2020-annual-central-ohio-counties-morpc/qcew_2020_annual_5_central_ohio_counties_naics10_and_23.csv"

// OEWSStandInStates are the states of the OEWS state fixture: Connecticut
// (whose planning regions have no OFLC wage levels, so a county there
// takes its state's cell) and Illinois.
var OEWSStandInStates = []struct{ FIPS, Name, Abbr string }{{"9", "Connecticut", "CT"}, {"17", "Illinois", "IL"}}

// StateRows are the rows of the OEWS state fixture (state_M2024_dl.xlsx),
// in the all-areas layout: the real May 2024 national rows (the bundled
// national file, every occupation) relabelled as each OEWSStandInStates
// state (AREA its unpadded FIPS code, AREA_TYPE 2, PRIM_STATE), as the
// BLS writes its state file. The wages are the nation's, not the
// states': the tests that use them check which cell and file answer, not
// the figure's place.
func StateRows(dataDir string) ([]string, [][]string, error) {
	national, err := ReadBundled(dataDir, "costs/oews/oews_national_M2024_all_occupations.csv")
	if err != nil {
		return nil, nil, err
	}
	heading := national[0]
	col := func(name string) int { return slices.Index(heading, name) }
	for _, c := range []string{"AREA", "AREA_TITLE", "AREA_TYPE", "PRIM_STATE"} {
		if col(c) < 0 {
			return nil, nil, fmt.Errorf("the national file has no %s column", c)
		}
	}
	var rows [][]string
	for _, st := range OEWSStandInStates {
		for _, r := range national[1:] {
			rec := slices.Clone(r)
			rec[col("AREA")], rec[col("AREA_TITLE")], rec[col("AREA_TYPE")], rec[col("PRIM_STATE")] = st.FIPS, st.Name, "2", st.Abbr
			rows = append(rows, rec)
		}
	}
	return heading, rows, nil
}
