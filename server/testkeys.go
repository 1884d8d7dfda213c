package server

import (
	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// errTestKeyManages: a test key (svc_test_…) answers the calculators and
// the reference data as a live key does, and reads usage, but does not
// manage the account (keys, limits, webhooks, billing portal): one handed
// to a CI job or a sandbox cannot mint live keys or change what is billed.
var errTestKeyManages = plumbline.Errorf(plumbline.EFORBIDDEN,
	"a test key (svc_test_…) cannot manage the account; use a live key (svc_…) for keys, limits, webhooks and the billing portal")

// refuseTestKey answers 403 for a test key; true when it did.
func refuseTestKey(s *Server, ctx *fasthttp.RequestCtx, key *plumbline.APIKey) bool {
	if key == nil || !key.Test {
		return false
	}
	s.writeError(ctx, errTestKeyManages)
	return true
}
