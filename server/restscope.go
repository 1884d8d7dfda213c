package server

import (
	"strconv"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

// Scopes on the REST API (API keys made with fewer scopes; OAuth tokens
// do not reach REST): every authenticated route needs one scope, its
// area's (routeScope). Account writes (keys, the billing portal) need every
// scope, so a narrow key cannot make itself a wider one.

// routeScope is the scope a route needs: calc for the calculators, the
// area's for a reference route, account:read for the account's reads,
// every scope for the account's writes; 0 for routes open to any key.
func routeScope(r *route) plumbline.Scopes {
	switch {
	case r.public:
		return 0
	case r.calculator != nil, r.tag == "calculators":
		return plumbline.ScopeCalc
	case r.tag == "account" && r.method == fasthttp.MethodGet:
		return plumbline.ScopeAccountRead
	case r.tag == "account":
		return plumbline.ScopesAll
	}
	if sc := plumbline.ScopeNamed(r.tag); sc != 0 && sc != plumbline.ScopesAll {
		return sc
	}
	return 0 // the OpenAPI document, the MCP endpoint (scoped per tool), operations
}

// scopeRefused answers 403 insufficient_scope when key lacks the route's
// scope (RFC 6750 section 3.1).
func (s *Server) scopeRefused(ctx *fasthttp.RequestCtx, r *route, key *plumbline.APIKey) bool {
	if r.scope == 0 || key.Granted().Has(r.scope) {
		return false
	}
	need := r.scope &^ key.Granted()
	what := "the scope " + strconv.Quote(need.String())
	if r.scope == plumbline.ScopesAll {
		what = "a key with every scope"
	}
	ctx.Response.Header.Set(fasthttp.HeaderWWWAuthenticate, `Bearer realm="plumbline", error="insufficient_scope", scope="`+(key.Granted()|r.scope).String()+`"`)
	s.writeError(ctx, plumbline.Errorf(plumbline.EFORBIDDEN, "this key was made with the scopes %q; %s needs %s", key.Granted().String(), string(ctx.Path()), what))
	return true
}

// keyScopes reads the scopes a new key asks for: absent, the creator's;
// each must be a scope name (or "mcp"), and within the creator's.
func keyScopes(names *[]string, creator *plumbline.APIKey) (plumbline.Scopes, error) {
	if names == nil {
		return creator.Granted(), nil
	}
	if len(*names) == 0 {
		return 0, reference.InvalidField("scopes", "required", "give at least one scope, or leave scopes out for the creating key's own")
	}
	var set plumbline.Scopes
	for i, n := range *names {
		sc := plumbline.ScopeNamed(n)
		if sc == 0 {
			return 0, reference.InvalidField("scopes["+strconv.Itoa(i)+"]", "enum", "%q is not a scope; scopes are %v, or mcp for all", n, plumbline.ScopeNames())
		}
		set |= sc
	}
	if !creator.Granted().Has(set) {
		return 0, plumbline.Errorf(plumbline.EFORBIDDEN, "a key can be given only scopes its creating key has (%s)", creator.Granted().String())
	}
	return set, nil
}

// scopeNames is a key's scopes as the API shows them.
func scopeNames(k *plumbline.APIKey) []string { return k.Granted().Names() }

// scopesSchema is a key's scopes in the OpenAPI document.
var scopesSchema = map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": plumbline.ScopeNames()},
	"description": "The scopes the key may reach: the areas (calc, codes, costs, products, benchmarks) and account:read; account writes need all of them."}
