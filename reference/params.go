package reference

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline"
)

// Param is one parameter of an operation: a path segment or a query
// parameter over REST, an argument over MCP. The same description feeds
// validation, the OpenAPI document and the MCP tool schema.
type Param struct {
	Name        string
	In          string // "path" or "query"
	Description string
	Required    bool
	Integer     bool     // else a string
	Min, Max    int      // integers: bounds (Max 0: none)
	Default     int      // integers: the value when absent
	Enum        []string // strings: the allowed values (case-insensitive), if fixed
	Pattern     string   // strings: a regular expression the value must match
	Example     string

	pattern *regexp.Regexp
}

// Args are an operation's validated arguments by name; absent optional
// strings are "" and absent integers their default.
type Args struct {
	str map[string]string
	num map[string]int
}

// String and Int read an argument.
func (a Args) String(name string) string { return a.str[name] }
func (a Args) Int(name string) int       { return a.num[name] }

// Bind validates raw arguments (name → values as sent) against params.
// Every problem is reported at once, as field errors of one EINVALID:
// unknown names, repeated values, missing required ones, bad formats.
func Bind(params []Param, raw map[string][]string) (Args, error) {
	a := Args{str: map[string]string{}, num: map[string]int{}}
	var fields []plumbline.FieldError
	bad := func(name, code, format string, args ...any) {
		fields = append(fields, plumbline.FieldError{Field: name, Code: code, Message: fmt.Sprintf(format, args...)})
	}
	for name := range raw {
		if !slices.ContainsFunc(params, func(p Param) bool { return p.Name == name }) {
			bad(name, "unknown_parameter", "unknown parameter; this operation takes %s", paramNames(params))
		}
	}
	for i := range params {
		p := &params[i]
		vals := raw[p.Name]
		if len(vals) > 1 {
			bad(p.Name, "repeated", "give %s once", p.Name)
			continue
		}
		v := ""
		if len(vals) == 1 {
			v = strings.TrimSpace(vals[0])
		}
		if v == "" {
			if p.Required {
				bad(p.Name, "required", "%s is required", p.Name)
			}
			if p.Integer {
				a.num[p.Name] = p.Default
			}
			continue
		}
		if p.Integer {
			n, err := strconv.Atoi(v)
			switch {
			case err != nil:
				bad(p.Name, "type", "must be an integer")
			case n < p.Min:
				bad(p.Name, "minimum", "must be at least %d", p.Min)
			case p.Max > 0 && n > p.Max:
				bad(p.Name, "maximum", "must be at most %d", p.Max)
			default:
				a.num[p.Name] = n
			}
			continue
		}
		if len(p.Enum) > 0 {
			i := slices.IndexFunc(p.Enum, func(e string) bool { return strings.EqualFold(e, v) })
			if i < 0 && p.In == "path" { // a resource that does not exist
				return Args{}, plumbline.Errorf(plumbline.ENOTFOUND, "no %s %q; there are %s", p.Name, v, strings.Join(p.Enum, ", "))
			}
			if i < 0 {
				bad(p.Name, "enum", "must be one of %s", strings.Join(p.Enum, ", "))
				continue
			}
			v = p.Enum[i]
		}
		if p.pattern != nil && !p.pattern.MatchString(v) {
			bad(p.Name, "pattern", "must match %s (e.g. %s)", p.Pattern, p.Example)
			continue
		}
		if len(v) > maxArgLen {
			bad(p.Name, "max_length", "must be at most %d characters", maxArgLen)
			continue
		}
		a.str[p.Name] = v
	}
	if len(fields) > 0 {
		slices.SortStableFunc(fields, func(x, y plumbline.FieldError) int { return strings.Compare(x.Field, y.Field) })
		return Args{}, &plumbline.Error{Code: plumbline.EINVALID, Message: "the request parameters are not valid; see errors", Fields: fields}
	}
	return a, nil
}

// maxArgLen bounds any string argument: no code number or title search
// needs more, and it keeps cache keys small.
const maxArgLen = 100

func paramNames(params []Param) string {
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// compile prepares the patterns of an operation's parameters.
func compile(params []Param) []Param {
	for i := range params {
		if params[i].Pattern != "" {
			params[i].pattern = regexp.MustCompile(params[i].Pattern)
		}
	}
	return params
}
