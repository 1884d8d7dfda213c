package plumbline

import "strings"

// Scopes is a set of access scopes, one per area of the API and one for
// account reads: an OAuth grant carries the ones the person consented to,
// and an API key made with fewer carries those. Each MCP tool and REST
// route needs one; a token without it is told which to ask for (403
// insufficient_scope).
type Scopes uint8

// The scopes. Their names are what OAuth clients request.
const (
	ScopeCalc Scopes = 1 << iota
	ScopeCodes
	ScopeCosts
	ScopeProducts
	ScopeBenchmarks
	ScopeAccountRead

	// ScopesAll is every scope: what "mcp" grants (the one scope before
	// there were several, kept for the clients that ask for it).
	ScopesAll = ScopeCalc | ScopeCodes | ScopeCosts | ScopeProducts | ScopeBenchmarks | ScopeAccountRead
)

// ScopeAll is the scope name that stands for every scope.
const ScopeAll = "mcp"

// scopeNames are the scopes' names, in bit order.
var scopeNames = [...]string{"calc", "codes", "costs", "products", "benchmarks", "account:read"}

// ScopeNames lists every scope's name (metadata's scopes_supported adds "mcp").
func ScopeNames() []string { return append([]string(nil), scopeNames[:]...) }

// ScopeNamed is the scope of one name (0 for a name that is none; "mcp" is
// every scope).
func ScopeNamed(name string) Scopes {
	if name == ScopeAll {
		return ScopesAll
	}
	for i, n := range scopeNames {
		if n == name {
			return 1 << i
		}
	}
	return 0
}

// ParseScopes reads a space-separated scope string; names that are no
// scope are skipped (RFC 6749 section 3.3 lets a server grant less than
// asked) and reported in unknown.
func ParseScopes(s string) (set Scopes, unknown []string) {
	for _, name := range strings.Fields(s) {
		if sc := ScopeNamed(name); sc != 0 {
			set |= sc
		} else {
			unknown = append(unknown, name)
		}
	}
	return set, unknown
}

// Has reports whether every scope of want is in s.
func (s Scopes) Has(want Scopes) bool { return s&want == want }

// String is the space-separated names, "mcp" for every scope.
func (s Scopes) String() string {
	if s == ScopesAll {
		return ScopeAll
	}
	var b strings.Builder
	for i, n := range scopeNames {
		if s&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(n)
		}
	}
	return b.String()
}

// Names lists the names of the scopes in s, never "mcp".
func (s Scopes) Names() []string {
	var out []string
	for i, n := range scopeNames {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}
