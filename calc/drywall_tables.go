package calc

// drywallScrewRow is one screw-fastened row of IRC Table R702.3.5, "Minimum
// thickness and application of gypsum board and gypsum panel products"
// (2021 IRC; the section and table keep their number in the 2024 IRC): single
// ply on wood framing, fastened without adhesive. Only the screw column is
// carried (nails are not estimated here).
type drywallScrewRow struct {
	thickness     string // nominal board thickness, inches: "3/8", "1/2", "5/8"
	surface       string // "wall" or "ceiling"
	perpendicular bool   // the row applies only to board hung perpendicular to the framing
	maxFramingIn  int    // maximum spacing of framing members, inches o.c.
	maxScrewIn    int    // maximum spacing of screws, inches o.c.
}

// drywallScrewTable carries the rows of IRC 2021 Table R702.3.5 we could
// confirm (against a transcription of the table read during research:
// walls 3/8 in at 16 in o.c. only, 1/2 and 5/8 in at 24 in o.c. either
// direction, screws 12-16 in o.c. on walls; ceilings 1/2 and 5/8 in at 16 in
// o.c. either direction and 24 in o.c. perpendicular only). Ceiling screws
// are at most 12 in o.c.; wall screws 16 in o.c. on framing at 16 in o.c. and
// 12 in o.c. on framing at 24 in o.c. Rows not carried: Type X garage-ceiling
// rows (6 in fasteners), two-ply and adhesive-applied rows, and the footnote
// that thickens ceiling board under water-based texture.
// Rows are ordered so that, for one board and surface, the first row whose
// maximum framing spacing covers the framing is the one that applies.
var drywallScrewTable = []drywallScrewRow{
	{"3/8", "ceiling", true, 16, 12},
	{"3/8", "wall", false, 16, 16},
	{"1/2", "ceiling", false, 16, 12},
	{"1/2", "ceiling", true, 24, 12},
	{"1/2", "wall", false, 16, 16},
	{"1/2", "wall", false, 24, 12},
	{"5/8", "ceiling", false, 16, 12},
	{"5/8", "ceiling", true, 24, 12},
	{"5/8", "wall", false, 16, 16},
	{"5/8", "wall", false, 24, 12},
}

// drywallScrewRowFor returns the row of Table R702.3.5 that governs board of
// the given thickness on a surface with the given framing spacing, or false
// when the table permits no such application.
func drywallScrewRowFor(thickness, surface string, perpendicular bool, framingIn int) (drywallScrewRow, bool) {
	for _, r := range drywallScrewTable {
		if r.thickness != thickness || r.surface != surface || framingIn > r.maxFramingIn {
			continue
		}
		if r.perpendicular && !perpendicular {
			continue
		}
		return r, true
	}
	return drywallScrewRow{}, false
}

// drywallMaxFramingIn is the widest framing spacing the table permits for the
// board, surface and orientation (0 when none).
func drywallMaxFramingIn(thickness, surface string, perpendicular bool) int {
	widest := 0
	for _, r := range drywallScrewTable {
		if r.thickness == thickness && r.surface == surface && (!r.perpendicular || perpendicular) {
			widest = max(widest, r.maxFramingIn)
		}
	}
	return widest
}

// drywallCompoundGalPer1000Sqft is USG's approximate coverage of ready-mixed
// joint compound for the full three-coat joint treatment (tape embedded in the
// first coat, fill coat, finish coat), in gallons per 1,000 ft² of board.
//   - Sheetrock Brand Total Joint Compound: about 10 gal per 1,000 ft² (USG
//     submittal sheet J1508).
//   - Sheetrock Brand UltraLightweight All Purpose: about two 4.5 gal pails,
//     9 gal, per 1,000 ft² (USG FAQ 1977).
//
// Both figures were read in a review of USG primary literature
// ("Drywall Toolbox Calculators — Primary-Source Standards Validation"), which
// cites those documents; the USG PDFs themselves were not reachable.
var drywallCompoundGalPer1000Sqft = map[string]float64{
	"sheetrock-total":            10,
	"sheetrock-ultralightweight": 9,
}

// Tape (defaults of drywall/tape): USG Sheetrock Brand Paper Joint Tape
// (submittal J1736) and Fiberglass Drywall Tape (J780A) cover approximately
// 370 ft of tape per 1,000 ft² of gypsum panels; paper tape rolls are 75, 250
// and 500 ft (same review as above). Pails (default of drywall/compound): USG
// ready-mixed compound is sold in 4.5 gal pails ("two 4.5-gal pails per
// 1,000 ft²").

// drywallPanelWidthIn: the three panel sizes carried (4x8, 4x10, 4x12) are
// 48 in wide.
const drywallPanelWidthIn = 48

// drywallSheetLengthFt maps the sheet-size enum to the panel length in feet.
func drywallSheetLengthFt(size string) float64 {
	switch size {
	case "4x10":
		return 10
	case "4x12":
		return 12
	default:
		return 8
	}
}
