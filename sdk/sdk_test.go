package sdk_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/webhooks"
)

// liveTests are the tests every SDK has, by the name each runner prints:
// the layer against a scripted server, then the SDK against the live one.
var liveTests = map[string][]string{
	"go": {
		"TestRetry503SameIdempotencyKey", "TestBackoffWithoutRetryAfterThenGiveUp", "TestLongRetryAfterReturnsAtOnce",
		"TestNonProblemError", "TestEnvironmentDefaults", "TestRetryAfterHTTPDate",
		"TestLiveCalculator", "TestLiveCodeSection", "TestLiveCosts", "TestLiveProducts", "TestLive422",
		"TestLive429Retried", "TestLiveIdempotentKeyReplayed", "TestVerifyWebhook",
	},
	"typescript": {
		"503 retried with the same idempotency key", "backoff without Retry-After, then give up",
		"a Retry-After past maxRetryWait throws at once", "an error that is not a problem", "environment defaults",
		"Retry-After as an HTTP date",
		"live calculator", "live code section", "live costs", "live products", "live 422", "live 429 retried",
		"live idempotent key creation replayed", "verify webhook",
	},
	"python": {
		"test_retry_503_same_idempotency_key", "test_backoff_without_retry_after_then_give_up",
		"test_long_retry_after_raises_at_once", "test_non_problem_error", "test_environment_defaults",
		"test_retry_after_http_date", "test_async",
		"test_calculator", "test_code_section", "test_costs", "test_products", "test_validation_422",
		"test_retry_429", "test_idempotent_key_creation_replayed", "test_verify_webhook",
	},
}

// TestSDKs runs each SDK's own tests against one live plumbline: the built
// binary, embedded default, with signup on through stripe-mock (the tests
// sign up Free accounts to meet a real 429). Each runner must report every
// test of liveTests passed and none skipped.
func TestSDKs(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs three SDKs' tests; skipped in -short mode")
	}
	stripe := testenv.StripeMockURL(t)
	srv := startServer(t, "STRIPE_SECRET_KEY=sk_test_123", "STRIPE_API_BASE="+stripe, "STRIPE_PRICE_FREE=price_free",
		// stripe-mock gives every card the same fingerprint.
		"PLUMBLINE_DUPLICATE_CARD_CHECK=off")
	env := []string{"PLUMBLINE_SDK_TEST_SERVER=" + srv.base, "PLUMBLINE_SDK_TEST_KEY=" + srv.key,
		// The SDKs read these by default; the tests must not meet the caller's.
		"PLUMBLINE_BASE_URL=", "PLUMBLINE_API_KEY=",
		"PLUMBLINE_SDK_TEST_WEBHOOK=" + signedDelivery(t)}

	t.Run("go", func(t *testing.T) {
		t.Parallel()
		out := run(t, filepath.Join(root, "sdk", "go"), env, "go", "test", "-count=1", "-v", "./...")
		passed(t, out, liveTests["go"], func(name string) string { return "--- PASS: " + name + " " }, "--- SKIP")
	})
	t.Run("typescript", func(t *testing.T) {
		t.Parallel()
		node, _ := nodeTools(t)
		dir := filepath.Join(root, "sdk", "typescript")
		if err := os.RemoveAll(filepath.Join(dir, ".test-out")); err != nil {
			t.Fatal(err)
		}
		run(t, dir, nil, node, filepath.Join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.test.json")
		out := run(t, dir, env, node, "--test", "--test-reporter=spec", filepath.Join(".test-out", "test"))
		passed(t, out, liveTests["typescript"], func(name string) string { return "✔ " + name + " (" }, "﹣ ")
		if !strings.Contains(out, "ℹ skipped 0") {
			t.Errorf("node --test skipped tests:\n%s", out)
		}
	})
	t.Run("python", func(t *testing.T) {
		t.Parallel()
		python, site := sdkPython(t)
		// The tests alone in a directory of their own, so that they import
		// the installed package, not the source tree.
		dir := t.TempDir()
		run(t, dir, nil, "cp", "-r", filepath.Join(root, "sdk", "python", "tests"), dir)
		out := run(t, dir, append(env, "PYTHONPATH="+site, "PYTHONDONTWRITEBYTECODE=1"), python, "-m", "unittest", "-v")
		passed(t, out, liveTests["python"], func(name string) string { return name + " (tests." }, "skipped")
		if !regexp.MustCompile(`(?m)^OK$`).MatchString(out) {
			t.Errorf("unittest did not end OK:\n%s", out)
		}
	})
}

// passed requires a line of out to hold mark(name) for every name, and no
// line to hold skip.
func passed(t *testing.T, out string, names []string, mark func(string) string, skip string) {
	t.Helper()
	var missing []string
	for _, n := range names {
		if !strings.Contains(out, mark(n)) {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		t.Errorf("not reported passed: %s\n%s", strings.Join(missing, ", "), out)
	}
	if strings.Contains(out, skip) {
		t.Errorf("a test was skipped:\n%s", out)
	}
}

// signedDelivery is a webhook delivery signed by the server's own signer
// (webhooks.Sign), now and an hour ago, for each SDK's verify_webhook
// test: JSON {Body, Header, Secret, OldHeader}.
func signedDelivery(t *testing.T) string {
	ev := &plumbline.WebhookEvent{ID: "evt_sdktest0000000000000000", Type: plumbline.EventUsageThreshold, Livemode: true,
		Data: json.RawMessage(`{"threshold":80,"monthly_quota":25000,"requests_used":20000}`), Created: time.Now()}
	body := webhooks.Body(ev)
	const secret = "whsec_sdk-test-secret-sdk-test-secret-sdk-test0"
	b, err := json.Marshal(map[string]string{"Body": string(body), "Secret": secret,
		"Header": webhooks.Sign(secret, time.Now(), body), "OldHeader": webhooks.Sign(secret, time.Now().Add(-time.Hour), body)})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
