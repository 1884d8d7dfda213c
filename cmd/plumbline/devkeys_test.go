package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// TestDevKeysPerTier: the embedded default's banner offers, besides the
// operator's unthrottled key, one key per tier with the tier's real limits
// and a Free key with a 5-call quota, so rate limits, quotas and 429s can
// be tried locally (the only key used to be Enterprise).
func TestDevKeysPerTier(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve"}, env("PLUMBLINE_ADDR", "127.0.0.1:0"), outW, &testenv.Buffer{})
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	var base string
	keys := map[string]string{}
	for sc.Scan() {
		line := sc.Text()
		if _, after, ok := strings.Cut(line, "listening on "); ok {
			base = strings.Fields(after)[0]
		}
		if f := strings.Fields(line); strings.HasPrefix(line, "  ") && len(f) > 2 && strings.HasPrefix(f[1], "svc_") {
			keys[f[0]] = f[1]
		}
		if strings.HasPrefix(line, "try: ") {
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }()
	defer func() { cancel(); <-done }()
	for _, tier := range []string{"free", "free-quota-5", "starter", "growth", "enterprise", "test"} {
		if keys[tier] == "" {
			t.Fatalf("no %s key in the banner: %v", tier, keys)
		}
	}
	get := func(key, path string) (int, http.Header, []byte) {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header, b
	}
	for tier, want := range map[string]string{"free": `"default";q=10;w=60;burst=20`, "starter": `"default";q=60;w=60;burst=120`,
		"growth": `"default";q=300;w=60;burst=600`, "enterprise": `"default";q=2000;w=60;burst=4000`} {
		status, h, body := get(keys[tier], "/v1/account/usage")
		var u struct {
			Tier  string `json:"tier_id"`
			Quota int64  `json:"monthly_quota"`
		}
		if err := json.Unmarshal(body, &u); err != nil || status != 200 || u.Tier != tier || h.Get("RateLimit-Policy") != want {
			t.Errorf("%s: %d %s %s", tier, status, h.Get("RateLimit-Policy"), body)
		}
	}
	// The test key (issue 37): the dev account's figures, livemode false, its own rate.
	if status, h, body := get(keys["test"], "/v1/account/usage"); status != 200 || !strings.HasPrefix(keys["test"], "svc_test_") ||
		!strings.Contains(string(body), `"livemode":false`) || h.Get("RateLimit-Policy") != `"default";q=30;w=60;burst=10` {
		t.Errorf("test key: %d %s %s", status, h.Get("RateLimit-Policy"), body)
	}
	// The Free quota of 5: the sixth counted call is the hard cap.
	for i := 1; i <= 6; i++ {
		status, body := postYards(t, base, keys["free-quota-5"])
		if i <= 5 && status != 200 || i == 6 && (status != 429 || !strings.Contains(string(body), "monthly quota of 5")) {
			t.Fatalf("free-quota-5 call %d: %d %s", i, status, body)
		}
	}
	// The Free rate: bursts of 20, then 429 with Retry-After.
	limited := false
	for i := 0; i < 25 && !limited; i++ {
		status, h, body := get(keys["free"], "/v1/calc/list")
		limited = status == 429 && h.Get("Retry-After") != "" && strings.Contains(string(body), "rate limit")
	}
	if !limited {
		t.Fatal("25 calls in a burst on the Free key were never rate-limited")
	}
}
