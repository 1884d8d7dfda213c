package server_test

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

type errorDocOut struct {
	Status   int    `json:"status"`
	Title    string `json:"title"`
	Meaning  string `json:"meaning"`
	WhatToDo string `json:"what_to_do"`
	Codes    []struct {
		Code, Meaning string
	} `json:"codes"`
	FieldCodes []struct {
		Code, Meaning string
	} `json:"field_codes"`
}

// TestProblemTypesResolve follows the type URL of real problems: each
// leads, without a key, to a short HTML page, or the same as JSON on
// Accept: application/json, explaining the status and its codes. They
// answered 404.
func TestProblemTypesResolve(t *testing.T) {
	e := start(t)
	problems := []response{
		e.post("/v1/calc/concrete/yards", `{"length_ft":-1,"width_ft":10,"depth_in":4}`), // 422
		e.post("/v1/calc/concrete/yards", `{"length_ft":`),                               // 400
		e.do("GET", "/v1/calc/list", ""),                                                 // 401
		e.get("/v1/codes/irc/sections/R999.9"),                                           // 404
		e.do("PUT", "/v1/calc/list", "", "Authorization", "Bearer "+e.key),               // 405
	}
	for _, r := range problems {
		var p problem
		if err := json.Unmarshal(r.body, &p); err != nil || p.Type == "" {
			t.Fatalf("%d %s", r.status, r.body)
		}
		u, err := url.Parse(p.Type)
		if err != nil {
			t.Fatal(err)
		}
		page := e.do("GET", u.Path, "") // no key: anyone holding a problem may read it
		if page.status != 200 || !strings.HasPrefix(page.header.Get("Content-Type"), "text/html") ||
			!strings.Contains(string(page.body), "<h1>"+strconv.Itoa(p.Status)+" ") || !strings.Contains(string(page.body), p.Type) {
			t.Errorf("%s: %d %s %.200s", p.Type, page.status, page.header.Get("Content-Type"), page.body)
		}
		j := e.do("GET", u.Path, "", "Accept", "application/json")
		var doc errorDocOut
		if err := json.Unmarshal(j.body, &doc); err != nil || j.status != 200 || doc.Status != p.Status || doc.Title != p.Title || doc.Meaning == "" || doc.WhatToDo == "" {
			t.Errorf("%s as JSON: %d %s", p.Type, j.status, j.body)
		}
		if p.Status == 422 {
			codes := map[string]bool{}
			for _, c := range doc.FieldCodes {
				codes[c.Code] = c.Meaning != ""
			}
			for _, f := range p.Errors {
				if !codes[f.Code] {
					t.Errorf("422 page does not explain field code %q", f.Code)
				}
			}
			if len(doc.Codes) != 1 || doc.Codes[0].Code != "invalid" {
				t.Errorf("422 codes %+v", doc.Codes)
			}
		}
	}
	// A browser's Accept gets the page; a client preferring JSON gets JSON.
	for accept, html := range map[string]bool{
		"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8": true,
		"*/*":                            true,
		"application/json":               false,
		"application/problem+json":       false,
		"text/html;q=0.5, application/*": false,
	} {
		r := e.do("GET", "/errors/429", "", "Accept", accept)
		if got := strings.HasPrefix(r.header.Get("Content-Type"), "text/html"); got != html || r.status != 200 {
			t.Errorf("Accept %q: %d %s", accept, r.status, r.header.Get("Content-Type"))
		}
	}
	// A status we never send, and nonsense, are 404 problems.
	for _, path := range []string{"/errors/418", "/errors/abc", "/errors/4220"} {
		e.mustProblem(e.do("GET", path, ""), 404, path)
	}
}
