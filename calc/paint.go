package calc

func paintCalculators() []*Calculator {
	return []*Calculator{paintWalls, paintCeiling, paintPrimer, paintExterior, paintStain}
}

// paintCoverage returns the caller's coverage when given (non-zero) or the
// data-source figure, rejecting a caller figure below the plausible minimum.
func paintCoverage(field string, given, table float64) (float64, error) {
	if given == 0 {
		return table, nil
	}
	if given < paintMinCoverageSqftPerGal {
		return 0, Invalid(field, "minimum", "must be 0 (use the data-source figure) or at least %d ft²/gal", paintMinCoverageSqftPerGal)
	}
	return given, nil
}

// ---------------------------------------------------------------------------
// paint/walls

type paintWallsIn struct {
	WallLengthFt       float64 `json:"wall_length_ft" calc:"required,gt=0,max=10000" doc:"Total running length of the walls to paint, feet."`
	WallHeightFt       float64 `json:"wall_height_ft" calc:"required,gt=0,max=50" doc:"Wall height, feet."`
	DoorCount          int     `json:"door_count" calc:"default=0,min=0,max=500" doc:"Doors, deducted from the wall area."`
	WindowCount        int     `json:"window_count" calc:"default=0,min=0,max=500" doc:"Windows, deducted from the wall area."`
	DoorAreaSqft       float64 `json:"door_area_sqft" calc:"default=20,min=0,max=200" doc:"Area deducted per door, square feet. Default 20 (a standard door, the usual estimating deduction)."`
	WindowAreaSqft     float64 `json:"window_area_sqft" calc:"default=15,min=0,max=200" doc:"Area deducted per window, square feet. Default 15 (an average window, the usual estimating deduction)."`
	Coats              int     `json:"coats" calc:"default=2,min=1,max=5" doc:"Coats of paint."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" calc:"default=300,min=50,max=1000" doc:"Spreading rate of the paint, square feet per gallon per coat. Default 300: the low end of the 300-400 ft²/gal practical coverage on the PROMASTER Eggshell Interior Wall and Trim Enamel (1473) data sheet; use your product's figure."`
}

type paintWallsOut struct {
	WallAreaSqft       float64 `json:"wall_area_sqft" doc:"Gross wall area: length x height, square feet."`
	OpeningsSqft       float64 `json:"openings_sqft" doc:"Door and window area deducted, square feet (at most the wall area)."`
	PaintableAreaSqft  float64 `json:"paintable_area_sqft" doc:"Wall area less openings, square feet."`
	Coats              int     `json:"coats" doc:"Coats applied."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" doc:"Spreading rate applied, square feet per gallon per coat."`
	Gallons            float64 `json:"gallons" doc:"Paint needed: paintable area x coats / coverage, gallons."`
	GallonsToBuy       int     `json:"gallons_to_buy" doc:"Whole gallons: ceil(gallons)."`
	CoverageSource     string  `json:"coverage_source" doc:"Where the coverage rate (and any factors) come from."`
	CodeReference      string  `json:"code_reference" doc:"ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints that data sheets publish; no building-code section governs coverage."`
}

var paintWalls = Define(Definition[paintWallsIn, paintWallsOut]{
	Category:       "paint",
	Kind:           "walls",
	Title:          "Wall paint gallons",
	Summary:        "Gallons of wall paint for the wall area less doors and windows, by coats and the spreading rate of a named product data sheet (PROMASTER 1473: 300-400 ft²/gal).",
	CodeReferences: []string{paintCoverageStandard},
	Compute: func(in paintWallsIn) (paintWallsOut, error) {
		wall := in.WallLengthFt * in.WallHeightFt
		// The deduction stops at the wall area: openings that cover the
		// wall leave nothing to paint (docs/decisions.md).
		openings := min(wall, float64(in.DoorCount)*in.DoorAreaSqft+float64(in.WindowCount)*in.WindowAreaSqft)
		net := wall - openings
		gal := net * float64(in.Coats) / in.CoverageSqftPerGal
		return paintWallsOut{
			WallAreaSqft:       wall,
			OpeningsSqft:       openings,
			PaintableAreaSqft:  net,
			Coats:              in.Coats,
			CoverageSqftPerGal: in.CoverageSqftPerGal,
			Gallons:            gal,
			GallonsToBuy:       CeilCount(gal),
			CoverageSource:     paintInteriorRef,
			CodeReference:      paintCoverageStandard,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// paint/ceiling

type paintCeilingIn struct {
	CeilingAreaSqft    float64 `json:"ceiling_area_sqft" calc:"required,gt=0,max=100000" doc:"Ceiling area, square feet (length x width of each room)."`
	Coats              int     `json:"coats" calc:"default=2,min=1,max=5" doc:"Coats of paint."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" calc:"default=300,min=50,max=1000" doc:"Spreading rate, square feet per gallon per coat. Default 300: the low end of the 300-400 ft²/gal practical coverage of PROMASTER Eggshell Interior Wall and Trim Enamel (1473), a wall, ceiling and trim paint; use your product's figure."`
}

type paintCeilingOut struct {
	CeilingAreaSqft    float64 `json:"ceiling_area_sqft" doc:"Ceiling area painted, square feet."`
	Coats              int     `json:"coats" doc:"Coats applied."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" doc:"Spreading rate applied, square feet per gallon per coat."`
	Gallons            float64 `json:"gallons" doc:"Paint needed: area x coats / coverage, gallons."`
	GallonsToBuy       int     `json:"gallons_to_buy" doc:"Whole gallons: ceil(gallons)."`
	CoverageSource     string  `json:"coverage_source" doc:"Where the coverage rate (and any factors) come from."`
	CodeReference      string  `json:"code_reference" doc:"ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints that data sheets publish; no building-code section governs coverage."`
}

var paintCeiling = Define(Definition[paintCeilingIn, paintCeilingOut]{
	Category:       "paint",
	Kind:           "ceiling",
	Title:          "Ceiling paint gallons",
	Summary:        "Gallons of ceiling paint by area, coats and the spreading rate of a named product data sheet (PROMASTER 1473: 300-400 ft²/gal).",
	CodeReferences: []string{paintCoverageStandard},
	Compute: func(in paintCeilingIn) (paintCeilingOut, error) {
		gal := in.CeilingAreaSqft * float64(in.Coats) / in.CoverageSqftPerGal
		return paintCeilingOut{
			CeilingAreaSqft:    in.CeilingAreaSqft,
			Coats:              in.Coats,
			CoverageSqftPerGal: in.CoverageSqftPerGal,
			Gallons:            gal,
			GallonsToBuy:       CeilCount(gal),
			CoverageSource:     paintInteriorRef,
			CodeReference:      paintCoverageStandard,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// paint/primer

type paintPrimerIn struct {
	AreaSqft           float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Area to prime, square feet."`
	Porosity           string  `json:"porosity" calc:"default=porous,enum=sealed|porous" doc:"Substrate: sealed (previously painted, non-absorbent: 400 ft²/gal) or porous (new drywall, bare wood, plaster, masonry: 300 ft²/gal), the ends of the KILZ Original 300-400 ft²/gal range."`
	Coats              int     `json:"coats" calc:"default=1,min=1,max=3" doc:"Coats of primer."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" calc:"default=0,min=0,max=1000,zero_or_min=50" doc:"Your primer's spreading rate, square feet per gallon; 0 uses the KILZ Original figure for the porosity."`
}

type paintPrimerOut struct {
	AreaSqft           float64 `json:"area_sqft" doc:"Area primed, square feet."`
	Porosity           string  `json:"porosity" doc:"Substrate porosity used."`
	Coats              int     `json:"coats" doc:"Coats applied."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" doc:"Spreading rate applied, square feet per gallon per coat."`
	Gallons            float64 `json:"gallons" doc:"Primer needed: area x coats / coverage, gallons."`
	GallonsToBuy       int     `json:"gallons_to_buy" doc:"Whole gallons: ceil(gallons)."`
	CoverageSource     string  `json:"coverage_source" doc:"Where the coverage rate (and any factors) come from."`
	CodeReference      string  `json:"code_reference" doc:"ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints that data sheets publish; no building-code section governs coverage."`
}

var paintPrimer = Define(Definition[paintPrimerIn, paintPrimerOut]{
	Category:       "paint",
	Kind:           "primer",
	Title:          "Primer gallons by substrate porosity",
	Summary:        "Gallons of primer by area, coats and substrate porosity, from the KILZ Original data sheet's 300-400 ft²/gal range (porous substrates at the low end).",
	CodeReferences: []string{paintCoverageStandard},
	Compute: func(in paintPrimerIn) (paintPrimerOut, error) {
		cov, err := paintCoverage("coverage_sqft_per_gal", in.CoverageSqftPerGal, paintPrimerSqftPerGal[in.Porosity])
		if err != nil {
			return paintPrimerOut{}, err
		}
		gal := in.AreaSqft * float64(in.Coats) / cov
		return paintPrimerOut{
			AreaSqft:           in.AreaSqft,
			Porosity:           in.Porosity,
			Coats:              in.Coats,
			CoverageSqftPerGal: cov,
			Gallons:            gal,
			GallonsToBuy:       CeilCount(gal),
			CoverageSource:     paintPrimerRef,
			CodeReference:      paintCoverageStandard,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// paint/exterior

type paintExteriorIn struct {
	AreaSqft           float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Siding area to paint, less doors and windows, square feet."`
	Texture            string  `json:"texture" calc:"default=smooth,enum=smooth|rough|narrow-lap|corrugated" doc:"Surface: smooth (x1.00), rough or porous (x1.20), narrow 4-5 in lap siding (x1.10) or corrugated (x1.33)."`
	Application        string  `json:"application" calc:"default=brush-roller,enum=brush-roller|airless-spray|air-spray" doc:"Application method and its waste: brush-roller (+10%), airless-spray (+20%) or air-spray (+40%)."`
	Coats              int     `json:"coats" calc:"default=2,min=1,max=5" doc:"Coats of paint."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" calc:"default=400,min=50,max=1000" doc:"Spreading rate on smooth siding, square feet per gallon per coat. Default 400 (most exterior paints, per the same source); use your product's figure."`
}

type paintExteriorOut struct {
	AreaSqft            float64 `json:"area_sqft" doc:"Siding area painted, square feet."`
	Coats               int     `json:"coats" doc:"Coats applied."`
	CoverageSqftPerGal  float64 `json:"coverage_sqft_per_gal" doc:"Spreading rate applied, square feet per gallon per coat."`
	BaseGallons         float64 `json:"base_gallons" doc:"Area x coats / coverage, before texture and waste, gallons."`
	TextureFactor       float64 `json:"texture_factor" doc:"Multiplier for the siding texture."`
	ApplicationWastePct float64 `json:"application_waste_pct" doc:"Waste added for the application method, percent."`
	Gallons             float64 `json:"gallons" doc:"Base gallons x texture factor x (1 + waste), gallons."`
	GallonsToBuy        int     `json:"gallons_to_buy" doc:"Whole gallons: ceil(gallons)."`
	CoverageSource      string  `json:"coverage_source" doc:"Where the coverage rate (and any factors) come from."`
	CodeReference       string  `json:"code_reference" doc:"ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints that data sheets publish; no building-code section governs coverage."`
}

var paintExterior = Define(Definition[paintExteriorIn, paintExteriorOut]{
	Category:       "paint",
	Kind:           "exterior",
	Title:          "Exterior siding paint by texture",
	Summary:        "Gallons of exterior paint for siding from 400 ft²/gal per coat, a texture factor (rough +20%, narrow lap +10%, corrugated +33%) and an application-method waste (Tommy Mac, Buying Paint).",
	CodeReferences: []string{paintCoverageStandard},
	Compute: func(in paintExteriorIn) (paintExteriorOut, error) {
		base := in.AreaSqft * float64(in.Coats) / in.CoverageSqftPerGal
		tf := paintExteriorTextureFactor[in.Texture]
		waste := paintExteriorApplicationWastePct[in.Application]
		gal := base * tf * (1 + waste/100)
		return paintExteriorOut{
			AreaSqft:            in.AreaSqft,
			Coats:               in.Coats,
			CoverageSqftPerGal:  in.CoverageSqftPerGal,
			BaseGallons:         base,
			TextureFactor:       tf,
			ApplicationWastePct: waste,
			Gallons:             gal,
			GallonsToBuy:        CeilCount(gal),
			CoverageSource:      paintExteriorRef,
			CodeReference:       paintCoverageStandard,
		}, nil
	},
})

// ---------------------------------------------------------------------------
// paint/stain

type paintStainIn struct {
	AreaSqft           float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Wood area to stain (deck boards, rails, both faces of a fence as needed), square feet."`
	Texture            string  `json:"texture" calc:"default=smooth,enum=smooth|rough" doc:"Wood surface: smooth (planed) or rough (rough-sawn)."`
	WoodAge            string  `json:"wood_age" calc:"default=new,enum=new|weathered" doc:"New wood or old, weathered wood (more porous)."`
	Coats              int     `json:"coats" calc:"default=1,min=1,max=3" doc:"Coats of stain; each coat takes the same coverage."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" calc:"default=0,min=0,max=1000,zero_or_min=50" doc:"Your stain's spreading rate, square feet per gallon; 0 uses the chart figure for the texture and age (smooth new 200, rough new 125, smooth weathered 150, rough weathered 100)."`
}

type paintStainOut struct {
	AreaSqft           float64 `json:"area_sqft" doc:"Area stained, square feet."`
	Coats              int     `json:"coats" doc:"Coats applied."`
	CoverageSqftPerGal float64 `json:"coverage_sqft_per_gal" doc:"Spreading rate applied, square feet per gallon per coat."`
	Gallons            float64 `json:"gallons" doc:"Stain needed: area x coats / coverage, gallons."`
	GallonsToBuy       int     `json:"gallons_to_buy" doc:"Whole gallons: ceil(gallons)."`
	CoverageSource     string  `json:"coverage_source" doc:"Where the coverage rate (and any factors) come from."`
	CodeReference      string  `json:"code_reference" doc:"ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints that data sheets publish; no building-code section governs coverage."`
}

var paintStain = Define(Definition[paintStainIn, paintStainOut]{
	Category:       "paint",
	Kind:           "stain",
	Title:          "Deck and fence stain gallons",
	Summary:        "Gallons of deck or fence stain by area, coats and the wood's texture and age (porosity), from a published stain coverage chart (smooth new wood 200-225 ft²/gal down to rough old wood 100-125).",
	CodeReferences: []string{paintCoverageStandard},
	Compute: func(in paintStainIn) (paintStainOut, error) {
		cov, err := paintCoverage("coverage_sqft_per_gal", in.CoverageSqftPerGal, paintStainSqftPerGal[in.Texture+"/"+in.WoodAge])
		if err != nil {
			return paintStainOut{}, err
		}
		gal := in.AreaSqft * float64(in.Coats) / cov
		return paintStainOut{
			AreaSqft:           in.AreaSqft,
			Coats:              in.Coats,
			CoverageSqftPerGal: cov,
			Gallons:            gal,
			GallonsToBuy:       CeilCount(gal),
			CoverageSource:     paintStainRef,
			CodeReference:      paintCoverageStandard,
		}, nil
	},
})
