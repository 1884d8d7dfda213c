package reference

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/ascii"
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
	MaxLen      int // strings: the longest value (0: maxArgLen)
	// Object makes a deepObject query parameter: any number of
	// name[key]=value arguments (filter[specs.afue_pct.gte]=95), whose keys
	// the operation checks itself (they are open-ended); read them with
	// Args.Object. Over MCP the argument is a JSON object {key: value}.
	Object bool
	// List lets one request name several values, comma-separated
	// (trade=electricians,plumbers): the operation then answers once per
	// value, each answer what the request with that one value answers
	// (see SplitList). At most the Enum's size, or MaxListValues.
	List bool

	pattern *regexp.Regexp
}

// Args are an operation's validated arguments by name; absent optional
// strings are "" and absent integers their default.
type Args struct {
	str map[string]string
	num map[string]int
	obj map[string]map[string]string
}

// String and Int read an argument.
func (a Args) String(name string) string { return a.str[name] }
func (a Args) Int(name string) int       { return a.num[name] }

// Object reads an Object parameter's key → value pairs (nil when none was
// given). String of the same name gives them in one canonical form.
func (a Args) Object(name string) map[string]string { return a.obj[name] }

// objectKey splits "name[key]" into name and key.
func objectKey(arg string) (name, key string, ok bool) {
	i := strings.IndexByte(arg, '[')
	if i <= 0 || !strings.HasSuffix(arg, "]") {
		return "", "", false
	}
	return arg[:i], arg[i+1 : len(arg)-1], true
}

// bindObject gathers the name[key] arguments of an Object parameter.
func bindObject(p *Param, raw map[string][]string, a Args, bad func(name, code, format string, args ...any)) {
	if _, plain := raw[p.Name]; plain {
		bad(p.Name, "object", "%s takes keys: write %s[<key>]=<value>, e.g. %s", p.Name, p.Name, p.Example)
	}
	var keys []string
	for arg, vals := range raw {
		name, key, ok := objectKey(arg)
		if !ok || name != p.Name {
			continue
		}
		switch {
		case len(vals) > 1:
			bad(arg, "repeated", "give %s once", arg)
		case len(arg) > maxArgLen || len(vals[0]) > maxArgLen:
			bad(arg, "max_length", "names and values must be at most %d characters", maxArgLen)
		default:
			if a.obj[p.Name] == nil {
				a.obj[p.Name] = map[string]string{}
			}
			a.obj[p.Name][key] = strings.TrimSpace(vals[0])
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s[%s]=%s&", p.Name, k, a.obj[p.Name][k])
	}
	a.str[p.Name] = b.String()
}

// Bind validates raw arguments (name → values as sent) against params.
// Every problem is reported at once, as field errors of one EINVALID:
// unknown names, repeated values, missing required ones, bad formats.
func Bind(params []Param, raw map[string][]string) (Args, error) {
	a := Args{str: map[string]string{}, num: map[string]int{}, obj: map[string]map[string]string{}}
	var fields []plumbline.FieldError
	bad := func(name, code, format string, args ...any) {
		if len(fields) > plumbline.MaxFieldErrors {
			return // one more than an answer shows: the list is cut
		}
		fields = append(fields, plumbline.FieldError{Field: name, Code: code, Message: fmt.Sprintf(format, args...)})
	}
	for name := range raw {
		obj, _, isObj := objectKey(name)
		if !slices.ContainsFunc(params, func(p Param) bool { return p.Name == name || p.Object && isObj && p.Name == obj }) {
			bad(name, "unknown_parameter", "unknown parameter; this operation takes %s", paramNames(params))
		}
	}
	for i := range params {
		p := &params[i]
		if p.Object {
			bindObject(p, raw, a, bad)
			continue
		}
		vals := raw[p.Name]
		if len(vals) > 1 {
			bad(p.Name, "repeated", "give %s once", p.Name)
			continue
		}
		v := ""
		if len(vals) == 1 {
			v = strings.TrimSpace(vals[0])
		}
		if reason := textProblem(v); reason != "" { // before any store sees it
			bad(p.Name, "encoding", "%s", reason)
			continue
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
			i := slices.IndexFunc(p.Enum, func(e string) bool { return ascii.EqualFold(e, v) })
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
		if limit := cmp.Or(p.MaxLen, maxArgLen); len(v) > limit {
			bad(p.Name, "max_length", "must be at most %d characters", limit)
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

// textProblem says why v cannot be an argument, or "" when it can: no
// identifier or search this API serves holds a control character or
// invalid UTF-8, and Postgres refuses NUL and invalid UTF-8 in text.
func textProblem(v string) string {
	if !utf8.ValidString(v) {
		return "must be valid UTF-8"
	}
	if strings.ContainsFunc(v, unicode.IsControl) {
		return "must not contain control characters (such as NUL)"
	}
	return ""
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

// Compile prepares the patterns of an operation's parameters.
func Compile(params []Param) []Param {
	for i := range params {
		if params[i].Pattern != "" {
			params[i].pattern = regexp.MustCompile(params[i].Pattern)
		}
	}
	return params
}
