package server_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
)

var updateExamples = flag.Bool("update-examples", false, "record the live answers into the examples files of server and reference areas")

// noExample are the operations whose answer is not a JSON document an
// example can show: the document itself, Prometheus text, an SSE stream,
// an empty 200; and the account operations that need the payment processor
// (their examples are the problems' and the schemas').
var noExample = map[string]string{
	"openapi_get":     "the document itself",
	"metrics_get":     "Prometheus text",
	"mcp_stream":      "an SSE stream",
	"mcp_end_session": "an empty answer",
}

// exampleEnvs start the server an operation's example needs: the payment
// processor (stripe-mock behind the test double; these subtests skip when
// it is absent, and fail in CI) or the webhook secret, on a fresh account.
var exampleEnvs = map[string]func(t *testing.T) *testEnv{
	"account_signup": func(t *testing.T) *testEnv {
		return startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", newStripeDouble(t).URL)})
	},
	"account_setup_intent": func(t *testing.T) *testEnv {
		return startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", newStripeDouble(t).URL)})
	},
	"account_portal": func(t *testing.T) *testEnv {
		return startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", newStripeDouble(t).URL), stripeID: "cus_portal"})
	},
	"webhooks_stripe": func(t *testing.T) *testEnv {
		return startEnv(t, envOptions{webhook: webhookSecret, stripeID: "cus_example"})
	},
	// A webhook endpoint with one event (key.created) waiting for it.
	"account_list_webhooks":      withWebhook,
	"account_delete_webhook":     withWebhook,
	"account_webhook_deliveries": withWebhook,
	"account_resend_webhook":     withWebhook,
	// Two releases: the fixture, then one county more.
	"data_releases": func(t *testing.T) *testEnv {
		svc, _, _ := twoReleases(t, reference.DefaultRetention)
		return start(t, withReference(svc))
	},
}

// onBundledData: the examples of these areas are answers from the data
// the repository ships (data/), not from the test fixtures' excerpts, so
// the document shows what a fresh clone serves (Tompkins County's permits,
// Ithaca's electricians).
func onBundledData(path string) bool {
	return strings.HasPrefix(path, "/v1/costs/") || strings.HasPrefix(path, "/v1/benchmarks/")
}

// bundledReference serves every area from the bundled snapshot, loaded
// once per test binary.
var bundledOnce = sync.OnceValues(func() (*reference.Service, error) {
	ds, _, err := reference.Load(areas.Loaders(filepath.Join("..", "data"))...)
	if err != nil {
		return nil, err
	}
	return referencetest.ServiceFor(ds)
})

func bundledReference(t *testing.T) *reference.Service {
	t.Helper()
	svc, err := bundledOnce()
	if err != nil {
		t.Fatalf("the bundled data (../data): %v", err)
	}
	return svc
}

func withReference(svc *reference.Service) option {
	return func(c *server.Config) { c.Reference = svc }
}

// volatile are fields whose value differs between two answers to the same
// request (ids, secrets, times, counters): compared by JSON type only.
var volatile = map[string]bool{
	"id": true, "api_key": true, "key_prefix": true, "key_id": true, "customer_id": true, "created_at": true, "revoked_at": true,
	"last_used_at": true, "api_key_prefix": true, "period_start": true, "period_end": true, "requests_used": true, "request_id": true, "version": true,
	"client_secret": true, "resets_at": true,
	// webhooks: the signing secret, the event's id and the delivery's times
	"secret": true, "event_id": true, "next_attempt_at": true, "delivered_at": true, "attempted_at": true,
	// a digest of the data loaded: another area's fixture changes it
	"dataset_version": true,
	// the release feed: versions and when they went live
	"live_version": true, "previous_version": true, "went_live_at": true, "superseded_at": true, "expires_at": true,
}

// TestOpenAPIExamples sends every operation's example, as the served
// document shows it (parameter examples, the body's example), to a live
// server and requires the answer the document shows as the success
// example. An operation without a request or response example fails.
func TestOpenAPIExamples(t *testing.T) {
	e := start(t)
	r := e.get("/v1/openapi.json")
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string           `json:"operationId"`
			Parameters  []map[string]any `json:"parameters"`
			RequestBody *struct {
				Content map[string]struct {
					Example json.RawMessage `json:"example"`
				} `json:"content"`
			} `json:"requestBody"`
			Responses map[string]struct {
				Content map[string]struct {
					Example json.RawMessage `json:"example"`
				} `json:"content"`
			} `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(r.body, &doc); err != nil {
		t.Fatal(err)
	}
	count := 0
	for path, ops := range doc.Paths {
		for method, op := range ops {
			if why, skip := noExample[op.OperationID]; skip {
				t.Logf("%s: no example (%s)", op.OperationID, why)
				continue
			}
			count++
			t.Run(op.OperationID, func(t *testing.T) {
				e := e
				if env := exampleEnvs[op.OperationID]; env != nil {
					e = env(t)
				} else if onBundledData(path) {
					e = start(t, withReference(bundledReference(t)))
				} else if strings.HasPrefix(path, "/v1/account/") {
					e = start(t) // a fresh account: its keys and usage are the example's
				}
				target, query, prefer := path, url.Values{}, false
				for _, p := range op.Parameters {
					name, _ := p["name"].(string)
					if ref, _ := p["$ref"].(string); strings.HasSuffix(ref, "/Prefer") {
						prefer = true
					}
					ex, has := p["example"]
					if !has {
						if p["required"] == true {
							t.Errorf("required parameter %s has no example", name)
						}
						continue
					}
					switch {
					case name == "key_id":
						ex = newKeyID(t, e)
					case e.vars[name] != "":
						ex = e.vars[name]
					case p["style"] == "deepObject":
						for k, v := range ex.(map[string]any) {
							query.Set(name+"["+k+"]", fmt.Sprint(v))
						}
						continue
					}
					if p["in"] == "path" {
						target = strings.Replace(target, "{"+name+"}", url.PathEscape(fmt.Sprint(ex)), 1)
					} else {
						query.Set(name, fmt.Sprint(ex))
					}
				}
				if len(query) > 0 {
					target += "?" + query.Encode()
				}
				var body string
				if op.RequestBody != nil {
					ex := op.RequestBody.Content["application/json"].Example
					if ex == nil {
						t.Fatal("the request body has no example")
					}
					body = string(ex)
				}
				headers := []string{"Authorization", "Bearer " + e.key}
				if body != "" {
					headers = append(headers, "Content-Type", "application/json", "Accept", "application/json, text/event-stream")
				}
				if op.OperationID == "errors_get" { // its default is the HTML page
					headers = append(headers, "Accept", "application/json")
				}
				if op.OperationID == "webhooks_stripe" {
					headers = append(headers, "Stripe-Signature", signed(t, body, time.Now(), webhookSecret))
				}
				if prefer {
					headers = append(headers, "Prefer", "return=minimal")
				}
				got := e.do(strings.ToUpper(method), target, body, headers...)
				var status string
				var want json.RawMessage
				for code, resp := range op.Responses {
					if strings.HasPrefix(code, "2") {
						status, want = code, resp.Content["application/json"].Example
					}
				}
				if fmt.Sprint(got.status) != status {
					t.Fatalf("%s %s: %d, want %s: %s", method, target, got.status, status, got.body)
				}
				if *updateExamples {
					recordExample(t, op.OperationID, got.body)
					return
				}
				if want == nil || string(want) == "null" {
					t.Fatalf("no success-response example (record one: go test ./server -run TestOpenAPIExamples -update-examples)")
				}
				var g, w any
				if err := json.Unmarshal(got.body, &g); err != nil {
					t.Fatalf("answer is not JSON: %v: %s", err, got.body)
				}
				_ = json.Unmarshal(want, &w)
				if d := exampleDiff("", g, w); d != "" {
					t.Errorf("%s %s: the answer differs from the example at %s\ngot  %s", method, target, d, got.body)
				}
			})
		}
	}
	if count < 100 {
		t.Errorf("only %d operations replayed; the document should have over 100", count)
	}
}

// withWebhook is a fresh account with a webhook endpoint, and a key
// created since (a key.created event, pending: nothing delivers it).
func withWebhook(t *testing.T) *testEnv {
	e := startEnv(t, envOptions{hooks: newHooks(t)})
	r := e.post("/v1/account/webhooks", `{"url":"https://hooks.example.com/plumbline","events":["usage.threshold","key.created"]}`)
	var w struct{ ID string }
	if err := json.Unmarshal(r.body, &w); err != nil || w.ID == "" {
		t.Fatalf("create webhook: %d %s", r.status, r.body)
	}
	newKeyID(t, e)
	ds := e.get("/v1/account/webhooks/" + w.ID + "/deliveries")
	var d struct {
		Deliveries []struct {
			EventID string `json:"event_id"`
		}
	}
	if err := json.Unmarshal(ds.body, &d); err != nil || len(d.Deliveries) != 1 {
		t.Fatalf("deliveries: %d %s", ds.status, ds.body)
	}
	e.vars = map[string]string{"webhook_id": w.ID, "delivery_id": d.Deliveries[0].EventID}
	return e
}

// newKeyID creates a key to revoke and returns its id.
func newKeyID(t *testing.T, e *testEnv) string {
	r := e.post("/v1/account/api-keys", "{}")
	var k struct{ ID string }
	if err := json.Unmarshal(r.body, &k); err != nil || k.ID == "" {
		t.Fatalf("create key: %d %s", r.status, r.body)
	}
	return k.ID
}

// exampleDiff describes the first difference of got from want, "" when
// they agree (volatile fields by type only).
func exampleDiff(path string, got, want any) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return path + ": not an object"
		}
		keys := make([]string, 0, len(w)+len(g))
		for k := range w {
			keys = append(keys, k)
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				return path + "." + k + ": not in the example"
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			gv, ok := g[k]
			if !ok {
				return path + "." + k + ": missing"
			}
			if volatile[k] {
				if (gv == nil) != (w[k] == nil) && reflect.TypeOf(gv) != reflect.TypeOf(w[k]) && gv != nil && w[k] != nil {
					return path + "." + k + ": another type"
				}
				continue
			}
			if d := exampleDiff(path+"."+k, gv, w[k]); d != "" {
				return d
			}
		}
		return ""
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return path + ": another array length"
		}
		for i := range w {
			if d := exampleDiff(fmt.Sprintf("%s[%d]", path, i), g[i], w[i]); d != "" {
				return d
			}
		}
		return ""
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Sprintf("%s: %v, example %v", path, got, want)
	}
	return ""
}

// recordExample writes the answer into the operation's examples file, in
// server/examples or an area's reference/<area>/examples.
func recordExample(t *testing.T, id string, answer []byte) {
	files, _ := filepath.Glob(filepath.Join("..", "reference", "*", "examples", id+".json"))
	files = append(files, filepath.Join("examples", id+".json"))
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var ex map[string]json.RawMessage
		if err := json.Unmarshal(raw, &ex); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, answer); err != nil {
			t.Fatal(err)
		}
		ex["response"] = compact.Bytes()
		// A key shown once is not kept, even one of a throwaway test
		// server: the example shows a well-formed stand-in.
		var m map[string]any
		if json.Unmarshal(answer, &m) == nil && m["api_key"] != nil {
			m["api_key"], m["key_prefix"] = "svc_EXAMPLEexampleEXAMPLEexample0000", "svc_EXAM"
			ex["response"], _ = json.Marshal(m)
		}
		out, _ := json.MarshalIndent(ex, "", "  ")
		if err := os.WriteFile(f, append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Logf("%s: no examples file to record into (calculators take theirs from calc/testdata)", id)
}
