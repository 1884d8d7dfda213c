package products

import (
	"slices"
	"strings"
)

// CategoryDef is one of the area's categories. The nine construction
// categories are fixed by the API; `appliances` is a tenth, kept apart so
// household appliances never appear in a construction category's counts.
type CategoryDef struct {
	ID          string
	Name        string
	Description string
	Missing     string // what no source covers and no pull adds
	Gaps        []Gap  // what the category lacks until named pulls are held
}

// Gap is what a category lacks until a version holds every one of its
// pulls with rows.
type Gap struct {
	Pulls   []string
	Missing string // while a pull is not held: names the pull
	// Empty is said instead once every pull is held but a list held no
	// rows (a list the publisher publishes empty): the pull was made, the
	// publisher had nothing.
	Empty string
}

// notCarried is what the category still lacks in c: each gap not filled,
// then what no pull adds.
func (c *Catalog) notCarried(d CategoryDef) string {
	var parts []string
	for _, g := range d.Gaps {
		held, empty := true, ""
		for _, src := range g.Pulls {
			i := slices.IndexFunc(c.sources, func(s Source) bool { return s.ID == src })
			switch {
			case i < 0:
				held = false
			case c.sources[i].Rows == 0:
				empty = c.sources[i].Snapshot
			}
		}
		switch {
		case !held || (empty != "" && g.Empty == ""):
			parts = append(parts, g.Missing)
		case empty != "":
			parts = append(parts, g.Empty+" (release "+empty+").")
		}
	}
	if d.Missing != "" {
		parts = append(parts, d.Missing)
	}
	return strings.Join(parts, " ")
}

// nfrcNote is why no pull adds residential windows, doors and skylights.
const nfrcNote = "no ENERGY STAR open-data list of them could be found (a public catalog of 71 of the portal's lists names storm windows only); their ratings are certified through NFRC, whose Certified Products Directory has no open-data API, so no pull adds them."

// Categories in the order products_list shows them.
var Categories = []CategoryDef{
	{ID: "hvac", Name: "HVAC",
		Description: "Furnaces, boilers, geothermal heat pumps, room and light-commercial air conditioners, smart thermostats, dehumidifiers.",
		Gaps: []Gap{{Pulls: []string{"energystar-heat-pumps", "energystar-mini-splits", "energystar-furnaces"},
			Missing: "Air-source heat pumps (SEER2/HSPF2), ductless mini-splits, furnaces certified after March 2021: no copy of those ENERGY STAR lists is held; `plumbline data pull energystar-heat-pumps energystar-mini-splits energystar-furnaces` adds them (`--all` every ENERGY STAR list)."},
			{Pulls: []string{"energystar-central-air-conditioners", "energystar-mini-split-air-conditioners"},
				Missing: "Central and mini-split air conditioners (SEER2/EER2): `plumbline data pull energystar-central-air-conditioners energystar-mini-split-air-conditioners` takes ENERGY STAR's lists, which public measurements in September 2026 found published with no rows.",
				Empty:   "Central and mini-split air conditioners: ENERGY STAR's lists (tyr2-hhgu, qj64-j3bn) held no rows when pulled"}}},
	{ID: "electrical", Name: "Electrical",
		Description: "Ventilating (bath/utility/inline) fans, ceiling fans, recessed downlights.",
		Gaps: []Gap{{Pulls: []string{"energystar-ceiling-fans", "energystar-ventilating-fans"},
			Missing: "Ceiling and ventilating fans certified after March 2021: `plumbline data pull energystar-ceiling-fans energystar-ventilating-fans` adds the current lists."}},
		Missing: "Light bulbs and fixture types other than downlights: no pull yet."},
	{ID: "plumbing", Name: "Plumbing",
		Description: "Residential and commercial water heaters, pool pumps.",
		Gaps: []Gap{{Pulls: []string{"energystar-heat-pump-water-heaters", "energystar-water-heaters"},
			Missing: "Heat pump water heaters newer than March 2021: `plumbline data pull energystar-heat-pump-water-heaters energystar-water-heaters` adds the current lists."}},
		Missing: "WaterSense toilets, faucets, showerheads and urinals: EPA's WaterSense lists have no pull yet."},
	{ID: "windows", Name: "Windows",
		Description: "Storm windows (SKUs) and ENERGY STAR Most Efficient window product lines (U-factor and SHGC ranges per line).",
		Missing:     "ENERGY STAR residential windows and skylights (SKUs): " + nfrcNote + " `plumbline data pull energystar-storm-windows` refreshes storm windows."},
	{ID: "doors", Name: "Doors", Missing: "ENERGY STAR residential doors: " + nfrcNote},
	{ID: "insulation", Name: "Insulation", Missing: "no certified insulation list is held or pulled: one public client of ENERGY STAR's open-data portal names an \"Insulation\" dataset (kphf-22jd), but neither its rows nor its columns could be confirmed from here, so no pull takes it yet."},
	{ID: "roofing", Name: "Roofing", Description: "Cool roof products (coatings, shingles, membranes, tiles, metal) with solar reflectance and emittance."},
	{ID: "lumber", Name: "Lumber", Missing: "no certified-product list for lumber is held."},
	{ID: "drywall", Name: "Drywall", Missing: "no certified-product list for drywall is held."},
	{ID: "appliances", Name: "Household appliances",
		Description: "Refrigerators, freezers, dishwashers, clothes washers and dryers, all-in-one washer-dryers, room air cleaners: not construction products, served apart for kitchen and laundry allowances."},
}

// CategoryIDs are the category ids, in order (the path enum).
func CategoryIDs() []string {
	out := make([]string, len(Categories))
	for i, c := range Categories {
		out[i] = c.ID
	}
	return out
}

// sources describes the three ENERGY STAR snapshots (see each folder's PROVENANCE.md).
var sources = []Source{
	{ID: src2020, Publisher: "U.S. EPA", Program: "ENERGY STAR", Dataset: "ENERGY STAR Certified product lists (open-data portal CSV exports)",
		Snapshot: "2020-05-08", SnapshotNote: "export date not stated; newest certification date in the files is 2020-05-08 (c. May 2020)",
		Terms:  "U.S. Government open data (EPA data license), no restriction on reuse",
		URL:    "https://data.energystar.gov/",
		Origin: "github.com/manjunath5496/CSV-Datasets_4@6490632af8238415fe2cd5f9a95671db56ca1426"},
	{ID: src2021, Publisher: "U.S. EPA", Program: "ENERGY STAR", Dataset: "ENERGY STAR Certified product lists (open-data portal CSV exports) and Most Efficient windows",
		Snapshot: "2021-03-19", SnapshotNote: "export date not stated; newest certification date in the files is 2021-03-19 (c. March 2021)",
		Terms:  "U.S. Government open data (EPA data license), no restriction on reuse",
		URL:    "https://data.energystar.gov/",
		Origin: "github.com/surajsonee/benchmarking-tool@b8da0e350508d026d76db475e111737bf23b57ab"},
	{ID: src2025, Publisher: "U.S. EPA", Program: "ENERGY STAR", Dataset: "ENERGY STAR Certified product lists (open-data portal CSV exports)",
		Snapshot: "2025-06-07", SnapshotNote: "the portal's export-date stamp in the file names",
		Terms:  "U.S. Government open data (EPA data license), no restriction on reuse",
		URL:    "https://data.energystar.gov/",
		Origin: "github.com/EliPreston/HEET@5463b43bb470c3490e9ac17f0d1c6a4a321f65c8"},
}

const certMeaning = "The model was on the EPA ENERGY STAR certified list at the snapshot: a certification body tested it and it met the ENERGY STAR specification in force for its category (Most Efficient window lines: recognized as ENERGY STAR Most Efficient). A model missing from a newer snapshot may have been delisted."
