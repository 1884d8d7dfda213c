package calctest

import (
	"encoding/json"
	"strings"

	"github.com/plumbline-api/plumbline/calc"
)

// EditionRuns runs a golden example's input once as written and once under
// every value of each edition input the calculator has (irc_edition,
// nec_edition), calling fn with the edition set ("" for the input as
// written) and the result of each run that succeeds.
func EditionRuns(c *calc.Calculator, g *Golden, fn func(field, edition string, out []byte)) error {
	if g.Output == nil {
		return nil
	}
	if out, err := c.Run(nil, g.Input); err == nil {
		fn("", "", out)
	}
	for _, f := range c.Inputs() {
		if !strings.HasSuffix(f.Name, "_edition") {
			continue
		}
		for _, edition := range f.Enum {
			var in map[string]any
			if err := json.Unmarshal(g.Input, &in); err != nil {
				return err
			}
			in[f.Name] = edition
			body, err := json.Marshal(in)
			if err != nil {
				return err
			}
			if out, err := c.Run(nil, body); err == nil { // some inputs are valid under one edition only
				fn(f.Name, edition, out)
			}
		}
	}
	return nil
}

// Citations collects every code_reference in a result object, the
// result's own and those of its checks and lines.
func Citations(out []byte) ([]string, error) {
	var v any
	if err := json.Unmarshal(out, &v); err != nil {
		return nil, err
	}
	var found []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, val := range x {
				if s, ok := val.(string); ok && k == "code_reference" {
					found = append(found, s)
				}
				walk(val)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	return found, nil
}
