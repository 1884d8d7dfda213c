package calc

// siteBearingClass is one row of IBC Table 1806.2, Presumptive Load-Bearing
// Values: the class of material and its allowable vertical foundation
// pressure, psf.
type siteBearingClass struct {
	number      int
	description string
	verticalPsf float64
}

// IBC Table 1806.2, vertical foundation pressure column. Values read from the
// table as reproduced from the 2012 IBC (what-when-how.com, Geotechnical
// Earthquake Engineering, Table 14.6 "Source: Table 1806.2 of the
// International Building Code (2012)") and from the 2009 IBC
// (civil-engg-world.com, "Allowable load-bearing values of soils (IBC 09)");
// the 2024 IBC keeps the section (1806.2, confirmed in its table of contents)
// and, to our knowledge, the values. Mud, organic silt, organic clays, peat
// and unprepared fill have no presumptive value and are not offered.
var siteBearingClasses = map[string]siteBearingClass{
	"crystalline-bedrock": {1, "Crystalline bedrock", 12000},
	"sedimentary-rock":    {2, "Sedimentary and foliated rock", 4000},
	"sandy-gravel":        {3, "Sandy gravel and/or gravel (GW and GP)", 3000},
	"sand-silty-gravel":   {4, "Sand, silty sand, clayey sand, silty gravel and clayey gravel (SW, SP, SM, SC, GM and GC)", 2000},
	"clay-silt":           {5, "Clay, sandy clay, silty clay, clayey silt, silt and sandy silt (CL, ML, MH and CH)", 1500},
}

// IBC 1809.4: the minimum width of footings is 12 in (read from the 2021 IBC
// as adopted by Virginia; the 2024 IBC keeps 1809.4 Depth and Width of
// Footings).
const siteBearingMinWidthIn = 12
