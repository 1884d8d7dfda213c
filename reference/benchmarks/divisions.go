package benchmarks

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strconv"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/geo"
)

// FileDivisions is the curated state → Census division table (the Census
// Bureau's regions and divisions definition, with its source on each row).
// The SOC public-use file places a house only by its division (DIV 1–9),
// so a place's duration is its state's division's.
const FileDivisions = "reference/benchmarks/data/census_divisions.csv"

//go:embed data/census_divisions.csv
var divisionsCSV []byte

// Division is one of the nine Census divisions.
type Division struct {
	Code   int    `json:"code"`
	Name   string `json:"name"`
	Region string `json:"region"`
}

// divisionTable is the parsed table: divisions by code, and each state's
// division by its 2-digit FIPS code.
type divisionTable struct {
	byCode  map[int]Division
	byState map[string]int
}

// parseDivisions reads the table; every row names its source.
func parseDivisions(data []byte) (divisionTable, error) {
	d := divisionTable{byCode: map[int]Division{}, byState: map[string]int{}}
	_, err := reference.EachRow(FileDivisions, data, []string{"state_fips", "state_abbr", "region_name", "division", "division_name", "source"}, func(t *reference.Table) (bool, error) {
		code, err := strconv.Atoi(t.Get("division"))
		if err != nil || code < 1 || code > 9 {
			return false, t.ErrorAt("division", "is not a Census division code 1–9")
		}
		if len(t.Get("state_fips")) != 2 {
			return false, t.ErrorAt("state_fips", "is not a 2-digit state FIPS code")
		}
		if t.Get("source") == "" {
			return false, t.ErrorAt("source", "is empty")
		}
		d.byCode[code] = Division{Code: code, Name: t.Get("division_name"), Region: t.Get("region_name")}
		d.byState[t.Get("state_fips")] = code
		return true, nil
	})
	return d, err
}

// divisions is the embedded table (TestDivisions parses it and checks it
// against the Census BPS county file's own division codes).
var divisions = func() divisionTable {
	d, err := parseDivisions(divisionsCSV)
	if err != nil {
		panic(err)
	}
	return d
}()

// DivisionOfCounty is the division of a county (its state's), false for a
// county outside the 50 states and DC (Puerto Rico has no division).
func DivisionOfCounty(fips string) (Division, bool) {
	if len(fips) < 2 {
		return Division{}, false
	}
	code, ok := divisions.byState[fips[:2]]
	if !ok {
		return Division{}, false
	}
	return divisions.byCode[code], true
}

// DivisionByCode is a division by its SOC DIV code.
func DivisionByCode(code int) (Division, bool) {
	d, ok := divisions.byCode[code]
	return d, ok
}

// metroDivision is the Census division of a metro: its counties' states'
// division, or, for a metro across divisions (Philadelphia's reaches
// Delaware and Maryland), the division holding most of its 2024
// population, saying so.
func (a api) metroDivision(ctx context.Context, version string, c geo.CBSA) (*Division, string, error) {
	pop := map[int]int{}
	for _, fips := range c.Counties {
		dv, ok := DivisionOfCounty(fips)
		if !ok {
			continue
		}
		pop[dv.Code] = 0 // populations are read only when divisions differ
	}
	switch len(pop) {
	case 0:
		return nil, "", nil
	case 1:
		for code := range pop {
			dv, _ := DivisionByCode(code)
			return &dv, "every county of the metro is in this division", nil
		}
	}
	total := 0
	for _, fips := range c.Counties {
		dv, ok := DivisionOfCounty(fips)
		if !ok {
			continue
		}
		county, err := a.places.County(ctx, version, fips)
		var pe *plumbline.Error
		if errors.As(err, &pe) && pe.Code == plumbline.ENOTFOUND {
			continue // a county the population file lacks counts for no division
		}
		if err != nil {
			return nil, "", err
		}
		pop[dv.Code] += county.Population
		total += county.Population
	}
	best := 0
	for code, n := range pop {
		if best == 0 || n > pop[best] || n == pop[best] && code < best {
			best = code
		}
	}
	dv, _ := DivisionByCode(best)
	share := 0.0
	if total > 0 {
		share = float64(pop[best]) / float64(total)
	}
	return &dv, fmt.Sprintf("the metro spans %d Census divisions; this one holds %.0f%% of its %d population", len(pop), 100*share, c.PopulationYear), nil
}
