package server

import "github.com/plumbline-api/plumbline"

// scopeWords says what a scope string grants, for the consent page.
func scopeWords(scope string) []string {
	set, _ := plumbline.ParseScopes(scope)
	if set == plumbline.ScopesAll || set == 0 {
		return []string{"everything: every area's tools and your account's reads"}
	}
	words := map[plumbline.Scopes]string{
		plumbline.ScopeCalc: "the calculators", plumbline.ScopeCodes: "the building-code lookup", plumbline.ScopeCosts: "the cost data",
		plumbline.ScopeProducts: "the product data", plumbline.ScopeBenchmarks: "the benchmarks", plumbline.ScopeAccountRead: "your account's reads",
	}
	var out []string
	for s := plumbline.Scopes(1); s <= plumbline.ScopeAccountRead; s <<= 1 {
		if set.Has(s) {
			out = append(out, words[s])
		}
	}
	return out
}
