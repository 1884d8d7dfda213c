package benchmarks

import (
	_ "embed"
	"fmt"
	"strconv"

	"github.com/plumbline-api/plumbline/reference"
)

// FileNorms is the curated scope-norm table, kept in the repository with a
// source column for every quantity.
const FileNorms = "reference/benchmarks/data/scope_norms.csv"

//go:embed data/scope_norms.csv
var normsCSV []byte

// Norm is one quantity of a project type's scope norm.
type Norm struct {
	Quantity string `json:"quantity"`
	Value    string `json:"value"`
	Unit     string `json:"unit"`
	Source   string `json:"source"`
}

// Norms are the scope norms by project type, in file order.
type Norms map[string][]Norm

// ParseNorms reads a scope-norm table.
func ParseNorms(data []byte) (Norms, error) {
	out := Norms{}
	_, err := reference.EachRow(FileNorms, data, []string{"project_type", "quantity", "value", "unit", "source"}, func(t *reference.Table) (bool, error) {
		pt := t.Get("project_type")
		if _, ok := typeBySlug(pt); !ok {
			return false, t.ErrorAt("project_type", "is not a project type")
		}
		if t.Get("source") == "" {
			return false, t.ErrorAt("source", "is empty: every scope quantity names its source")
		}
		out[pt] = append(out[pt], Norm{Quantity: t.Get("quantity"), Value: t.Get("value"), Unit: t.Get("unit"), Source: t.Get("source")})
		return true, nil
	})
	return out, err
}

// DefaultNorms are the embedded scope norms.
func DefaultNorms() Norms {
	n, err := ParseNorms(normsCSV)
	if err != nil {
		panic(err) // embedded at build time; TestNorms parses it
	}
	return n
}

// Num is a numeric quantity of a type's norm.
func (n Norms) Num(pt, q string) (float64, error) {
	s, err := n.Text(pt, q)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("benchmarks: scope norm %s.%s is not a number: %q", pt, q, s)
	}
	return v, nil
}

// Text is a quantity of a type's norm as written.
func (n Norms) Text(pt, q string) (string, error) {
	for _, r := range n[pt] {
		if r.Quantity == q {
			return r.Value, nil
		}
	}
	return "", fmt.Errorf("benchmarks: scope norm %s has no %s", pt, q)
}
