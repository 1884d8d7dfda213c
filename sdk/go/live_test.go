package plumbline_test

// These tests need a live plumbline: PLUMBLINE_SDK_TEST_SERVER (its base
// URL) and PLUMBLINE_SDK_TEST_KEY (a key with room to spare), with signup
// on (a payment processor, stripe-mock in make test). make test starts one
// and runs them (sdk/sdk_test.go); without it they skip, and under CI=true
// they fail.

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	plumbline "github.com/plumbline-api/plumbline/sdk/go"
)

func live(t *testing.T) (base, key string) {
	t.Helper()
	base, key = os.Getenv("PLUMBLINE_SDK_TEST_SERVER"), os.Getenv("PLUMBLINE_SDK_TEST_KEY")
	if base == "" || key == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY are required in CI (make test sets them)")
		}
		t.Skip("SKIPPING: set PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY to a live plumbline (make test does)")
	}
	return base, key
}

func client(t *testing.T, o plumbline.Options) *plumbline.Plumbline {
	t.Helper()
	base, key := live(t)
	if o.BaseURL == "" {
		o.BaseURL = base
	}
	if o.APIKey == "" {
		o.APIKey = key
	}
	p, err := plumbline.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// signup makes a Free account (10 requests a minute, bursts of 20) and
// returns a client with its key.
func signup(t *testing.T, o plumbline.Options) *plumbline.Plumbline {
	t.Helper()
	anon := client(t, plumbline.Options{})
	var b [6]byte
	_, _ = rand.Read(b[:])
	pm := "pm_card_visa"
	res, err := anon.AccountSignupWithResponse(context.Background(), nil, plumbline.SignupRequest{
		Email: plumbline.Email("sdk-go-" + hex.EncodeToString(b[:]) + "@example.com"), PaymentMethodId: &pm})
	if err != nil {
		t.Fatal(err)
	}
	if res.JSON201 == nil || res.JSON201.Tier != "free" {
		t.Fatalf("signup: %d %s", res.StatusCode(), res.Body)
	}
	o.APIKey = res.JSON201.ApiKey
	return client(t, o)
}

func yards(wasteFactor float64) plumbline.CalcConcreteYardsInput {
	return plumbline.CalcConcreteYardsInput{LengthFt: 10, WidthFt: 10, DepthIn: 4, WasteFactor: &wasteFactor}
}

func TestLiveCalculator(t *testing.T) {
	p := client(t, plumbline.Options{})
	res, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, yards(0.10))
	if err != nil {
		t.Fatal(err)
	}
	// The spec's worked example: 10 ft x 10 ft x 4 in with 10 % waste.
	if y := res.JSON200; y == nil || y.CubicYards != 1.358 || y.Bags80lb != 49 || y.CodeReference != "IRC R506.1" {
		t.Fatalf("concrete/yards: %s", res.Body)
	}
	rl, ok := p.RateLimit()
	if !ok || rl.Limit <= 0 || rl.Burst <= 0 || rl.Remaining <= 0 || rl.Window != time.Minute {
		t.Errorf("RateLimit after a call: %+v %v (headers %q, %q)", rl, ok,
			res.HTTPResponse.Header.Get("RateLimit"), res.HTTPResponse.Header.Get("RateLimit-Policy"))
	}
}

func TestLiveCodeSection(t *testing.T) {
	p := client(t, plumbline.Options{})
	res, err := p.CodesGetSectionWithResponse(context.Background(), plumbline.CodesGetSectionParamsCodeIrc, "R311.7.5", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.JSON200 == nil {
		t.Fatalf("%d %s", res.StatusCode(), res.Body)
	}
	kind, err := res.JSON200.Discriminator()
	if err != nil || kind != "section" {
		t.Fatalf("kind %q, %v", kind, err)
	}
	s, err := res.JSON200.AsSectionAnswer()
	if err != nil {
		t.Fatal(err)
	}
	if s.Citation != "IRC R311.7.5" || s.Title == "" || !slices.Contains(s.RelatedCalcKinds, "/v1/calc/stairs/rise-run") {
		t.Errorf("IRC R311.7.5: %+v", s)
	}
}

func TestLiveCosts(t *testing.T) {
	p := client(t, plumbline.Options{})
	res, err := p.CostsMaterialsWithResponse(context.Background(), &plumbline.CostsMaterialsParams{Category: plumbline.CostsMaterialsParamsCategoryLumber})
	if err != nil {
		t.Fatal(err)
	}
	m := res.JSON200
	// Lumber is one BLS producer price index, WPUSI004011, as published.
	if m == nil || m.Category != "lumber" || m.IndexValue <= 0 || len(m.History) < 2 || len(m.Series) != 1 || m.Series[0].SeriesId != "WPUSI004011" || len(m.Sources) == 0 {
		t.Fatalf("materials, lumber: %s", res.Body)
	}
}

func TestLiveProducts(t *testing.T) {
	p := client(t, plumbline.Options{})
	res, err := p.ProductsSearchWithResponse(context.Background(), &plumbline.ProductsSearchParams{Q: "A96DS2V090C20"})
	if err != nil {
		t.Fatal(err)
	}
	if res.JSON200 == nil || len(res.JSON200.Results) == 0 {
		t.Fatalf("search: %d %s", res.StatusCode(), res.Body)
	}
	hit := res.JSON200.Results[0]
	if !strings.HasPrefix(hit.ModelNumber, "A96DS2V090C20") || hit.Certification.Program != "ENERGY STAR" {
		t.Errorf("first hit: %+v", hit)
	}
	got, err := p.ProductsGetWithResponse(context.Background(), hit.ProductId, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.JSON200 == nil || got.JSON200.ProductId != hit.ProductId || got.JSON200.ModelNumber != hit.ModelNumber {
		t.Errorf("products_get %s: %s", hit.ProductId, got.Body)
	}
}

func TestLive422(t *testing.T) {
	p := client(t, plumbline.Options{})
	body := yards(0.10)
	body.DepthIn = 0
	res, err := p.CalcConcreteYardsWithResponse(context.Background(), nil, body)
	var perr *plumbline.Error
	if !errors.As(err, &perr) {
		t.Fatalf("want *plumbline.Error, got %v (%v)", err, res)
	}
	if perr.Status != 422 || !strings.HasSuffix(perr.Type, "/422") || perr.Detail == "" || !strings.HasPrefix(perr.RequestID, "req_") {
		t.Errorf("problem: %+v", perr)
	}
	if len(perr.Errors) != 1 || perr.Errors[0].Field != "depth_in" || perr.Errors[0].Code != "exclusive_minimum" {
		t.Errorf("errors[]: %+v", perr.Errors)
	}
	if !strings.Contains(perr.Error(), "depth_in") {
		t.Errorf("Error(): %s", perr.Error())
	}
}

// TestLive429Retried spends a Free key's burst; the next call is answered
// 429 with Retry-After, and the client waits that long and succeeds.
func TestLive429Retried(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var events []plumbline.RetryEvent
	p := signup(t, plumbline.Options{OnRetry: func(e plumbline.RetryEvent) {
		mu.Lock()
		events = append(events, e)
		mu.Unlock()
	}})
	ctx := context.Background()
	for i := 0; i < 40; i++ {
		start := time.Now()
		res, err := p.CalcConcreteYardsWithResponse(ctx, nil, yards(0.10))
		if err != nil {
			t.Fatalf("call %d: %v", i+1, err)
		}
		mu.Lock()
		n := len(events)
		mu.Unlock()
		if n == 0 {
			continue
		}
		e := events[0]
		if e.Status != 429 || !e.RetryAfter || e.Wait < time.Second || e.Wait > 6*time.Second {
			t.Errorf("retry: %+v, want a 429 with Retry-After of 1 to 6 s (10 a minute)", e)
		}
		if waited := time.Since(start); waited < e.Wait {
			t.Errorf("the call returned after %v, before Retry-After %v", waited, e.Wait)
		}
		if res.JSON200 == nil || res.JSON200.CubicYards != 1.358 {
			t.Errorf("after the retry: %s", res.Body)
		}
		if rl, ok := p.RateLimit(); !ok || rl.Limit != 10 || rl.Burst != 20 {
			t.Errorf("RateLimit: %+v", rl)
		}
		if i < 20 {
			t.Errorf("retried after %d calls; the Free burst is 20", i)
		}
		return
	}
	t.Fatal("40 calls on a Free key and never a 429")
}

// TestLiveIdempotentKeyReplayed creates a key twice with one
// Idempotency-Key: the second answer is the first, replayed, and only one
// key exists.
func TestLiveIdempotentKeyReplayed(t *testing.T) {
	t.Parallel()
	p := signup(t, plumbline.Options{})
	ctx := context.Background()
	idem := plumbline.IdempotencyKey("sdk-go-" + time.Now().Format(time.RFC3339Nano))
	first, err := p.AccountCreateKeyWithResponse(ctx, &plumbline.AccountCreateKeyParams{IdempotencyKey: &idem}, plumbline.AccountCreateKeyJSONRequestBody{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := p.AccountCreateKeyWithResponse(ctx, &plumbline.AccountCreateKeyParams{IdempotencyKey: &idem}, plumbline.AccountCreateKeyJSONRequestBody{})
	if err != nil {
		t.Fatal(err)
	}
	if first.JSON201 == nil || again.JSON201 == nil || again.JSON201.Id != first.JSON201.Id || again.JSON201.ApiKey != first.JSON201.ApiKey {
		t.Fatalf("replay: %s then %s", first.Body, again.Body)
	}
	if first.HTTPResponse.Header.Get("Idempotent-Replayed") != "" || again.HTTPResponse.Header.Get("Idempotent-Replayed") != "true" {
		t.Errorf("Idempotent-Replayed: %q then %q", first.HTTPResponse.Header.Get("Idempotent-Replayed"), again.HTTPResponse.Header.Get("Idempotent-Replayed"))
	}
	// A call without a key of its own gets one from the client: a new key.
	other, err := p.AccountCreateKeyWithResponse(ctx, nil, plumbline.AccountCreateKeyJSONRequestBody{})
	if err != nil || other.JSON201 == nil || other.JSON201.Id == first.JSON201.Id {
		t.Fatalf("a second key: %v %v", err, other)
	}
	keys, err := p.AccountListKeysWithResponse(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if keys.JSON200 == nil || keys.JSON200.Total != 3 { // the signup key and two created
		t.Errorf("keys after one replayed creation and one more: %s", keys.Body)
	}
	// The created key works.
	k := client(t, plumbline.Options{APIKey: first.JSON201.ApiKey})
	if res, err := k.CalcListWithResponse(ctx); err != nil || res.StatusCode() != http.StatusOK {
		t.Errorf("the created key: %v", err)
	}
}
