package calc

import (
	"fmt"
	"math"
)

// The decks category: IRC R507 (exterior decks), the prescriptive deck
// framing tables, with AWC DCA 6 where the guide prints what the code does
// not. Tables and their sources are in decks_tables.go.

func decksCalculators() []*Calculator {
	return []*Calculator{decksJoistSpan, decksBeamSpan, decksFootingSize}
}

// formatFtInFloor prints a length in whole feet and inches ("3-1"), rounded
// down to the inch (a limit rounded down stays a limit).
func formatFtInFloor(inches float64) string {
	n := int(math.Floor(inches + 1e-9))
	return fmt.Sprintf("%d-%d", n/12, n%12)
}

// --------------------------------------------------------------- joist-span

type decksJoistSpanIn struct {
	SpeciesGroup string  `json:"species_group" calc:"default=southern-pine,enum=southern-pine|dfl-hem-fir-spf|redwood-cedar-ponderosa-red-pine" doc:"Species group, No. 2 grade, wet service: southern-pine; dfl-hem-fir-spf (Douglas fir-larch, hem-fir, spruce-pine-fir, incised); redwood-cedar-ponderosa-red-pine (redwood, western cedars, ponderosa pine, red pine)."`
	NominalSize  string  `json:"nominal_size" calc:"required,enum=2x6|2x8|2x10|2x12" doc:"Joist size."`
	SpacingIn    float64 `json:"spacing_in" calc:"default=16,min=12,max=24" doc:"Joist spacing on center, inches. The table prints 12, 16 and 24 in; a spacing between them is read from the wider column (no interpolation)."`
	SnowLoadPsf  float64 `json:"snow_load_psf" calc:"default=0,min=0,max=70" doc:"Ground snow load, psf. Up to 40 psf the 40 psf live load governs; above it the 50, 60 or 70 psf snow column of IRC 2021 Table R507.6 at or above the load is read (no cantilever is answered there)."`
	BackSpanFt   float64 `json:"back_span_ft" calc:"default=0,min=0,max=30" doc:"Optional: the joist's actual span between supports, feet (0 to skip). It is checked against the allowable span, and it caps the cantilever at a quarter of it."`
}

type decksJoistSpanOut struct {
	SpeciesGroup        string  `json:"species_group" doc:"Species group of the row used."`
	NominalSize         string  `json:"nominal_size" doc:"Joist size."`
	SpacingColumnIn     float64 `json:"spacing_column_in" doc:"Spacing column used: the input spacing or the next wider column, inches."`
	LiveLoadPsf         float64 `json:"live_load_psf" doc:"Design live (or snow) load of the table, psf (dead load 10 psf)."`
	MaxSpanFt           float64 `json:"max_span_ft" doc:"Allowable joist span between supports, feet."`
	MaxSpanFtIn         string  `json:"max_span_ft_in" doc:"The same as the table prints it, feet-inches (\"13-1\")."`
	TableCantileverFt   float64 `json:"table_cantilever_ft" doc:"Allowable overhang past the beam of AWC DCA 6 Table 2, feet."`
	MaxCantileverFt     float64 `json:"max_cantilever_ft" doc:"Allowable cantilever: the table overhang, capped at a quarter of back_span_ft when given (rounded down to the inch), feet."`
	MaxCantileverFtIn   string  `json:"max_cantilever_ft_in" doc:"The same in feet-inches."`
	CantileverLimitedBy string  `json:"cantilever_limited_by" doc:"table, or quarter-of-back-span."`
	Checks              []Check `json:"checks" doc:"The back span against the allowable span (empty without back_span_ft)."`
	CantileverSource    string  `json:"cantilever_source" doc:"Where the overhang figure comes from."`
	CodeReference       string  `json:"code_reference" doc:"Deck joists section (Table R507.6)."`
}

var decksJoistSpan = Define(Definition[decksJoistSpanIn, decksJoistSpanOut]{
	Category:       "decks",
	Kind:           "joist-span",
	Title:          "Deck joist span and cantilever",
	Summary:        "Allowable span of a No. 2 deck joist (wet service, 10 psf dead load) by species group, size, spacing and load (40 psf live, or 50, 60, 70 psf ground snow) from IRC Table R507.6, with the allowable overhang of AWC DCA 6 Table 2 at 40 psf, capped at a quarter of the back span (no cantilever is answered at the snow columns).",
	CodeReferences: []string{"IRC R507.6"},
	Compute: func(in decksJoistSpanIn) (decksJoistSpanOut, error) {
		col, _ := spanColumnAtOrAbove(deckSpacingsIn, in.SpacingIn) // schema bounds the spacing to 24
		row := deckJoistTable[in.SpeciesGroup][in.NominalSize]
		load := float64(deckJoistLivePsf)
		spanCell := row.span[col]
		tableCant := row.overhang[col].inches()
		cant, cantStr, limitedBy := tableCant, string(row.overhang[col]), "table"
		source := "AWC DCA 6-2015 Table 2 (allowable overhang), at most a quarter of the actual main span"
		if in.SnowLoadPsf > deckJoistLivePsf {
			li, _ := spanColumnAtOrAbove(deckJoistSnowLoadsPsf, in.SnowLoadPsf) // schema bounds snow to 70
			load = deckJoistSnowLoadsPsf[li]
			spanCell = deckJoistSnowSpans[load][in.SpeciesGroup][in.NominalSize][col]
			tableCant, cant, cantStr, limitedBy = 0, 0, "0-0", "not-carried"
			source = "none: the cantilever columns of IRC 2021 Table R507.6 at snow loads are not carried, so no cantilever is answered"
		}
		spanIn := spanCell.inches()
		checks := []Check{}
		if in.BackSpanFt > 0 {
			checks = append(checks, AtMost("joist back span", in.BackSpanFt, spanIn/12, "ft", "IRC R507.6"))
			if quarter := math.Floor(in.BackSpanFt*12/4 + 1e-9); limitedBy == "table" && quarter < tableCant {
				cant, cantStr, limitedBy = quarter, formatFtInFloor(quarter), "quarter-of-back-span"
			}
		}
		return decksJoistSpanOut{
			SpeciesGroup:        in.SpeciesGroup,
			NominalSize:         in.NominalSize,
			SpacingColumnIn:     deckSpacingsIn[col],
			LiveLoadPsf:         load,
			MaxSpanFt:           spanIn / 12,
			MaxSpanFtIn:         string(spanCell),
			TableCantileverFt:   tableCant / 12,
			MaxCantileverFt:     cant / 12,
			MaxCantileverFtIn:   cantStr,
			CantileverLimitedBy: limitedBy,
			Checks:              checks,
			CantileverSource:    source,
			CodeReference:       "IRC R507.6",
		}, nil
	},
})

// ---------------------------------------------------------------- beam-span

type decksBeamSpanIn struct {
	SpeciesGroup      string  `json:"species_group" calc:"default=dfl-hem-fir-spf,enum=southern-pine|dfl-hem-fir-spf|redwood-cedar-ponderosa-red-pine" doc:"Species group, No. 2 grade, wet service: southern-pine; dfl-hem-fir-spf (Douglas fir-larch, hem-fir, spruce-pine-fir); redwood-cedar-ponderosa-red-pine (redwood, western cedars, ponderosa pine, red pine)."`
	BeamSize          string  `json:"beam_size" calc:"required,enum=2-2x6|2-2x8|2-2x10|2-2x12|3-2x6|3-2x8|3-2x10|3-2x12" doc:"Built-up beam: plies-member, e.g. 2-2x10."`
	JoistSpanFt       float64 `json:"joist_span_ft" calc:"required,gt=0,max=18" doc:"Span of the joists the beam carries (joists from one side only), feet."`
	JoistCantileverFt float64 `json:"joist_cantilever_ft" calc:"default=0,min=0,max=4.5" doc:"How far the joists overhang past the beam, feet: it sets the joist span factor of Table R507.5(5). More than a quarter of the joist span is not permitted (R507.6) and is answered 422 beyond_table."`
	SnowLoadPsf       float64 `json:"snow_load_psf" calc:"default=0,min=0,max=70" doc:"Ground snow load, psf: up to 40 psf Table R507.5(1) (40 psf live load) governs; 50, 60 and 70 psf Tables R507.5(2)-(4). A load between tables reads the heavier one."`
}

type decksBeamSpanOut struct {
	SpeciesGroup         string  `json:"species_group" doc:"Species group of the row used."`
	BeamSize             string  `json:"beam_size" doc:"Beam size."`
	LoadColumnPsf        float64 `json:"load_column_psf" doc:"Design load of the table read: 40 psf live load or the 50, 60, 70 psf ground snow load."`
	Table                string  `json:"table" doc:"The IRC table read."`
	JoistSpanFactor      float64 `json:"joist_span_factor" doc:"Table R507.5(5) factor for the joist cantilever ratio (0.66 without a cantilever)."`
	EffectiveJoistSpanFt float64 `json:"effective_joist_span_ft" doc:"joist_span_ft x joist_span_factor, feet."`
	JoistSpanColumnFt    float64 `json:"joist_span_column_ft" doc:"Effective joist span column read: the effective span or the next longer column (no interpolation), feet."`
	MaxSpanFt            float64 `json:"max_span_ft" doc:"Allowable beam span between posts, feet."`
	MaxSpanFtIn          string  `json:"max_span_ft_in" doc:"The same as the table prints it, feet-inches."`
	MaxOverhangFt        float64 `json:"max_overhang_ft" doc:"The beam may extend past its end post a quarter of the beam span (IRC R507.5), feet."`
	CodeReference        string  `json:"code_reference" doc:"Deck beams section (Tables R507.5(1)-(5))."`
}

var decksBeamSpan = Define(Definition[decksBeamSpanIn, decksBeamSpanOut]{
	Category:       "decks",
	Kind:           "beam-span",
	Title:          "Deck beam span",
	Summary:        "Allowable span between posts of a built-up 2- or 3-ply deck beam carrying joists from one side (No. 2, wet service) from IRC 2021 Tables R507.5(1)-(4) by species group, beam size, ground snow load and the effective joist span (joist span x the Table R507.5(5) cantilever factor). A joist cantilever over a quarter of its span answers 422 beyond_table.",
	CodeReferences: []string{"IRC R507.5"},
	Compute: func(in decksBeamSpanIn) (decksBeamSpanOut, error) {
		ratio := in.JoistCantileverFt / in.JoistSpanFt
		factor := 0.0
		for _, f := range deckJoistSpanFactors {
			if ratio <= f.ratio+1e-9 {
				factor = f.factor
				break
			}
		}
		if factor == 0 {
			return decksBeamSpanOut{}, Invalid("joist_cantilever_ft", "beyond_table",
				"a %s ft cantilever is more than a quarter of the %s ft joist span: IRC R507.6 does not permit it and Table R507.5(5) has no factor for it",
				formatNum(in.JoistCantileverFt), formatNum(in.JoistSpanFt))
		}
		li, _ := spanColumnAtOrAbove(deckBeamLoadsPsf, max(in.SnowLoadPsf, deckBeamLoadsPsf[0])) // schema bounds snow to 70
		load := deckBeamLoadsPsf[li]
		eff := in.JoistSpanFt * factor
		col, _ := spanColumnAtOrAbove(deckBeamJoistSpansFt, eff) // span <= 18 and factor <= 1
		span := deckBeamTable2021[load][in.SpeciesGroup][in.BeamSize][col]
		return decksBeamSpanOut{
			SpeciesGroup:         in.SpeciesGroup,
			BeamSize:             in.BeamSize,
			LoadColumnPsf:        load,
			Table:                fmt.Sprintf("IRC Table R507.5(%d)", li+1),
			JoistSpanFactor:      factor,
			EffectiveJoistSpanFt: eff,
			JoistSpanColumnFt:    deckBeamJoistSpansFt[col],
			MaxSpanFt:            span.feet(),
			MaxSpanFtIn:          string(span),
			MaxOverhangFt:        span.feet() / 4,
			CodeReference:        "IRC R507.5",
		}, nil
	},
})

// ------------------------------------------------------------- footing-size

type decksFootingSizeIn struct {
	TributaryAreaSqft float64 `json:"tributary_area_sqft" calc:"required,gt=0,max=160" doc:"Deck area one footing carries, ft² (Table R507.3.1 goes to 160 ft²). An area between rows is read from the next larger row (no interpolation)."`
	SoilBearingPsf    float64 `json:"soil_bearing_psf" calc:"default=1500,min=1500,max=10000" doc:"Allowable soil bearing, psf (IRC Table R401.4.1 presumes at least 1,500). Only the 1,500 psf column is carried; a stronger soil is answered from it, which is conservative."`
	LoadPsf           float64 `json:"load_psf" calc:"default=40,min=0,max=70" doc:"Deck live load or ground snow load, psf (the table adds 10 psf dead load). Only the 40 psf column is carried; above 40 psf is answered 422 not_carried."`
	Shape             string  `json:"shape" calc:"default=round,enum=round|square" doc:"Footing shape: round (carried) or square (the square-side column is not carried: 422 not_carried)."`
}

type decksFootingSizeOut struct {
	AreaRowSqft       float64 `json:"area_row_sqft" doc:"Tributary area row used, ft²."`
	SoilColumnPsf     float64 `json:"soil_column_psf" doc:"Soil bearing column used, psf."`
	LoadColumnPsf     float64 `json:"load_column_psf" doc:"Live load column used, psf."`
	RoundDiameterIn   float64 `json:"round_diameter_in" doc:"Minimum diameter of a round footing, inches."`
	ThicknessIn       float64 `json:"thickness_in" doc:"Minimum footing thickness, inches."`
	ConcreteCubicFeet float64 `json:"concrete_cubic_feet" doc:"Concrete in the footing pad: pi/4 x diameter² x thickness, ft³ (not the pier above it)."`
	Table             string  `json:"table" doc:"The IRC table read."`
	CodeReference     string  `json:"code_reference" doc:"Exterior decks section (footings: R507.3, Table R507.3.1)."`
}

var decksFootingSize = Define(Definition[decksFootingSizeIn, decksFootingSizeOut]{
	Category:       "decks",
	Kind:           "footing-size",
	Title:          "Deck footing size",
	Summary:        "Minimum round footing diameter and thickness for a deck post from the tributary area it carries, looked up in IRC Table R507.3.1 (40 psf live load, 1,500 psf soil column; a stronger soil reads it conservatively). Square footings, heavier loads and the other soil columns are answered 422 not_carried.",
	CodeReferences: []string{"IRC R507.3"},
	Rules: []Rule{
		{{"?load_psf<=" + formatNum(deckJoistLivePsf)}},
		{{"?shape=round"}},
	},
	Compute: func(in decksFootingSizeIn) (decksFootingSizeOut, error) {
		var errs []FieldError
		if in.LoadPsf > deckJoistLivePsf {
			errs = append(errs, FieldError{Field: "load_psf", Code: "not_carried", Message: "only the 40 psf column of IRC Table R507.3.1 is carried; the 50, 60 and 70 psf snow columns could not be verified from a published source"})
		}
		if in.Shape != "round" {
			errs = append(errs, FieldError{Field: "shape", Code: "not_carried", Message: "the square-footing column of IRC Table R507.3.1 is not carried (not verified from a published source); round footings are"})
		}
		if len(errs) > 0 {
			return decksFootingSizeOut{}, &InputError{Fields: errs}
		}
		areas := make([]float64, len(deckFootings1500))
		for i, r := range deckFootings1500 {
			areas[i] = r.areaSqft
		}
		i, _ := spanColumnAtOrAbove(areas, in.TributaryAreaSqft) // schema bounds the area to 160
		row := deckFootings1500[i]
		d := row.roundDiaIn / 12
		return decksFootingSizeOut{
			AreaRowSqft:       row.areaSqft,
			SoilColumnPsf:     1500,
			LoadColumnPsf:     deckJoistLivePsf,
			RoundDiameterIn:   row.roundDiaIn,
			ThicknessIn:       row.thicknessIn,
			ConcreteCubicFeet: math.Pi / 4 * d * d * row.thicknessIn / 12,
			Table:             "IRC Table R507.3.1",
			CodeReference:     "IRC R507.3",
		}, nil
	},
})
