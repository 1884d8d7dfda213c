package products

// CategoryDef is one of the area's categories. The nine construction
// categories are fixed by the API; `appliances` is a tenth, kept apart so
// household appliances never appear in a construction category's counts.
type CategoryDef struct {
	ID          string
	Name        string
	Description string
	Missing     string // what no source we hold covers (shown while coming_soon or partial)
}

// Categories in the order products_list shows them.
var Categories = []CategoryDef{
	{ID: "hvac", Name: "HVAC",
		Description: "Furnaces, boilers, geothermal heat pumps, room and light-commercial air conditioners, smart thermostats, dehumidifiers.",
		Missing:     "central air conditioners and air-source heat pumps (SEER2/HSPF2), ductless mini-splits, furnaces certified after March 2021: no copy of those ENERGY STAR lists is held."},
	{ID: "electrical", Name: "Electrical",
		Description: "Ventilating (bath/utility/inline) fans, ceiling fans, recessed downlights.",
		Missing:     "light bulbs and other fixture types; ceiling and ventilating fans certified after March 2021."},
	{ID: "plumbing", Name: "Plumbing",
		Description: "Residential and commercial water heaters, pool pumps.",
		Missing:     "heat pump water heaters newer than March 2021; WaterSense toilets, faucets, showerheads and urinals."},
	{ID: "windows", Name: "Windows",
		Description: "Storm windows (SKUs) and ENERGY STAR Most Efficient window product lines (U-factor and SHGC ranges per line).",
		Missing:     "the full ENERGY STAR residential windows and skylights SKU list."},
	{ID: "doors", Name: "Doors", Missing: "ENERGY STAR residential doors: no copy of the list is held."},
	{ID: "insulation", Name: "Insulation", Missing: "ENERGY STAR has no certified insulation list; no other source is held."},
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
