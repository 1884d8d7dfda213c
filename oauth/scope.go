package oauth

import "github.com/plumbline-api/plumbline"

// Scopes (plumbline.Scopes): one per area of the API and account:read; "mcp"
// is every one, for the clients that ask for the one scope there used to be
// (and for a request that names none). A grant never holds more than the
// consenting key may reach.

// ScopesSupported is what the metadata lists: "mcp" (every scope, what most
// clients ask for), then each scope.
func ScopesSupported() []string { return append([]string{Scope}, plumbline.ScopeNames()...) }

// requestedScopes is the scope string a request is granted: the scopes it
// names that exist here; every scope ("mcp") when it names none of them.
func requestedScopes(requested string) string {
	set, _ := plumbline.ParseScopes(requested)
	if set == 0 {
		set = plumbline.ScopesAll
	}
	return set.String()
}

// consentedScopes narrows a request's scope to what the consenting key may
// reach.
func consentedScopes(requested string, key *plumbline.APIKey) string {
	set, _ := plumbline.ParseScopes(requested)
	if set &= key.Granted(); set == 0 {
		set = key.Granted()
	}
	return set.String()
}

// withGrantScopes is the key a token acts as, limited to its grant's scopes.
func withGrantScopes(key *plumbline.APIKey, g *Grant) *plumbline.APIKey {
	set, _ := plumbline.ParseScopes(g.Scope)
	set &= key.Granted()
	if set == key.Granted() {
		return key
	}
	k := *key
	k.Scopes = set
	return &k
}
