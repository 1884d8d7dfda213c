package calc

// IECC 2024 fenestration maxima by climate zone. In the 2024 IECC the
// fenestration U-factor and glazed fenestration SHGC columns sit in both
// Table R402.1.2 (the U-factor table of R402.1.2 "Insulation and
// fenestration criteria") and Table R402.1.3 (the R-value alternative), with
// the same values (the New York 2025 tables, based on the 2024 IECC, show the
// same fenestration U-factor in both). Section numbers
// confirmed against the IRC 2024 table of contents (N1102.1.2 (R402.1.2),
// N1102.1.3 (R402.1.3), N1102.4.1 (R402.4.1) U-factor, N1102.4.2 (R402.4.2)
// Glazed fenestration SHGC).
//
// Only cells that two sources read agree on are carried:
//
//   - U-factor 0.40 in zone 2: almostanarchitect.com "IECC 2021/2024
//     prescriptive window U-factor by climate zone" (CZ 1–2 U ≤ 0.40) and a
//     data set citing 2021 IECC Table R402.1.2 (zone 2: U 0.40, skylight 0.65,
//     SHGC 0.25).
//   - U-factor 0.30 in zones 3, 4, 5 (and marine 4, in the "5 and Marine 4"
//     row): almostanarchitect.com (CZ 3, 4, 5: U ≤ 0.30), the New York 2025
//     code note ("the model code is 0.30" against New York's 0.27 in zones
//     4–6) and windowanddoor.com (NGA, 2020: "U-0.30 in zones 3-8").
//   - SHGC 0.25 in zones 2 and 3: almostanarchitect.com (CZ 1–3 ≤ 0.25) and
//     the 2021 data set (zone 2: 0.25).
//   - SHGC 0.40 in zone 4 (except marine): almostanarchitect.com (CZ 4 ≤ 0.40)
//     and the New York 2025 table (0.40 in zones 4 and 5).
//   - SHGC not required in zone 6: almostanarchitect.com (no SHGC maximum in
//     CZ 5–8) and the New York 2025 table ("NR in Zone 6").
//
// Not carried (sources disagree or none found): U-factor in zones 0, 1, 6, 7
// and 8 (0.27 or 0.30 in zone 6; 0.27, 0.28 or 0.30 in zones 7–8); SHGC in
// zones 0, 1, 5, marine 4, 7 and 8; skylight U-factors; the 0.32 allowance
// for high-elevation and windborne-debris sites.
var doorsWindowsMaxU = map[string]float64{
	"2":  0.40,
	"3":  0.30,
	"4":  0.30,
	"4C": 0.30,
	"5":  0.30,
}

// doorsWindowsMaxSHGC: a value of 0 means "not required" (NR).
var doorsWindowsMaxSHGC = map[string]float64{
	"2": 0.25,
	"3": 0.25,
	"4": 0.40,
	"6": 0,
}

// Rough-opening allowances (added to the unit's frame width and height).
const (
	// Pella: "the size of the rough opening … should be 3/4 inch bigger than
	// the window in both height and width" (homesteady.com / ehow.com, "What
	// Is the Size of a Pella Window Rough Opening?").
	doorsWindowsPellaAllowanceIn = 0.75
	// Rule of thumb: "Rough openings are usually sized 1/2" larger than the
	// height and width of the window's frame size" (Lyndale Glass, "Odd window
	// sizes" FAQ), the standard allowance also given by engineerfix.com.
	doorsWindowsRuleOfThumbAllowanceIn = 0.5
	// Dimension lumber is 1 1/2 in thick: each jack (trimmer) stud adds that
	// much to the header length at each end.
	doorsWindowsStudThicknessIn = 1.5
)
