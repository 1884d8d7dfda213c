package calc

import (
	"fmt"
	"strconv"
	"strings"
)

// Span tables print a span in feet and inches ("13-1" is 13 ft 1 in). The
// tables below keep each cell as printed, so a transcription can be checked
// against its source character for character, and parse it once.

// spanFtIn is one printed span cell.
type spanFtIn string

// inches parses "13-1" as 157 in. A malformed cell is a transcription bug:
// the table tests parse every cell.
func (s spanFtIn) inches() float64 {
	ft, in, ok := strings.Cut(string(s), "-")
	f, err1 := strconv.Atoi(ft)
	i, err2 := strconv.Atoi(in)
	if !ok || err1 != nil || err2 != nil || f < 0 || i < 0 || i > 11 {
		panic(fmt.Sprintf("calc: malformed span cell %q", string(s)))
	}
	return float64(12*f + i)
}

// feet is the span in decimal feet.
func (s spanFtIn) feet() float64 { return s.inches() / 12 }

// spanColumnAtOrAbove picks the table column for a value from ascending
// columns: the column equal to the value, or the next one above it, which
// is the conservative column (a wider spacing, a heavier load and a longer
// joist all give shorter spans). ok is false past the last column. No
// interpolation: a value between columns is answered from the column above.
func spanColumnAtOrAbove(cols []float64, v float64) (int, bool) {
	for i, c := range cols {
		if v <= c+1e-9 {
			return i, true
		}
	}
	return 0, false
}

func joinFloatCols(cols []float64) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = formatNum(c)
	}
	return strings.Join(parts, ", ")
}

func lumberSpanCalculators() []*Calculator {
	return []*Calculator{lumberJoistSpan, lumberRafterSpan, lumberCeilingJoistSpan}
}

// spanResult is the part every span answer shares.
type spanResult struct {
	cell      spanFtIn
	spacingIn float64
}

// spanLookup reads a cell: the species must be carried (rows found), the
// grade present in rows, the spacing at or below 24 in (the schema bounds
// it); a spacing column not carried reads the next wider one.
func spanLookup(species string, rows spanGradeRows, found bool, grade string, spacingIn float64, sizes []string, size, table string) (spanResult, error) {
	if !found {
		return spanResult{}, Invalid("species", "not_carried",
			"the %s columns of IRC %s are not carried (not verified from a published source)", species, table)
	}
	col, _ := spanColumnAtOrAbove(spanSpacingsIn, spacingIn)
	cell, col, ok := spanCell(rows, grade, col, sizes, size)
	if !ok {
		return spanResult{}, Invalid("grade", "not_carried",
			"the No. %s row of IRC %s for this load is not carried (not verified from a published source)", grade, table)
	}
	return spanResult{cell: cell, spacingIn: spanSpacingsIn[col]}, nil
}

// spanCheck is the optional check of a member's actual span.
func spanCheck(name string, spanFt float64, r spanResult, ref string) []Check {
	if spanFt <= 0 {
		return []Check{}
	}
	return []Check{AtMost(name, spanFt, r.cell.feet(), "ft", ref)}
}

// ---------------------------------------------------------------- joist-span

type lumberJoistSpanIn struct {
	Species     string  `json:"species" calc:"default=spruce-pine-fir,enum=douglas-fir-larch|hem-fir|southern-pine|spruce-pine-fir" doc:"Species, visually graded: douglas-fir-larch, hem-fir, southern-pine or spruce-pine-fir. Only spruce-pine-fir is carried; the others are answered 422 not_carried."`
	Grade       string  `json:"grade" calc:"default=2,enum=ss|1|2|3" doc:"Grade: ss (Select Structural), 1, 2 or 3 (No. 1, No. 2, No. 3)."`
	NominalSize string  `json:"nominal_size" calc:"required,enum=2x6|2x8|2x10|2x12" doc:"Joist size."`
	SpacingIn   float64 `json:"spacing_in" calc:"default=16,min=12,max=24" doc:"Spacing on center, inches. The tables print 12, 16, 19.2 and 24 in; a spacing between them is read from the wider column (no interpolation)."`
	LiveLoadPsf float64 `json:"live_load_psf" calc:"default=40,min=30,max=40" doc:"Floor live load, psf: 40 (living areas, Table R502.3.1(2)) or 30 (sleeping areas, Table R502.3.1(1)). Only the 40 psf table is carried: a lighter live load is answered from it, which gives the shorter (conservative) span."`
	DeadLoadPsf float64 `json:"dead_load_psf" calc:"default=10,min=0,max=20" doc:"Floor dead load, psf: the tables print 10 and 20 psf columns; up to 10 reads the 10 psf column, above it the 20 psf column."`
	SpanFt      float64 `json:"span_ft" calc:"default=0,min=0,max=40" doc:"Optional: the joist's clear span, feet (0 to skip), checked against the allowable span."`
}

type lumberJoistSpanOut struct {
	Species           string  `json:"species" doc:"Species of the table column used."`
	Grade             string  `json:"grade" doc:"Grade of the row used."`
	NominalSize       string  `json:"nominal_size" doc:"Joist size."`
	SpacingColumnIn   float64 `json:"spacing_column_in" doc:"Spacing column used, inches."`
	LiveLoadColumnPsf float64 `json:"live_load_column_psf" doc:"Live load of the table used, psf."`
	DeadLoadColumnPsf float64 `json:"dead_load_column_psf" doc:"Dead load column used, psf."`
	Deflection        string  `json:"deflection" doc:"Live-load deflection limit the table is computed for."`
	Table             string  `json:"table" doc:"The IRC table read."`
	MaxSpanFt         float64 `json:"max_span_ft" doc:"Allowable clear span, feet."`
	MaxSpanFtIn       string  `json:"max_span_ft_in" doc:"The same as the table prints it, feet-inches (\"13-1\")."`
	Checks            []Check `json:"checks" doc:"span_ft against the allowable span (empty without span_ft)."`
	CodeReference     string  `json:"code_reference" doc:"Allowable joist spans section (Tables R502.3.1(1), (2))."`
}

var lumberJoistSpan = Define(Definition[lumberJoistSpanIn, lumberJoistSpanOut]{
	Category:       "lumber",
	Kind:           "joist-span",
	Title:          "Floor joist span",
	Summary:        "Allowable clear span of a floor joist by species, grade, size, spacing and dead load from IRC Table R502.3.1(2) (40 psf live load, L/360). Only the spruce-pine-fir columns are carried; other species, and No. 3 at 20 psf dead load, are answered 422 not_carried.",
	CodeReferences: []string{"IRC R502.3"},
	Rules: []Rule{
		{{"?species=" + spanSpeciesCarried}},
		{{"?dead_load_psf<=10"}, {"?grade=ss|1|2"}},
	},
	Compute: func(in lumberJoistSpanIn) (lumberJoistSpanOut, error) {
		dead := 10.0
		if in.DeadLoadPsf > 10 {
			dead = 20
		}
		const table = "Table R502.3.1(2)"
		r, err := spanLookup(in.Species, floorJoistSPF40[dead], in.Species == spanSpeciesCarried, in.Grade, in.SpacingIn, floorJoistSizes, in.NominalSize, table)
		if err != nil {
			return lumberJoistSpanOut{}, err
		}
		return lumberJoistSpanOut{
			Species:           in.Species,
			Grade:             in.Grade,
			NominalSize:       in.NominalSize,
			SpacingColumnIn:   r.spacingIn,
			LiveLoadColumnPsf: 40,
			DeadLoadColumnPsf: dead,
			Deflection:        "L/360",
			Table:             "IRC " + table,
			MaxSpanFt:         r.cell.feet(),
			MaxSpanFtIn:       string(r.cell),
			Checks:            spanCheck("joist span", in.SpanFt, r, "IRC R502.3"),
			CodeReference:     "IRC R502.3",
		}, nil
	},
})

// --------------------------------------------------------------- rafter-span

type lumberRafterSpanIn struct {
	Species           string  `json:"species" calc:"default=spruce-pine-fir,enum=douglas-fir-larch|hem-fir|southern-pine|spruce-pine-fir" doc:"Species, visually graded: douglas-fir-larch, hem-fir, southern-pine or spruce-pine-fir. Only spruce-pine-fir is carried; the others are answered 422 not_carried."`
	Grade             string  `json:"grade" calc:"default=2,enum=ss|1|2|3" doc:"Grade: ss (Select Structural), 1, 2 or 3 (No. 1, No. 2, No. 3)."`
	NominalSize       string  `json:"nominal_size" calc:"required,enum=2x4|2x6|2x8|2x10|2x12" doc:"Rafter size."`
	SpacingIn         float64 `json:"spacing_in" calc:"default=16,min=12,max=24" doc:"Spacing on center, inches. The tables print 12, 16, 19.2 and 24 in; a spacing between them is read from the wider column (no interpolation)."`
	GroundSnowLoadPsf float64 `json:"ground_snow_load_psf" calc:"required,min=0,max=70" doc:"Ground snow load, psf. The 50 and 70 psf tables are carried: up to 50 psf reads the 50 psf table (conservative for a lighter snow load or the 20 psf roof live load), above it the 70 psf table."`
	DeadLoadPsf       float64 `json:"dead_load_psf" calc:"default=10,min=0,max=20" doc:"Roof dead load, psf. Only the 10 psf columns are carried; above 10 psf is answered 422 not_carried."`
	CeilingAttached   bool    `json:"ceiling_attached" calc:"default=false" doc:"True when a ceiling is fastened to the rafters (L/240 tables, not carried: 422 not_carried); false reads the ceiling-not-attached (L/180) tables."`
	SpanFt            float64 `json:"span_ft" calc:"default=0,min=0,max=40" doc:"Optional: the rafter's horizontal projected span, feet (0 to skip), checked against the allowable span."`
}

type lumberRafterSpanOut struct {
	Species             string  `json:"species" doc:"Species of the table column used."`
	Grade               string  `json:"grade" doc:"Grade of the row used."`
	NominalSize         string  `json:"nominal_size" doc:"Rafter size."`
	SpacingColumnIn     float64 `json:"spacing_column_in" doc:"Spacing column used, inches."`
	GroundSnowColumnPsf float64 `json:"ground_snow_column_psf" doc:"Ground snow load of the table used, psf."`
	DeadLoadColumnPsf   float64 `json:"dead_load_column_psf" doc:"Dead load column used, psf."`
	Deflection          string  `json:"deflection" doc:"Deflection limit the table is computed for."`
	Table               string  `json:"table" doc:"The IRC table read."`
	MaxSpanFt           float64 `json:"max_span_ft" doc:"Allowable horizontal projected span, feet."`
	MaxSpanFtIn         string  `json:"max_span_ft_in" doc:"The same as the table prints it, feet-inches."`
	Checks              []Check `json:"checks" doc:"span_ft against the allowable span (empty without span_ft)."`
	CodeReference       string  `json:"code_reference" doc:"Rafters section (Tables R802.4.1(1)-(8))."`
}

var lumberRafterSpan = Define(Definition[lumberRafterSpanIn, lumberRafterSpanOut]{
	Category:       "lumber",
	Kind:           "rafter-span",
	Title:          "Rafter span",
	Summary:        "Allowable horizontal span of a rafter by species, grade, size, spacing and ground snow load from IRC 2021 Tables R802.4.1(5) and (7) (50 and 70 psf ground snow, 10 psf dead load, ceiling not attached, L/180). Only the spruce-pine-fir columns are carried; other species, attached ceilings and 20 psf dead load are answered 422 not_carried.",
	CodeReferences: []string{"IRC R802.4"},
	Rules: []Rule{
		{{"?species=" + spanSpeciesCarried}},
		{{"?dead_load_psf<=10"}},
		{{"?ceiling_attached=false"}},
	},
	Compute: func(in lumberRafterSpanIn) (lumberRafterSpanOut, error) {
		var errs []FieldError
		if in.DeadLoadPsf > 10 {
			errs = append(errs, FieldError{Field: "dead_load_psf", Code: "not_carried", Message: "only the 10 psf dead load columns of the IRC rafter tables are carried"})
		}
		if in.CeilingAttached {
			errs = append(errs, FieldError{Field: "ceiling_attached", Code: "not_carried", Message: "the ceiling-attached (L/240) rafter tables are not carried (not verified from a published source)"})
		}
		if len(errs) > 0 {
			return lumberRafterSpanOut{}, &InputError{Fields: errs}
		}
		snow, table := 50.0, "Table R802.4.1(5)"
		if in.GroundSnowLoadPsf > 50 {
			snow, table = 70, "Table R802.4.1(7)"
		}
		r, err := spanLookup(in.Species, rafterSPFNotAttached[snow], in.Species == spanSpeciesCarried, in.Grade, in.SpacingIn, rafterSizes, in.NominalSize, table)
		if err != nil {
			return lumberRafterSpanOut{}, err
		}
		return lumberRafterSpanOut{
			Species:             in.Species,
			Grade:               in.Grade,
			NominalSize:         in.NominalSize,
			SpacingColumnIn:     r.spacingIn,
			GroundSnowColumnPsf: snow,
			DeadLoadColumnPsf:   10,
			Deflection:          "L/180",
			Table:               "IRC " + table,
			MaxSpanFt:           r.cell.feet(),
			MaxSpanFtIn:         string(r.cell),
			Checks:              spanCheck("rafter span", in.SpanFt, r, "IRC R802.4"),
			CodeReference:       "IRC R802.4",
		}, nil
	},
})

// -------------------------------------------------------- ceiling-joist-span

type lumberCeilingJoistSpanIn struct {
	Species      string  `json:"species" calc:"default=spruce-pine-fir,enum=douglas-fir-larch|hem-fir|southern-pine|spruce-pine-fir" doc:"Species, visually graded: douglas-fir-larch, hem-fir, southern-pine or spruce-pine-fir. For all but spruce-pine-fir only the 19.2 and 24 in columns are carried: a closer spacing reads the 19.2 in column (conservative)."`
	Grade        string  `json:"grade" calc:"default=2,enum=ss|1|2|3" doc:"Grade: ss (Select Structural), 1, 2 or 3 (No. 1, No. 2, No. 3)."`
	NominalSize  string  `json:"nominal_size" calc:"required,enum=2x4|2x6|2x8|2x10" doc:"Ceiling joist size."`
	SpacingIn    float64 `json:"spacing_in" calc:"default=16,min=12,max=24" doc:"Spacing on center, inches. The tables print 12, 16, 19.2 and 24 in; a spacing between them is read from the wider column (no interpolation)."`
	AtticStorage string  `json:"attic_storage" calc:"default=limited,enum=none|limited" doc:"Uninhabitable attic: limited storage (20 psf live load, Table R802.5.1(2), carried) or none (10 psf, Table R802.5.1(1), not carried). Using the limited-storage table for an attic without storage is conservative."`
	SpanFt       float64 `json:"span_ft" calc:"default=0,min=0,max=40" doc:"Optional: the ceiling joist's clear span, feet (0 to skip), checked against the allowable span."`
}

type lumberCeilingJoistSpanOut struct {
	Species         string  `json:"species" doc:"Species of the table column used."`
	Grade           string  `json:"grade" doc:"Grade of the row used."`
	NominalSize     string  `json:"nominal_size" doc:"Ceiling joist size."`
	SpacingColumnIn float64 `json:"spacing_column_in" doc:"Spacing column used, inches."`
	LiveLoadPsf     float64 `json:"live_load_psf" doc:"Attic live load of the table, psf (dead load 10 psf)."`
	Deflection      string  `json:"deflection" doc:"Deflection limit the table is computed for."`
	Table           string  `json:"table" doc:"The IRC table read."`
	MaxSpanFt       float64 `json:"max_span_ft" doc:"Allowable clear span, feet."`
	MaxSpanFtIn     string  `json:"max_span_ft_in" doc:"The same as the table prints it, feet-inches."`
	Checks          []Check `json:"checks" doc:"span_ft against the allowable span (empty without span_ft)."`
	CodeReference   string  `json:"code_reference" doc:"Ceiling joists section (Tables R802.5.1(1), (2))."`
}

var lumberCeilingJoistSpan = Define(Definition[lumberCeilingJoistSpanIn, lumberCeilingJoistSpanOut]{
	Category:       "lumber",
	Kind:           "ceiling-joist-span",
	Title:          "Ceiling joist span",
	Summary:        "Allowable clear span of a ceiling joist under an uninhabitable attic with limited storage (20 psf live, 10 psf dead, L/240) by species, grade, size and spacing from IRC Table R802.5.1(2) (every spacing for spruce-pine-fir; 19.2 and 24 in for Douglas fir-larch, hem-fir and southern pine, which a closer spacing reads conservatively). Attics without storage (Table R802.5.1(1)) are answered 422 not_carried.",
	CodeReferences: []string{"IRC R802.5"},
	Rules: []Rule{

		{{"?attic_storage=limited"}},
	},
	Compute: func(in lumberCeilingJoistSpanIn) (lumberCeilingJoistSpanOut, error) {
		if in.AtticStorage != "limited" {
			return lumberCeilingJoistSpanOut{}, Invalid("attic_storage", "not_carried",
				"Table R802.5.1(1) (attics without storage) is not carried; the limited-storage table (attic_storage limited) gives shorter, conservative spans")
		}
		const table = "Table R802.5.1(2)"
		rows, found := ceilingJoistTable(in.Species)
		r, err := spanLookup(in.Species, rows, found, in.Grade, in.SpacingIn, ceilingJoistSizes, in.NominalSize, table)
		if err != nil {
			return lumberCeilingJoistSpanOut{}, err
		}
		return lumberCeilingJoistSpanOut{
			Species:         in.Species,
			Grade:           in.Grade,
			NominalSize:     in.NominalSize,
			SpacingColumnIn: r.spacingIn,
			LiveLoadPsf:     20,
			Deflection:      "L/240",
			Table:           "IRC " + table,
			MaxSpanFt:       r.cell.feet(),
			MaxSpanFtIn:     string(r.cell),
			Checks:          spanCheck("ceiling joist span", in.SpanFt, r, "IRC R802.5"),
			CodeReference:   "IRC R802.5",
		}, nil
	},
})
