package reference

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// MaxListValues bounds a List parameter without an Enum.
const MaxListValues = 20

// ListParam is op's List parameter, nil when it has none.
func (op *Op) ListParam() *Param {
	for i := range op.Params {
		if op.Params[i].List {
			return &op.Params[i]
		}
	}
	return nil
}

// MaxValues is how many values a List parameter takes at once: every value
// of its Enum, or MaxListValues.
func (p *Param) MaxValues() int {
	if len(p.Enum) > 0 {
		return len(p.Enum)
	}
	return MaxListValues
}

// IsList reports whether raw, a List parameter's value as sent, names
// several values (holds a comma).
func IsList(raw string) bool { return strings.IndexByte(raw, ',') >= 0 }

// SplitList reads a List parameter's value that names several values: each
// must be a valid value of p on its own (checked as Bind checks one), none
// empty or repeated (case-insensitively, as an Enum compares), at most
// MaxValues. The values are returned trimmed, in the order given; any
// fault is one EINVALID naming p.
func SplitList(p *Param, raw string) ([]string, error) {
	// Too many values is the answer whatever they are: counted, not read
	// one by one (900 values each bound and compared cost 6.7 ms, issue 35).
	if n := strings.Count(raw, ",") + 1; n > p.MaxValues() {
		return nil, InvalidField(p.Name, "list", "a comma-separated list of up to %d %s values: at most %d values at once; got %d", p.MaxValues(), p.Name, p.MaxValues(), n)
	}
	parts := strings.Split(raw, ",")
	var problems []string
	one := []Param{*p}
	one[0].List = false
	values := make([]string, 0, len(parts))
	for i, v := range parts {
		v = strings.TrimSpace(v)
		switch {
		case v == "":
			problems = append(problems, fmt.Sprintf("value %d is empty", i+1))
		case slices.ContainsFunc(values, func(w string) bool { return strings.EqualFold(v, w) }):
			problems = append(problems, fmt.Sprintf("%q is given twice", v))
		default:
			if _, err := Bind(one, map[string][]string{p.Name: {v}}); err != nil {
				var msg string
				if e, ok := err.(*plumbline.Error); ok && len(e.Fields) > 0 {
					msg = e.Fields[0].Message
				} else {
					msg = err.Error()
				}
				problems = append(problems, fmt.Sprintf("%q: %s", v, msg))
			}
		}
		values = append(values, v)
	}
	if len(problems) > 0 {
		if len(problems) > 5 {
			problems = append(problems[:5], "…")
		}
		return nil, InvalidField(p.Name, "list", "a comma-separated list of up to %d %s values: %s", p.MaxValues(), p.Name, strings.Join(problems, "; "))
	}
	return values, nil
}
