package products

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// Compare limits.
const (
	CompareMin = 2
	CompareMax = 10
)

// Comparison puts records side by side.
type Comparison struct {
	Products []*Product     `json:"products"`
	Fields   []CompareField `json:"fields"`
}

// CompareField is one spec field across the compared records.
type CompareField struct {
	Field
	Values map[string]any `json:"values"` // product_id → value (null when the record lacks it)
	Best   []string       `json:"best"`   // numbers with a direction: the ids holding the best value
}

// Compare builds the side-by-side view of 2 to 10 distinct ids.
func (c *Catalog) Compare(ids []string) (*Comparison, error) {
	bad := func(format string, args ...any) error {
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors",
			Fields: []plumbline.FieldError{{Field: "ids", Code: "invalid", Message: fmt.Sprintf(format, args...)}}}
	}
	var uniq []string
	for _, id := range ids {
		if id = strings.ToLower(strings.TrimSpace(id)); id != "" && !slices.Contains(uniq, id) {
			uniq = append(uniq, id)
		}
	}
	if len(uniq) < CompareMin || len(uniq) > CompareMax {
		return nil, bad("give %d to %d distinct product ids separated by commas; got %d", CompareMin, CompareMax, len(uniq))
	}
	out := &Comparison{}
	var unknown []string
	for _, id := range uniq {
		p, ok := c.byID[id]
		if !ok {
			unknown = append(unknown, id)
			continue
		}
		out.Products = append(out.Products, p)
	}
	if len(unknown) > 0 {
		return nil, bad("no product %s", strings.Join(unknown, ", "))
	}
	var keys []string
	for _, p := range out.Products {
		for k := range p.Specs {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		f := CompareField{Field: specFields[k], Values: map[string]any{}, Best: []string{}}
		f.Operators = nil
		var best float64
		have := 0
		for _, p := range out.Products {
			v, ok := p.Specs[k]
			f.Values[p.ProductID] = v // nil when absent
			n, isNum := v.(float64)
			if !ok || !isNum || f.Better == "" {
				continue
			}
			have++
			switch {
			case len(f.Best) == 0 || f.Better == "higher" && n > best || f.Better == "lower" && n < best:
				best, f.Best = n, []string{p.ProductID}
			case n == best:
				f.Best = append(f.Best, p.ProductID)
			}
		}
		if have < 2 { // nothing to compare against
			f.Best = []string{}
		}
		out.Fields = append(out.Fields, f)
	}
	return out, nil
}
