package calc

import "math"

func drywallCalculators() []*Calculator {
	return []*Calculator{drywallSheets, drywallCompound, drywallTape, drywallScrews, drywallCornerBead}
}

// ---------------------------------------------------------------------------
// drywall/sheets

type drywallSheetsIn struct {
	WallLengthFt    float64 `json:"wall_length_ft" calc:"default=0,min=0,max=10000" doc:"Total running length of the walls to cover (the sum of every wall, each side counted that gets board), feet. 0 for a ceiling-only job."`
	WallHeightFt    float64 `json:"wall_height_ft" calc:"default=8,gt=0,max=40" doc:"Wall height, floor to ceiling, feet."`
	CeilingAreaSqft float64 `json:"ceiling_area_sqft" calc:"default=0,min=0,max=100000" doc:"Ceiling area to cover, square feet (length x width of each room)."`
	DoorCount       int     `json:"door_count" calc:"default=0,min=0,max=500" doc:"Doors in the walls, deducted from the wall area."`
	WindowCount     int     `json:"window_count" calc:"default=0,min=0,max=500" doc:"Windows in the walls, deducted from the wall area."`
	DoorAreaSqft    float64 `json:"door_area_sqft" calc:"default=20,min=0,max=200" doc:"Area deducted per door, square feet. Default 20: a 3 ft x 6 ft 8 in door."`
	WindowAreaSqft  float64 `json:"window_area_sqft" calc:"default=15,min=0,max=200" doc:"Area deducted per window, square feet. Default 15: a 3 ft x 5 ft window."`
	SheetSize       string  `json:"sheet_size" calc:"default=4x8,enum=4x8|4x10|4x12" doc:"Panel size, feet (width x length): 4x8, 4x10 or 4x12."`
	WastePct        float64 `json:"waste_pct" calc:"default=10,min=0,max=50" doc:"Cutting and breakage allowance added to the net area, percent. Default 10 (a common estimating allowance; not a USG or code figure)."`
}

type drywallSheetsOut struct {
	WallAreaSqft    float64 `json:"wall_area_sqft" doc:"Gross wall area: wall length x wall height, square feet."`
	OpeningsSqft    float64 `json:"openings_sqft" doc:"Door and window area deducted, square feet (at most the wall area: openings larger than the wall leave none to cover)."`
	NetWallAreaSqft float64 `json:"net_wall_area_sqft" doc:"Wall area less openings, square feet."`
	CeilingAreaSqft float64 `json:"ceiling_area_sqft" doc:"Ceiling area, square feet."`
	NetAreaSqft     float64 `json:"net_area_sqft" doc:"Board area to cover: net wall area + ceiling area, square feet."`
	SheetAreaSqft   float64 `json:"sheet_area_sqft" doc:"Area of one panel, square feet."`
	WastePctApplied float64 `json:"waste_pct_applied" doc:"Allowance applied, percent."`
	Sheets          int     `json:"sheets" doc:"Panels to buy: ceil(net area x (1 + waste) / panel area)."`
	CodeReference   string  `json:"code_reference" doc:"The IRC section governing gypsum board."`
}

var drywallSheets = Define(Definition[drywallSheetsIn, drywallSheetsOut]{
	Category:       "drywall",
	Kind:           "sheets",
	Title:          "Drywall sheets for walls and ceilings",
	Summary:        "Gypsum panels (4x8, 4x10 or 4x12 ft) to cover walls and ceilings less door and window openings, with a waste allowance (USG panel sizes; IRC R702.3 gypsum board).",
	CodeReferences: []string{"IRC R702.3"},
	Rules:          []Rule{{{"wall_length_ft>0"}, {"ceiling_area_sqft>0"}}},
	Compute: func(in drywallSheetsIn) (drywallSheetsOut, error) {
		wall := in.WallLengthFt * in.WallHeightFt
		// Openings larger than the wall leave no wall to cover: the
		// deduction stops at the wall area (a body the schema accepts
		// computes; see docs/decisions.md).
		openings := min(wall, float64(in.DoorCount)*in.DoorAreaSqft+float64(in.WindowCount)*in.WindowAreaSqft)
		netWall := max(0, wall-openings)
		net := netWall + in.CeilingAreaSqft
		if in.WallLengthFt <= 0 && in.CeilingAreaSqft <= 0 {
			return drywallSheetsOut{}, Invalid("wall_length_ft", "no_area", "give a wall length or a ceiling area: there is nothing to cover")
		}
		sheet := drywallPanelWidthIn / 12 * drywallSheetLengthFt(in.SheetSize)
		return drywallSheetsOut{
			WallAreaSqft:    wall,
			OpeningsSqft:    openings,
			NetWallAreaSqft: netWall,
			CeilingAreaSqft: in.CeilingAreaSqft,
			NetAreaSqft:     net,
			SheetAreaSqft:   sheet,
			WastePctApplied: in.WastePct,
			Sheets:          CeilCount(net * (1 + in.WastePct/100) / sheet),
			CodeReference:   "IRC R702.3",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// drywall/compound

type drywallCompoundIn struct {
	AreaSqft               float64 `json:"area_sqft" calc:"required,gt=0,max=1000000" doc:"Area of gypsum board to finish, square feet."`
	Compound               string  `json:"compound" calc:"default=sheetrock-total,enum=sheetrock-total|sheetrock-ultralightweight" doc:"Ready-mixed compound whose USG coverage applies: sheetrock-total (about 10 gal per 1,000 ft², USG J1508) or sheetrock-ultralightweight (about 9 gal, two 4.5 gal pails, per 1,000 ft², USG FAQ)."`
	CoverageGalPer1000Sqft float64 `json:"coverage_gal_per_1000_sqft" calc:"default=0,min=0,max=100,unit=gal/1000 ft²" doc:"Coverage from your own product's data sheet, gallons per 1,000 ft² of board for the full three-coat treatment; 0 uses the USG figure of the chosen compound."`
	PailGal                float64 `json:"pail_gal" calc:"default=4.5,min=0.25,max=10" doc:"Gallons per pail or carton bought. Default 4.5 (USG ready-mixed pail)."`
	WastePct               float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added to the USG figure, percent. Default 0: USG's coverage is already a job estimate."`
}

type drywallCompoundOut struct {
	CoverageGalPer1000Sqft float64 `json:"coverage_gal_per_1000_sqft" calc:"unit=gal/1000 ft²" doc:"Coverage applied, gallons per 1,000 ft² of board (taping, fill and finish coats)."`
	CoverageSource         string  `json:"coverage_source" doc:"Where the coverage comes from."`
	WastePctApplied        float64 `json:"waste_pct_applied" doc:"Allowance applied, percent."`
	Gallons                float64 `json:"gallons" doc:"Compound needed: area / 1000 x coverage x (1 + waste), gallons."`
	PailGal                float64 `json:"pail_gal" doc:"Pail size used, gallons."`
	Pails                  int     `json:"pails" doc:"Pails to buy: ceil(gallons / pail size)."`
	CodeReference          string  `json:"code_reference" doc:"The standard for finishing gypsum board (joint treatment in three coats)."`
}

var drywallCompound = Define(Definition[drywallCompoundIn, drywallCompoundOut]{
	Category:       "drywall",
	Kind:           "compound",
	Title:          "Joint compound for three-coat finishing",
	Summary:        "Ready-mixed joint compound and pails for taping, filling and finishing gypsum board joints in three coats, from USG coverage per 1,000 ft² of board (ASTM C840 finishing).",
	CodeReferences: []string{"ASTM C840"},
	Compute: func(in drywallCompoundIn) (drywallCompoundOut, error) {
		coverage, source := in.CoverageGalPer1000Sqft, "caller's product data"
		if coverage == 0 {
			coverage = drywallCompoundGalPer1000Sqft[in.Compound]
			source = "USG Sheetrock Brand Total Joint Compound, submittal J1508: about 10 gal per 1,000 ft²"
			if in.Compound == "sheetrock-ultralightweight" {
				source = "USG Sheetrock Brand UltraLightweight All Purpose: about two 4.5 gal pails (9 gal) per 1,000 ft²"
			}
		}
		gal := in.AreaSqft / 1000 * coverage * (1 + in.WastePct/100)
		return drywallCompoundOut{
			CoverageGalPer1000Sqft: coverage,
			CoverageSource:         source,
			WastePctApplied:        in.WastePct,
			Gallons:                gal,
			PailGal:                in.PailGal,
			Pails:                  CeilCount(gal / in.PailGal),
			CodeReference:          "ASTM C840",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// drywall/tape

type drywallTapeIn struct {
	AreaSqft          float64 `json:"area_sqft" calc:"required,gt=0,max=1000000" doc:"Area of gypsum board to finish, square feet."`
	TapeFtPer1000Sqft float64 `json:"tape_ft_per_1000_sqft" calc:"default=370,gt=0,max=2000,unit=ft/1000 ft²" doc:"Tape per 1,000 ft² of board. Default 370: USG Sheetrock Brand Paper Joint Tape (J1736) and Fiberglass Drywall Tape (J780A) coverage."`
	RollLengthFt      float64 `json:"roll_length_ft" calc:"default=500,min=10,max=1000" doc:"Length of one roll, feet. USG paper tape comes in 75, 250 and 500 ft rolls."`
	WastePct          float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance added, percent. Default 0: USG's coverage is already a job estimate."`
}

type drywallTapeOut struct {
	TapeFtPer1000Sqft float64 `json:"tape_ft_per_1000_sqft" calc:"unit=ft/1000 ft²" doc:"Coverage applied, feet of tape per 1,000 ft² of board."`
	WastePctApplied   float64 `json:"waste_pct_applied" doc:"Allowance applied, percent."`
	TapeFt            float64 `json:"tape_ft" doc:"Tape needed: area / 1000 x coverage x (1 + waste), feet."`
	RollLengthFt      float64 `json:"roll_length_ft" doc:"Roll length used, feet."`
	Rolls             int     `json:"rolls" doc:"Rolls to buy: ceil(tape / roll length)."`
	CodeReference     string  `json:"code_reference" doc:"The standard for finishing gypsum board (joints reinforced with tape)."`
}

var drywallTape = Define(Definition[drywallTapeIn, drywallTapeOut]{
	Category:       "drywall",
	Kind:           "tape",
	Title:          "Joint tape length and rolls",
	Summary:        "Linear feet of joint tape and rolls to buy for an area of gypsum board, from USG's coverage of about 370 ft of tape per 1,000 ft² of board (ASTM C840 finishing).",
	CodeReferences: []string{"ASTM C840"},
	Compute: func(in drywallTapeIn) (drywallTapeOut, error) {
		ft := in.AreaSqft / 1000 * in.TapeFtPer1000Sqft * (1 + in.WastePct/100)
		return drywallTapeOut{
			TapeFtPer1000Sqft: in.TapeFtPer1000Sqft,
			WastePctApplied:   in.WastePct,
			TapeFt:            ft,
			RollLengthFt:      in.RollLengthFt,
			Rolls:             CeilCount(ft / in.RollLengthFt),
			CodeReference:     "ASTM C840",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// drywall/screws

type drywallScrewsIn struct {
	WallAreaSqft            float64 `json:"wall_area_sqft" calc:"default=0,min=0,max=100000" doc:"Wall board area, square feet."`
	CeilingAreaSqft         float64 `json:"ceiling_area_sqft" calc:"default=0,min=0,max=100000" doc:"Ceiling board area, square feet."`
	SheetSize               string  `json:"sheet_size" calc:"default=4x8,enum=4x8|4x10|4x12" doc:"Panel size, feet (width x length)."`
	BoardThickness          string  `json:"board_thickness" calc:"default=1/2,enum=3/8|1/2|5/8" doc:"Nominal board thickness, inches: 3/8, 1/2 or 5/8."`
	WallFramingSpacingIn    int     `json:"wall_framing_spacing_in" calc:"default=16,min=12,max=24" doc:"Stud spacing, inches on center."`
	CeilingFramingSpacingIn int     `json:"ceiling_framing_spacing_in" calc:"default=16,min=12,max=24" doc:"Joist or truss spacing, inches on center."`
	WallOrientation         string  `json:"wall_orientation" calc:"default=horizontal,enum=horizontal|vertical" doc:"Wall panels hung horizontally (across the studs) or vertically (along them)."`
	CeilingOrientation      string  `json:"ceiling_orientation" calc:"default=perpendicular,enum=perpendicular|parallel" doc:"Ceiling panels hung perpendicular or parallel to the joists."`
	ScrewsPerLb             float64 `json:"screws_per_lb" calc:"required,min=20,max=2000" doc:"Screws per pound of the screw you buy, from its box (for example a 1 lb box's count). Required: no manufacturer figure is built in."`
	WastePct                float64 `json:"waste_pct" calc:"default=0,min=0,max=50" doc:"Allowance for dropped and stripped screws, percent."`
}

type drywallScrewsOut struct {
	WallSheets            int     `json:"wall_sheets" doc:"Wall panels fastened: ceil(wall area / panel area)."`
	CeilingSheets         int     `json:"ceiling_sheets" doc:"Ceiling panels fastened: ceil(ceiling area / panel area)."`
	WallScrewSpacingIn    int     `json:"wall_screw_spacing_in" doc:"Maximum screw spacing on walls from IRC Table R702.3.5, inches o.c. (0 with no walls)."`
	CeilingScrewSpacingIn int     `json:"ceiling_screw_spacing_in" doc:"Maximum screw spacing on ceilings from IRC Table R702.3.5, inches o.c. (0 with no ceiling)."`
	ScrewsPerWallSheet    int     `json:"screws_per_wall_sheet" doc:"Framing members a wall panel crosses x screws along each member at the maximum spacing, ends included."`
	ScrewsPerCeilingSheet int     `json:"screws_per_ceiling_sheet" doc:"Framing members a ceiling panel crosses x screws along each member at the maximum spacing, ends included."`
	WastePctApplied       float64 `json:"waste_pct_applied" doc:"Allowance applied, percent."`
	Screws                int     `json:"screws" doc:"Screws to buy: ceil((wall sheets x screws per wall sheet + ceiling sheets x screws per ceiling sheet) x (1 + waste))."`
	ScrewsPerLb           float64 `json:"screws_per_lb" doc:"Screws per pound used."`
	WeightLb              float64 `json:"weight_lb" doc:"Screws / screws per pound, pounds."`
	PoundsToBuy           int     `json:"pounds_to_buy" doc:"Whole pounds to buy: ceil(weight)."`
	MinScrewLengthIn      float64 `json:"min_screw_length_in" doc:"Shortest screw that penetrates the wood 5/8 in (IRC R702.3.5.1): board thickness + 0.625, inches."`
	CodeReference         string  `json:"code_reference" doc:"The IRC section whose table sets framing and screw spacing."`
}

func drywallThicknessIn(t string) float64 {
	switch t {
	case "3/8":
		return 0.375
	case "5/8":
		return 0.625
	default:
		return 0.5
	}
}

// drywallScrewsPerSheet counts screws on one panel: one row per framing
// member the panel crosses (both ends on members), screws along each member
// at the spacing with one at each edge.
func drywallScrewsPerSheet(acrossIn, alongIn float64, framingIn, screwIn int) int {
	members := int(math.Floor(acrossIn/float64(framingIn)+1e-9)) + 1
	perMember := CeilCount(alongIn/float64(screwIn)) + 1
	return members * perMember
}

var drywallScrews = Define(Definition[drywallScrewsIn, drywallScrewsOut]{
	Category:       "drywall",
	Kind:           "screws",
	Title:          "Drywall screws by spacing",
	Summary:        "Screw count and pounds for wall and ceiling panels at the maximum framing and screw spacing of IRC Table R702.3.5, with the minimum screw length of R702.3.5.1.",
	CodeReferences: []string{"IRC R702.3.5"},
	// IRC Table R702.3.5 as rules: 3/8 in board on walls at 16 in o.c. at
	// most; on ceilings 3/8 in board only perpendicular at 16 in, thicker
	// board parallel at 16 in or perpendicular at 24 in.
	Rules: []Rule{
		{{"wall_area_sqft>0"}, {"ceiling_area_sqft>0"}},
		{{"?wall_area_sqft<=0"}, {"?board_thickness=1/2|5/8"}, {"?wall_framing_spacing_in<=16"}},
		{
			{"?ceiling_area_sqft<=0"},
			{"?ceiling_framing_spacing_in<=16", "?ceiling_orientation=perpendicular"},
			{"?ceiling_framing_spacing_in<=16", "?board_thickness=1/2|5/8"},
			{"?ceiling_orientation=perpendicular", "?board_thickness=1/2|5/8"},
		},
	},
	Compute: func(in drywallScrewsIn) (drywallScrewsOut, error) {
		if in.WallAreaSqft == 0 && in.CeilingAreaSqft == 0 {
			return drywallScrewsOut{}, Invalid("wall_area_sqft", "no_area", "give a wall area or a ceiling area: there is nothing to fasten")
		}
		lengthIn := drywallSheetLengthFt(in.SheetSize) * 12
		sheetSqft := drywallPanelWidthIn * lengthIn / 144
		out := drywallScrewsOut{
			WastePctApplied:  in.WastePct,
			ScrewsPerLb:      in.ScrewsPerLb,
			MinScrewLengthIn: drywallThicknessIn(in.BoardThickness) + 0.625,
			CodeReference:    "IRC R702.3.5",
		}
		if in.WallAreaSqft > 0 {
			row, ok := drywallScrewRowFor(in.BoardThickness, "wall", false, in.WallFramingSpacingIn)
			if !ok {
				return out, Invalid("wall_framing_spacing_in", "framing_not_permitted",
					"IRC Table R702.3.5 permits %s in board on walls with framing at most %d in o.c.",
					in.BoardThickness, drywallMaxFramingIn(in.BoardThickness, "wall", false))
			}
			out.WallScrewSpacingIn = row.maxScrewIn
			out.WallSheets = CeilCount(in.WallAreaSqft / sheetSqft)
			across, along := lengthIn, float64(drywallPanelWidthIn)
			if in.WallOrientation == "vertical" {
				across, along = along, across
			}
			out.ScrewsPerWallSheet = drywallScrewsPerSheet(across, along, in.WallFramingSpacingIn, row.maxScrewIn)
		}
		if in.CeilingAreaSqft > 0 {
			perp := in.CeilingOrientation == "perpendicular"
			row, ok := drywallScrewRowFor(in.BoardThickness, "ceiling", perp, in.CeilingFramingSpacingIn)
			if !ok {
				if widest := drywallMaxFramingIn(in.BoardThickness, "ceiling", true); perp || in.CeilingFramingSpacingIn > widest {
					return out, Invalid("ceiling_framing_spacing_in", "framing_not_permitted",
						"IRC Table R702.3.5 permits %s in board on ceilings with framing at most %d in o.c. (perpendicular)",
						in.BoardThickness, widest)
				}
				return out, Invalid("ceiling_orientation", "framing_not_permitted",
					"IRC Table R702.3.5 permits %s in ceiling board at %d in o.c. only perpendicular to the framing",
					in.BoardThickness, in.CeilingFramingSpacingIn)
			}
			out.CeilingScrewSpacingIn = row.maxScrewIn
			out.CeilingSheets = CeilCount(in.CeilingAreaSqft / sheetSqft)
			across, along := lengthIn, float64(drywallPanelWidthIn)
			if !perp {
				across, along = along, across
			}
			out.ScrewsPerCeilingSheet = drywallScrewsPerSheet(across, along, in.CeilingFramingSpacingIn, row.maxScrewIn)
		}
		base := out.WallSheets*out.ScrewsPerWallSheet + out.CeilingSheets*out.ScrewsPerCeilingSheet
		out.Screws = CeilCount(float64(base) * (1 + in.WastePct/100))
		out.WeightLb = float64(out.Screws) / in.ScrewsPerLb
		out.PoundsToBuy = CeilCount(out.WeightLb)
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// drywall/corner-bead

type drywallCornerBeadIn struct {
	CornerLengthsFt []float64 `json:"corner_lengths_ft" calc:"required,items=1..500,gt=0,max=40" doc:"Length of each outside corner (one entry per corner), feet."`
	PieceLengthFt   float64   `json:"piece_length_ft" calc:"default=8,min=4,max=12" doc:"Length of one piece of bead, feet; stock pieces are 8 or 10 ft."`
}

type drywallCornerBeadOut struct {
	CornerCount   int     `json:"corner_count" doc:"Outside corners."`
	LinearFt      float64 `json:"linear_ft" doc:"Total corner length, feet."`
	PieceLengthFt float64 `json:"piece_length_ft" doc:"Piece length used, feet."`
	Pieces        int     `json:"pieces" doc:"Pieces to buy: each corner gets ceil(corner length / piece length) pieces; offcuts are not spliced onto other corners."`
	OffcutFt      float64 `json:"offcut_ft" doc:"Bead left over: pieces x piece length - linear feet."`
	CodeReference string  `json:"code_reference" doc:"The standard for applying gypsum board trim accessories."`
}

var drywallCornerBead = Define(Definition[drywallCornerBeadIn, drywallCornerBeadOut]{
	Category:       "drywall",
	Kind:           "corner-bead",
	Title:          "Corner bead pieces",
	Summary:        "Pieces of 8 or 10 ft corner bead for a list of outside corners, each corner run from whole pieces (ASTM C840 accessory application).",
	CodeReferences: []string{"ASTM C840"},
	Compute: func(in drywallCornerBeadIn) (drywallCornerBeadOut, error) {
		var total float64
		pieces := 0
		for _, l := range in.CornerLengthsFt {
			total += l
			pieces += CeilCount(l / in.PieceLengthFt)
		}
		return drywallCornerBeadOut{
			CornerCount:   len(in.CornerLengthsFt),
			LinearFt:      total,
			PieceLengthFt: in.PieceLengthFt,
			Pieces:        pieces,
			OffcutFt:      max(0, float64(pieces)*in.PieceLengthFt-total),
			CodeReference: "ASTM C840",
		}, nil
	},
})
