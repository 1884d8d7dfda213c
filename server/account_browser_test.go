package server_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
)

// chartView is what account.mjs reads of the usage chart.
type chartView struct {
	Bars      int      `json:"bars"`
	BarDates  []string `json:"barDates"`
	BarTotals []int64  `json:"barTotals"`
	Line80    *int64   `json:"line80"`
	LineQuota *int64   `json:"lineQuota"`
	LineCap   *int64   `json:"lineCap"`
	Role      string   `json:"role"`
	Title     string   `json:"title"`
	Desc      string   `json:"desc"`
	Legend    string   `json:"legend"`
	CapText   string   `json:"capText"`
	CapStatus string   `json:"capStatus"`
}

// TestAccountCapAndChartInBrowser: on /account in Chromium, a Starter
// account with usage on several days this month sees one bar per day with
// calls and the lines at 80 % and 100 % of its quota; it sets a spend cap
// in dollars, removes it and sets one in calls through the page, and the
// chart draws the cap's line (quota + overage allowed) while the API holds
// the cap the page set; the key list shows a key's own limits and its
// calls this month. Screenshots are real PNGs; axe-core finds nothing
// serious.
func TestAccountCapAndChartInBrowser(t *testing.T) {
	node := needBrowser(t)
	// Usage on earlier days of the month, in the usage detail the chart reads.
	now := time.Now().UTC()
	detailStore := meter.NewMemoryDetail()
	recorder := meter.NewDetailRecorder(detailStore)
	base := startEnv(t, envOptions{config: []option{func(c *server.Config) { c.UsageDetail = recorder }}})
	e := base.with(base.seedCustomer(plumbline.TierStarter, 1000))
	customerID := "acct_" + e.key[4:14]
	var seeded []meter.DetailCount
	for d := max(1, now.Day()-4); d < now.Day(); d++ {
		seeded = append(seeded, meter.DetailCount{CustomerID: customerID, Day: time.Date(now.Year(), now.Month(), d, 0, 0, 0, 0, time.UTC),
			KeyID: "key_" + e.key[4:14], Operation: "calc_concrete_yards", Calls: 150})
	}
	if err := detailStore.WriteDetail(context.Background(), "seed", seeded); err != nil {
		t.Fatal(err)
	}
	// Today: two calls with the account's key, three with a key of its own limits.
	r := e.do("POST", "/v1/account/api-keys", `{"monthly_call_limit":50,"rate_per_minute":30}`, "Authorization", "Bearer "+e.key, "Content-Type", "application/json")
	limited := e.with(decode[keyOut](t, r).APIKey)
	for _, k := range []*testEnv{e, e, limited, limited, limited} {
		if r := k.post("/v1/calc/concrete/yards", yards); r.status != 200 {
			t.Fatalf("call: %d %s", r.status, r.body)
		}
	}
	wantBars := len(seeded) + 1
	wantTotal := int64(150*len(seeded) + 5)

	dir := t.TempDir()
	var out struct {
		Before, USD, Cleared, Calls chartView
		Keys                        []struct{ Month, Limits string }
		BadAmount                   string `json:"badAmount"`
		CapErrorHidden              bool   `json:"capErrorHidden"`
		ChartBox                    struct{ Width, Height float64 }
		PhoneOverflow               bool                      `json:"phoneOverflow"`
		Axe                         map[string][]axeViolation `json:"axe"`
		ConsoleErrors               []string                  `json:"consoleErrors"`
		Screenshots                 []string                  `json:"screenshots"`
		ChartShot                   string                    `json:"chartShot"`
	}
	runNode(t, node, &out, "account.mjs", e.base, e.key, dir)

	b := out.Before
	if b.Bars != wantBars || b.Role != "img" || len(b.BarTotals) != wantBars || b.BarTotals[wantBars-1] != wantTotal || b.BarDates[wantBars-1] != now.Format(time.DateOnly) {
		t.Errorf("chart: %d bars (want %d, one per day with calls), totals %v (want the month's %d last), dates %v", b.Bars, wantBars, b.BarTotals, wantTotal, b.BarDates)
	}
	if b.Line80 == nil || *b.Line80 != 800 || b.LineQuota == nil || *b.LineQuota != 1000 || b.LineCap != nil {
		t.Errorf("lines before a cap: 80 %% %v, quota %v, cap %v", b.Line80, b.LineQuota, b.LineCap)
	}
	if !strings.Contains(b.Title, "Calls by day") || !strings.Contains(b.Desc, "days with calls") || !strings.Contains(b.Desc, "80 % of quota at 800") ||
		!strings.Contains(b.CapText, "No spend cap") {
		t.Errorf("accessible text: title %q, desc %q, cap %q", b.Title, b.Desc, b.CapText)
	}
	// $2.50 at $0.04 a call: 62 calls past the quota of 1,000.
	if u := out.USD; u.LineCap == nil || *u.LineCap != 1062 || !strings.Contains(u.CapText, "$2.50") || !strings.Contains(u.Desc, "spend cap at 1,062") {
		t.Errorf("a cap in dollars: line %v, %q, desc %q", u.LineCap, u.CapText, u.Desc)
	}
	if c := out.Cleared; c.LineCap != nil || !strings.Contains(c.CapText, "No spend cap") || !strings.Contains(c.CapStatus, "removed") {
		t.Errorf("the cap removed: line %v, %q %q", c.LineCap, c.CapText, c.CapStatus)
	}
	if !strings.Contains(out.BadAmount, "Enter how much overage") {
		t.Errorf("an empty amount: %q", out.BadAmount)
	}
	if c := out.Calls; c.LineCap == nil || *c.LineCap != 1300 || c.Bars != wantBars || !strings.Contains(c.CapText, "1,300 calls this month") || !out.CapErrorHidden {
		t.Errorf("a cap in calls: line %v, %d bars, %q (error hidden %v)", c.LineCap, c.Bars, c.CapText, out.CapErrorHidden)
	}
	// The API holds what the page set.
	lim := decode[map[string]any](t, e.get("/v1/account/limits"))
	if sc, _ := lim["spend_cap"].(map[string]any); sc == nil || sc["calls"] != 300.0 || sc["max_monthly_calls"] != 1300.0 {
		t.Errorf("the cap the API holds: %v", lim["spend_cap"])
	}
	// The key list: the limited key's month against its own limit.
	var own bool
	for _, k := range out.Keys {
		if k.Month == "3 of 50" && k.Limits == "50 calls a month, 30 a minute" {
			own = true
		}
	}
	if !own {
		t.Errorf("the key list shows no key with its own limits: %+v", out.Keys)
	}
	if out.ChartBox.Width < 300 || out.ChartBox.Height < 80 || out.PhoneOverflow {
		t.Errorf("chart box %+v, phone overflow %v", out.ChartBox, out.PhoneOverflow)
	}
	// Each screenshot is a real PNG under the test's directory, not a blank.
	if len(out.Screenshots) != 2 || out.ChartShot == "" {
		t.Errorf("screenshots %v, chart %q", out.Screenshots, out.ChartShot)
	}
	for _, s := range append(out.Screenshots, out.ChartShot) {
		if rel, err := filepath.Rel(dir, s); err != nil || strings.HasPrefix(rel, "..") {
			t.Errorf("screenshot %s outside the test's directory", s)
		}
		raw, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(raw))
		if err != nil || len(raw) < 2000 { // the chart alone compresses to a few KB
			t.Fatalf("%s: not a non-trivial PNG (%d bytes): %v", s, len(raw), err)
		}
		if bnd := img.Bounds(); bnd.Dx() < 300 || bnd.Dy() < 80 {
			t.Errorf("%s: %v", s, bnd)
		}
		colors := map[uint32]bool{}
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y && len(colors) < 8; y += 7 {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X && len(colors) < 8; x += 7 {
				r, g, b, _ := img.At(x, y).RGBA()
				colors[r>>8<<16|g>>8<<8|b>>8] = true
			}
		}
		if len(colors) < 4 {
			t.Errorf("%s: %d colours: blank", s, len(colors))
		}
	}
	if keep := os.Getenv("PLUMBLINE_KEEP_SCREENSHOTS"); keep != "" {
		for _, s := range append(out.Screenshots, out.ChartShot) {
			raw, _ := os.ReadFile(s)
			_ = os.WriteFile(filepath.Join(keep, filepath.Base(s)), raw, 0o644)
		}
	}
	checkBrowserRun(t, out.Axe, out.ConsoleErrors, out.Screenshots)
}
