package server_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

// A spent Free quota and a rate limit are two 429s a client must tell apart
// (issue 39 finding 4): each carries its code, and the quota's headers say
// the quota (r=0 until the month turns), agreeing with Retry-After.
func TestQuota429SaysQuota(t *testing.T) {
	m, _ := meter.NewMemory()
	e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m})
	caller := &plumbline.APIKey{ID: "preload", CustomerID: e.customer.ID, TierID: plumbline.TierFree,
		Limits: plumbline.Limits{MonthlyQuota: 1000, RPM: 1_000_000, Burst: 1_000_000}}
	for range 1000 {
		if d, err := m.Admit(context.Background(), caller, time.Now(), true); !d.Allowed || err != nil {
			t.Fatalf("preload: %+v %v", d, err)
		}
	}
	r := e.post("/v1/calc/concrete/yards", yards)
	e.mustProblem(r, 429, "/v1/calc/concrete/yards")
	var body map[string]any
	if err := json.Unmarshal(r.body, &body); err != nil || body["code"] != plumbline.EQUOTA {
		t.Fatalf("quota 429 code: %s", r.body)
	}
	retry := r.header.Get("Retry-After")
	_, end := meter.Period(time.Now())
	secs, _ := strconv.Atoi(retry)
	if d := time.Until(end); secs < int(d.Seconds())-5 || secs > int(d.Seconds())+5 {
		t.Fatalf("Retry-After %q, the month turns in %v", retry, d)
	}
	if got := r.header.Get("RateLimit"); got != `"monthly";r=0;t=`+retry {
		t.Fatalf("RateLimit %q beside Retry-After %s", got, retry)
	}
	if got := r.header.Get("RateLimit-Policy"); !strings.HasPrefix(got, `"monthly";q=1000;w=`) {
		t.Fatalf("RateLimit-Policy %q", got)
	}
	// A batch item refused for the quota says so too.
	b := e.post(server.BatchPath, `{"items":[{"id":"a","path":"/v1/calc/concrete/yards","input":`+yards+`}]}`)
	if !strings.Contains(string(b.body), `"code":"quota_exhausted"`) {
		t.Fatalf("batch item refused for the quota: %d %s", b.status, b.body)
	}
}

// A rate-limited 429 says rate_limited.
func TestRate429SaysRateLimited(t *testing.T) {
	m, _ := meter.NewMemory()
	e := startEnv(t, envOptions{tier: plumbline.TierFree, meter: m}) // burst 20
	var r response
	for range 21 {
		r = e.post("/v1/calc/concrete/yards", yards)
	}
	e.mustProblem(r, 429, "/v1/calc/concrete/yards")
	if !strings.Contains(string(r.body), `"code":"rate_limited"`) || !strings.HasPrefix(r.header.Get("RateLimit"), `"default";r=0;`) {
		t.Fatalf("rate 429: %s %v", r.body, r.header)
	}
}

// /errors/429 lists both codes, and its page shows no Markdown backticks.
func TestErrorPage429ListsBothCodes(t *testing.T) {
	e := startEnv(t, envOptions{})
	var doc struct {
		Codes []struct{ Code string } `json:"codes"`
	}
	r := e.do("GET", "/errors/429", "", "Accept", "application/json")
	if err := json.Unmarshal(r.body, &doc); err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, c := range doc.Codes {
		codes = append(codes, c.Code)
	}
	if strings.Join(codes, ",") != "rate_limited,quota_exhausted,spend_cap_reached,key_limit_reached" {
		t.Fatalf("429 codes %v", codes)
	}
	for _, status := range []string{"413", "429", "503"} {
		page := e.do("GET", "/errors/"+status, "", "Accept", "text/html")
		if strings.Contains(string(page.body), "`") || !strings.Contains(string(page.body), "<code>Retry-After") {
			t.Fatalf("/errors/%s page: %s", status, page.body)
		}
	}
}
