package server

import (
	"maps"
	"slices"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// The pages a problem's `type` URL ({errors_base_url}/<status>) leads to:
// what the status means here, what to do about it, and our codes for it.
// The codes of a status come from statusByCode, the one table that maps
// domain errors to statuses, so a code added there appears on its page; a
// test walks every status and code the source emits and requires a page
// and an explanation for each.

// statusDoc explains one status we answer with.
type statusDoc struct {
	Meaning string // what it means from this API
	Action  string // what the client should do
}

// statusDocs covers every status we answer with: the domain table's and
// the ones the routing and protocol layers send themselves (405, 431).
var statusDocs = map[int]statusDoc{
	400: {"The request could not be read: the body is not well-formed JSON, or the HTTP request itself is malformed (both Transfer-Encoding and Content-Length, an unsupported Mcp-Protocol-Version, an MCP request without Mcp-Session-Id, a JSON-RPC batch at a revision without batching).",
		"Fix the request as `detail` says; resending it unchanged gives the same answer."},
	401: {"No API key, a key that is not well formed, unknown or revoked. /metrics answers 401 when PLUMBLINE_METRICS_TOKEN is set and the token is missing or wrong.",
		"Send `Authorization: Bearer svc_…` with a live key (from signup or POST /v1/account/api-keys)."},
	402: {"The payment processor declined the card at signup.",
		"Use another card; `detail` carries the processor's decline reason."},
	403: {"The request is understood and refused: the bot challenge of the browser signup failed, or a browser origin that PLUMBLINE_CORS_ORIGINS does not allow.",
		"Pass the challenge again, or call from an allowed origin."},
	404: {"No such thing: an unknown route, a record (code section, product, jurisdiction, calculator) the data does not hold, an edition not carried, another account's API key, or an MCP session that is not the caller's or has ended.",
		"Check the identifier; `detail` names what exists or where to look (GET /v1/calc/list, GET /v1/codes, GET /v1/products/list …)."},
	405: {"The route exists but not for this method.",
		"Use a method the `Allow` header lists."},
	408: {"The request body did not arrive within the read timeout (a body is read only after the key is checked, and must keep arriving).",
		"Send the request again; the connection is closed after a 408."},
	409: {"The request conflicts with what is stored: an e-mail or a card already on another account, a request with the same Idempotency-Key still running, or too many active API keys.",
		"For a running idempotent request, retry later with the same key; otherwise change the request as `detail` says."},
	410: {"The dataset version the request pins (Plumbline-Dataset-Version or dataset_version) is no longer kept: it went past the retention (PLUMBLINE_DATASET_KEEP versions, PLUMBLINE_DATASET_KEEP_FOR).",
		"Pin a version `detail` names as kept (GET /v1/data/releases lists them), or send no pin to get the live version."},
	413: {"The body is over the cap (PLUMBLINE_MAX_BODY_BYTES, 1 MB by default), judged by Content-Length before it is read.",
		"Send a smaller body; `X-Body-Limit` says the cap. `Retry-After: 0` marks it as a request to change, not to wait for."},
	415: {"The body is not JSON: calculators and account calls take `Content-Type: application/json`.",
		"Send the body as JSON with that Content-Type."},
	422: {"The request is well formed but its values are not valid: `errors[]` lists every field at fault (at most 50, then `errors_truncated: true`) with a stable `code` (below) and a message.",
		"Fix each field as its message says; the input schema (GET /v1/calc/{category}/{kind}/schema) states every rule a calculator checks."},
	429: {"Too many requests: over the key's rate limit (the tier's requests per minute and burst), a Free account past its monthly quota (a hard cap), more than 5 setup intents per 10 minutes from one address, too many keys the server has not seen from one client, or too many open MCP streams.",
		"Wait `Retry-After` seconds (until the month turns for the Free quota, or upgrade). The RateLimit and RateLimit-Policy headers say where the key stands."},
	431: {"The request headers are too large to read.",
		"Send fewer or shorter headers."},
	500: {"A fault of ours, never caused by what the client sent; the answer names the request id and nothing else.",
		"Retry once; if it persists, report the `request_id`. A 5xx is never counted against the quota."},
	503: {"A service the request needs cannot be reached or is not configured: the database, the reference data (not loaded yet, or an area whose files are absent), the payment processor or the bot challenge; or the server is shutting down.",
		"Retry after the `Retry-After` seconds; a 503 from an unconfigured feature (billing, webhooks) says so in `detail` and will not change by waiting. A 5xx is never counted against the quota."},
}

// codeDocs explains each domain error code (plumbline.Codes).
var codeDocs = map[string]string{
	plumbline.EINVALID:      "Input fails validation; `errors[]` names each field.",
	plumbline.EMALFORMED:    "The body or the request cannot be parsed.",
	plumbline.EUNAUTHORIZED: "Missing, malformed, unknown or revoked credentials.",
	plumbline.EFORBIDDEN:    "Authenticated or understood, but not allowed.",
	plumbline.ENOTFOUND:     "The resource does not exist (or is not the caller's).",
	plumbline.EPAYMENT:      "The payment processor refused the card.",
	plumbline.ECONFLICT:     "A state conflict: a duplicate, or an idempotent request still running.",
	plumbline.ETOOLARGE:     "The request body is over the cap.",
	plumbline.EMEDIATYPE:    "The Content-Type is not one the route accepts.",
	plumbline.ERATELIMIT:    "Over a rate limit (the key's requests per minute and burst, or a throttle): retry after Retry-After seconds.",
	plumbline.EQUOTA:        "A Free account's monthly quota is used up: no call is answered until the month turns (Retry-After) or the account upgrades.",
	plumbline.ESPENDCAP:     "A paid account's monthly spend cap is reached: no call is answered until the month turns (Retry-After, resets_at) or the cap is raised (PATCH /v1/account/limits).",
	plumbline.EKEYLIMIT:     "The calling key's own monthly call limit is reached: this key's calls are not answered until the month turns (Retry-After, resets_at) or its limit is raised (PATCH /v1/account/api-keys/{key_id}); the account's other keys are not held by it.",
	plumbline.EUNAVAILABLE:  "A dependency is not configured or cannot be reached.",
	plumbline.EINTERNAL:     "A bug on our side; never caused by the request.",
	plumbline.EGONE:         "The pinned dataset version is no longer kept.",
}

// fieldCodeDocs explains the `code` of each entry of a 422's errors[].
var fieldCodeDocs = map[string]string{
	"required":              "The field is required and missing (or empty).",
	"type":                  "The value has the wrong JSON type (a string where a number goes, null, a fraction where an integer goes).",
	"unknown_field":         "The body has a field the calculator or call does not take; the message lists the fields it accepts.",
	"unknown_parameter":     "The query has a parameter the operation does not take; the message lists the ones it takes.",
	"unsupported":           "The value is valid but this account's plan or this key does not support it (a spend cap in dollars on a plan with no per-call overage price, a monthly call limit on a test key, whose calls are never counted); the message says what to send instead.",
	"duplicate":             "The same JSON key appears twice (case variants included).",
	"repeated":              "A query parameter is given more than once.",
	"minimum":               "The number is below the smallest allowed value.",
	"maximum":               "The number is above the largest allowed value.",
	"exclusive_minimum":     "The number must be greater than the bound the message names.",
	"exclusive_maximum":     "The number must be less than the bound the message names.",
	"min_items":             "The list has fewer items than allowed.",
	"max_items":             "The list has more items than allowed.",
	"max_length":            "The text is longer than allowed.",
	"not_finite":            "The number is not finite within a 64-bit float (an exponent overflow).",
	"enum":                  "The value is not one of the allowed values; the message lists them.",
	"pattern":               "The text does not match the required form (a FIPS code, a month YYYY-MM, a ZIP …); the message gives it.",
	"format":                "The text is not in the required format (an e-mail address, an absolute URL, a processor identifier).",
	"encoding":              "A path, query or argument holds a control character (NUL, CR, LF …) or is not valid UTF-8.",
	"object":                "A parameter that takes keys was given a plain value: over REST write name[key]=value, over MCP send a JSON object.",
	"unknown":               "The value names nothing we hold (a dataset version never published here); the message lists what there is.",
	"list":                  "A comma-separated list with values that are not allowed (unknown, repeated or too many); the message names them.",
	"length":                "The text is empty or longer than allowed (a batch item's id); the message gives the bounds.",
	"max_words":             "A search with more different words than a search takes (every word must appear in a record); the message gives the limit.",
	"one_of":                "Exactly one of several parameters must be given; the message names them.",
	"ambiguous":             "The name given matches more than one place; the message lists each with its code: send the code of the one meant.",
	"conflict":              "Fields that exclude each other were given together.",
	"filter_syntax":         "A products filter not written filter[specs.<field>.<op>]=<number>.",
	"filter_field":          "A products filter on a field the category cannot be filtered by; the message lists the filterable ones (GET /v1/products/list).",
	"filter_op":             "A products filter with an unknown operator; use gte, lte, gt, lt or eq.",
	"filter":                "A filter the operation does not take for this resource (standards have no edition, a coming-soon category has no filters).",
	"range":                 "The value is outside the range the data holds (a month before the first or after the last).",
	"state":                 "Not a state the data covers.",
	"state_mismatch":        "A county FIPS code that is not in the state the jurisdiction names.",
	"invalid":               "The value is not valid for this resource; the message says why.",
	"not_found":             "The identifier refers to nothing the payment processor knows.",
	"not_a_card":            "The payment method is not a card.",
	"not_succeeded":         "The setup intent has not collected a card yet.",
	"rejected":              "The payment processor refused the request; the message carries its reason.",
	"beyond_table":          "The input is past the end of the published table the calculator uses (a span longer than the longest header, say); the calculator's summary names the table.",
	"not_carried":           "The code table has the row but this API does not carry it; we never fill a gap with an invented number.",
	"below_minimum_slope":   "A roof pitch below the code's minimum slope for the material.",
	"cover_exceeds_size":    "The cover leaves no room for the bars.",
	"exceeds_run":           "A length longer than the run it must fit in.",
	"framing_not_permitted": "A framing spacing the board's table does not permit.",
	"lap_too_long":          "Lap splices longer than the bars they join.",
	"no_area":               "No area to compute: every dimension or area is zero.",
	"no_hot_water_use":      "No hot-water use in the busiest hour.",
	"no_length":             "No length to compute.",
	"no_spaces":             "No space was given to count receptacles for.",
	"one_load_required":     "Give exactly one of the loads the message names.",
	"post_does_not_fit":     "A post larger than its hole.",
}

// statusesSent are the statuses we answer problems with, in order.
func statusesSent() []int {
	return slices.Sorted(maps.Keys(statusDocs))
}

// codesFor are the domain codes statusByCode maps to status.
func codesFor(status int) []string {
	var out []string
	for _, c := range plumbline.Codes {
		if statusByCode[c] == status {
			out = append(out, c)
		}
	}
	return out
}

// errorDoc is the JSON form of an /errors/<status> page.
type errorDoc struct {
	Type       string    `json:"-"` // the page's own URL; the HTML names it
	Status     int       `json:"status"`
	Title      string    `json:"title"`
	Meaning    string    `json:"meaning"`
	WhatToDo   string    `json:"what_to_do"`
	Codes      []codeDoc `json:"codes"`
	FieldCodes []codeDoc `json:"field_codes,omitempty"`
}

type codeDoc struct {
	Code    string `json:"code"`
	Meaning string `json:"meaning"`
}

func (s *Server) errorDocFor(status int) (errorDoc, bool) {
	d, ok := statusDocs[status]
	if !ok {
		return errorDoc{}, false
	}
	doc := errorDoc{Type: s.errorType(status), Status: status, Title: fasthttp.StatusMessage(status), Meaning: d.Meaning, WhatToDo: d.Action, Codes: []codeDoc{}}
	for _, c := range codesFor(status) {
		doc.Codes = append(doc.Codes, codeDoc{c, codeDocs[c]})
	}
	if status == fasthttp.StatusUnprocessableEntity {
		for _, c := range slices.Sorted(maps.Keys(fieldCodeDocs)) {
			doc.FieldCodes = append(doc.FieldCodes, codeDoc{c, fieldCodeDocs[c]})
		}
	}
	return doc, true
}
