package costs

// Category is a material category: the PPI series behind it. One series is
// served as BLS publishes it; several are rebased to CompositeBase = 100
// each and averaged with equal weight (see Composite in model.go).
type Category struct {
	ID     string
	Name   string
	Series []string
	Why    string // why these series stand for the category
}

// CompositeBase is the month every component of a several-series category
// is rebased to 100 in: recent enough that every component exists
// (gypsum starts 1994-02), and a calm month before the 2020–22 swings.
const CompositeBase = "2015-01"

// Categories are the 15 material categories, aligned with the calculators'
// categories. Every id is a series of ppi_construction_bls_1986_2025-08.csv
// (checked at load); docs/decisions.md "Costs: material categories" records
// each with its title.
var Categories = []Category{
	{ID: "concrete", Name: "Concrete", Series: []string{"WPU1333"}, Why: "Ready-mix concrete: what slabs, footings and walls are poured with."},
	{ID: "lumber", Name: "Lumber", Series: []string{"WPUSI004011"}, Why: "Lumber and plywood (BLS special index): WPU081 lumber itself ends 2023-11 in the sources we hold."},
	{ID: "roofing", Name: "Roofing", Series: []string{"WPU1361"}, Why: "Prepared asphalt and tar roofing and siding products: asphalt shingles."},
	{ID: "drywall", Name: "Drywall", Series: []string{"WPU13710102"}, Why: "Gypsum building materials: wallboard."},
	{ID: "paint", Name: "Paint", Series: []string{"WPU062101"}, Why: "Architectural coatings: interior and exterior paint."},
	{ID: "flooring", Name: "Flooring", Series: []string{"WPUSI004011", "WPU1342", "WPU0721"},
		Why: "No flooring PPI is in the sources we hold: an equal-weight proxy of wood (lumber and plywood), clay tile (brick and structural clay tile) and resilient/vinyl (plastic construction products)."},
	{ID: "insulation", Name: "Insulation", Series: []string{"WPU1392"}, Why: "Insulation materials."},
	{ID: "masonry", Name: "Masonry", Series: []string{"WPU1331"}, Why: "Concrete block and brick: CMU walls and veneers."},
	{ID: "electrical", Name: "Electrical", Series: []string{"WPU102502"}, Why: "Copper and brass mill shapes: copper drives wire and fittings; WPU1026 wire and cable is not in the 2025 file."},
	{ID: "plumbing", Name: "Plumbing", Series: []string{"WPU0721"}, Why: "Plastic construction products (includes plastics pipe, WPU07210603): PVC/PEX supply and drain; WPU105 plumbing fixtures is in no source we hold."},
	{ID: "hvac", Name: "HVAC", Series: []string{"WPU1073"}, Why: "Sheet metal products: ductwork; WPU106 heating equipment is in no source we hold."},
	{ID: "doors-windows", Name: "Doors and windows", Series: []string{"WPU1311", "WPU107408", "WPUSI004011"},
		Why: "No window or door PPI is in the sources we hold: an equal-weight proxy of flat glass, ornamental and architectural metal work (metal frames, doors) and lumber and plywood (wood doors and frames)."},
	{ID: "gutters", Name: "Gutters", Series: []string{"WPU102501"}, Why: "Aluminum mill shapes: seamless aluminum gutter coil."},
	{ID: "site", Name: "Site work", Series: []string{"WPU1321", "WPU1394", "WPU1332"},
		Why: "Equal-weight average of construction sand, gravel and crushed stone (base course, backfill), paving mixtures and blocks (driveways) and concrete pipe (drainage)."},
	{ID: "hardware", Name: "Hardware", Series: []string{"WPU1017"}, Why: "Steel mill products: connectors, nails and fasteners are steel; WPU1081 fasteners ends 2023-11 in the sources we hold."},
}

// CategoryIDs are the category ids, in listing order.
func CategoryIDs() []string {
	out := make([]string, len(Categories))
	for i, c := range Categories {
		out[i] = c.ID
	}
	return out
}

func categoryByID(id string) (Category, bool) {
	for _, c := range Categories {
		if c.ID == id {
			return c, true
		}
	}
	return Category{}, false
}
