package server_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/testenv"
)

// browserDir is where the browser checks run (their npm packages are
// installed there by make test).
const browserDir = "testdata/mcp-ts"

// artifactDir is where the browser checks keep their screenshots: the
// repository's bin/browser/<check> (bin/ is not committed).
func artifactDir(t *testing.T, check string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "bin", "browser", check))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// needBrowser finds node, the pinned npm packages and Chromium; without
// them the test skips loudly, and fails under CI=true.
func needBrowser(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(browserDir, "node_modules", "playwright-core", "package.json"))
	}
	if err == nil {
		_, err = os.Stat(filepath.Join(browserDir, "node_modules", "axe-core", "axe.min.js"))
	}
	if err == nil {
		_, err = exec.LookPath(chromium())
	}
	if err != nil {
		testenv.Unavailable(t, "a headless browser (node, `npm ci --prefix server/testdata/mcp-ts` and Debian's chromium, which make test installs)", err)
	}
	return node
}

// chromium is the browser the checks drive: CHROMIUM, or Debian's.
func chromium() string {
	if c := os.Getenv("CHROMIUM"); c != "" {
		return c
	}
	return "/usr/bin/chromium"
}

// runNode runs a browser check and decodes the JSON line it prints.
func runNode(t *testing.T, node string, out any, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Dir = browserDir
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium())
	stdout, err := cmd.Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("node %v: %v\n%s", args, err, stderr)
	}
	if err := json.Unmarshal(stdout, out); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
}

// axeViolation is one axe-core finding.
type axeViolation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
}

// checkBrowserRun asserts what every browser check must hold: axe-core
// found nothing serious on any page, no page logged an error (a CSP
// refusal is one), and every screenshot was written.
func checkBrowserRun(t *testing.T, axe map[string][]axeViolation, consoleErrors, screenshots []string) {
	t.Helper()
	for page, vs := range axe {
		for _, v := range vs {
			if v.Impact == "serious" || v.Impact == "critical" {
				t.Errorf("axe on %s: %s (%s) %s at %v", page, v.ID, v.Impact, v.Help, v.Nodes)
			} else {
				t.Logf("axe on %s (%s, not failing): %s at %v", page, v.Impact, v.Help, v.Nodes)
			}
		}
	}
	if len(axe) == 0 {
		t.Error("axe-core ran on no page")
	}
	for _, e := range consoleErrors {
		t.Errorf("browser console: %s", e)
	}
	for _, s := range screenshots {
		if fi, err := os.Stat(s); err != nil || fi.Size() < 5000 {
			t.Errorf("screenshot %s: %v", s, err)
		}
	}
	t.Logf("screenshots in bin/browser: %d", len(screenshots))
}

// TestPagesInBrowser: a person signs up through /signup in Chromium (the
// processor's card element and the challenge widget are local stand-ins
// on their own origins, allowed by the page's CSP), copies the key, calls
// a calculator with it, then on /account reads usage, creates a key and
// revokes it, and opens the billing portal; the pages work on a phone.
func TestPagesInBrowser(t *testing.T) {
	node := needBrowser(t)
	stripe := newStripeDouble(t)
	challenge := challengeServer(t, "turnstile-secret")
	e := startEnv(t, envOptions{payments: billing.NewStripe("sk_test_123", stripe.URL), challenge: billing.NewSiteVerify(challenge.URL, "turnstile-secret"),
		pages: pagesConfig(stripe.URL, challenge.URL)})
	var out struct {
		Declined       string `json:"declined"`
		ChallengeReset bool   `json:"challengeReset"`
		Shown          string `json:"shown"`
		Copied         string `json:"copied"`
		CopyStatus     string `json:"copyStatus"`
		Curl           string `json:"curl"`
		Calc           struct {
			Status int            `json:"status"`
			Body   map[string]any `json:"body"`
		} `json:"calc"`
		Usage         string                    `json:"usage"`
		Tier          string                    `json:"tier"`
		KeyRows       int                       `json:"keyRows"`
		Created       string                    `json:"created"`
		CreatedCopied string                    `json:"createdCopied"`
		Dialog        string                    `json:"dialog"`
		RevokedStatus string                    `json:"revokedStatus"`
		RevokeButtons int                       `json:"revokeButtons"`
		Portal        string                    `json:"portal"`
		PhoneOverflow bool                      `json:"phoneOverflow"`
		Axe           map[string][]axeViolation `json:"axe"`
		ConsoleErrors []string                  `json:"consoleErrors"`
		Screenshots   []string                  `json:"screenshots"`
	}
	runNode(t, node, &out, "pages.mjs", e.base, artifactDir(t, "pages"), "person@example.com")

	if !strings.Contains(out.Declined, "declined") || !out.ChallengeReset {
		t.Errorf("declined card: %q (challenge reset: %v)", out.Declined, out.ChallengeReset)
	}
	if !billing.WellFormed(out.Shown) || out.Copied != out.Shown || !strings.Contains(out.CopyStatus, "Copied") {
		t.Fatalf("key shown %q, copied %q (%q)", out.Shown, out.Copied, out.CopyStatus)
	}
	if !strings.Contains(out.Curl, e.base+"/v1/calc/concrete/yards") || !strings.Contains(out.Curl, out.Shown) {
		t.Errorf("quick-start line %q", out.Curl)
	}
	if out.Calc.Status != 200 || out.Calc.Body["cubic_yards"] != 1.358 {
		t.Errorf("calculator with the copied key: %+v", out.Calc)
	}
	// The page read the account's real usage: the calculator call counted.
	if !strings.HasPrefix(out.Usage, "1 of 1,000 calls") || out.Tier != "Free" || out.KeyRows != 1 {
		t.Errorf("account page: usage %q, tier %q, %d keys", out.Usage, out.Tier, out.KeyRows)
	}
	if !billing.WellFormed(out.Created) || out.CreatedCopied != out.Created || !strings.Contains(out.Dialog, out.Created[:8]) {
		t.Errorf("created key %q (copied %q), dialog %q", out.Created, out.CreatedCopied, out.Dialog)
	}
	if !strings.HasPrefix(out.RevokedStatus, "revoked") || out.RevokeButtons != 1 {
		t.Errorf("revocation: status %q, %d revoke buttons left", out.RevokedStatus, out.RevokeButtons)
	}
	// What the page showed is what the API says.
	e.mustProblem(e.with(out.Created).get("/v1/account/usage"), 401, "/v1/account/usage")
	if r := e.with(out.Shown).get("/v1/account/usage"); r.status != 200 {
		t.Errorf("the signup key after the revocation of the other: %d", r.status)
	}
	if !strings.HasPrefix(out.Portal, "https://billing.stripe.com/") {
		t.Errorf("portal: %q", out.Portal)
	}
	if out.PhoneOverflow {
		t.Error("the account page scrolls sideways on a phone")
	}
	checkBrowserRun(t, out.Axe, out.ConsoleErrors, out.Screenshots)
}
