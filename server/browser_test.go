package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
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
		Prefilled       bool                      `json:"prefilled"`
		PrefilledAgain  bool                      `json:"prefilledFromAccount"`
		ConsentRedirect string                    `json:"consentRedirect"`
		Usage           string                    `json:"usage"`
		Tier            string                    `json:"tier"`
		KeyRows         int                       `json:"keyRows"`
		Created         string                    `json:"created"`
		CreatedCopied   string                    `json:"createdCopied"`
		Dialog          string                    `json:"dialog"`
		RevokedStatus   string                    `json:"revokedStatus"`
		RevokeButtons   int                       `json:"revokeButtons"`
		Portal          string                    `json:"portal"`
		PhoneOverflow   bool                      `json:"phoneOverflow"`
		Axe             map[string][]axeViolation `json:"axe"`
		ConsoleErrors   []string                  `json:"consoleErrors"`
		Screenshots     []string                  `json:"screenshots"`
	}
	// The application the person authorizes: its callback answers a page.
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<!doctype html><title>Application</title><p>Authorized.</p>"))
	}))
	t.Cleanup(app.Close)
	c := e.registerClientAt(t, app.URL+"/callback")
	runNode(t, node, &out, "pages.mjs", e.base, artifactDir(t, "pages"), "person@example.com", oauth.AuthorizePath+"?"+c.authorizeQuery(e.base).Encode())

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
	// Signed up from a consent page, the person goes back to it with the new key and authorizes.
	if to, _ := url.Parse(out.ConsentRedirect); !out.Prefilled || !strings.HasPrefix(out.ConsentRedirect, c.redirect+"?") || to.Query().Get("code") == "" {
		t.Errorf("back to the consent page: key prefilled %v, redirect %q", out.Prefilled, out.ConsentRedirect)
	} else if tok := e.exchange(t, c, to.Query().Get("code")); e.mcpInit(tok.AccessToken).status != 200 {
		t.Error("the new account's consent gave no working token")
	}
	if out.PrefilledAgain {
		t.Error("a consent page opened from a tab holding a key was filled in with it (issue 35)")
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

// TestOAuthSDKThroughConsent: the official MCP TypeScript SDK's OAuth
// client connects to /mcp from nothing but its URL: the 401, discovery,
// registration, the consent page in Chromium (authorized with the test
// customer's key), the code exchange with PKCE; then it lists the tools,
// calls one, which counts against that customer's quota, and refreshes.
func TestOAuthSDKThroughConsent(t *testing.T) {
	node := needBrowser(t)
	e := start(t)
	used := func() float64 {
		return decode[map[string]any](t, e.get("/v1/account/usage"))["requests_used"].(float64)
	}
	before := used()
	var out struct {
		AuthorizationURL     string `json:"authorizationUrl"`
		ConsentTitle         string `json:"consentTitle"`
		ConsentFacts         string `json:"consentFacts"`
		LocalWarning         int    `json:"localWarning"`
		WrongKey             string `json:"wrongKey"`
		ConnectedWithoutAuth bool   `json:"connectedWithoutAuth"`
		StateMatches         bool   `json:"stateMatches"`
		ISS                  string `json:"iss"`
		ClientID             string `json:"clientId"`
		Tokens               struct {
			Type       string `json:"type"`
			ExpiresIn  int    `json:"expiresIn"`
			Scope      string `json:"scope"`
			Access     string `json:"access"`
			HasRefresh bool   `json:"hasRefresh"`
		} `json:"tokens"`
		ProtocolVersion string `json:"protocolVersion"`
		Tools           int    `json:"tools"`
		Yards           struct {
			IsError    bool           `json:"isError"`
			Structured map[string]any `json:"structured"`
		} `json:"yards"`
		Refresh           string `json:"refresh"`
		Rotated           bool   `json:"rotated"`
		RefreshedAccess   string `json:"refreshedAccess"`
		YardsAfterRefresh struct {
			IsError    bool           `json:"isError"`
			Structured map[string]any `json:"structured"`
		} `json:"yardsAfterRefresh"`
		Axe           map[string][]axeViolation `json:"axe"`
		ConsoleErrors []string                  `json:"consoleErrors"`
		Screenshots   []string                  `json:"screenshots"`
	}
	runNode(t, node, &out, "oauth.mjs", e.base+server.MCPPath, e.key, artifactDir(t, "oauth"))

	u, _ := url.Parse(out.AuthorizationURL)
	q := u.Query()
	if u.Path != oauth.AuthorizePath || q.Get("code_challenge_method") != "S256" || q.Get("resource") != e.base+server.MCPPath || q.Get("scope") != "mcp" {
		t.Errorf("the SDK's authorization request: %s", out.AuthorizationURL)
	}
	if out.ConsentTitle != "Authorize plumbline OAuth check" || !strings.Contains(out.ConsentFacts, "127.0.0.1:") || out.LocalWarning != 1 {
		t.Errorf("consent page: %q %q, localhost warning %d", out.ConsentTitle, out.ConsentFacts, out.LocalWarning)
	}
	if !strings.Contains(out.WrongKey, "That API key is not valid") {
		t.Errorf("a wrong key on the consent page: %q", out.WrongKey)
	}
	if out.ConnectedWithoutAuth || !out.StateMatches || out.ISS != e.base || !strings.HasPrefix(out.ClientID, oauth.ClientIDPrefix) {
		t.Errorf("authorization: connected without a token %v, state %v, iss %q, client %q", out.ConnectedWithoutAuth, out.StateMatches, out.ISS, out.ClientID)
	}
	if out.Tokens.Type != "Bearer" || out.Tokens.ExpiresIn != 3600 || out.Tokens.Scope != "mcp" || !out.Tokens.HasRefresh || !oauth.IsAccessToken([]byte(out.Tokens.Access)) {
		t.Errorf("tokens %+v", out.Tokens)
	}
	if out.Tools != e.toolCount(t) || out.Yards.IsError || out.Yards.Structured["cubic_yards"] != 1.358 || out.ProtocolVersion != "2025-11-25" {
		t.Errorf("with the token: %d tools at %s, yards %+v", out.Tools, out.ProtocolVersion, out.Yards)
	}
	if out.Refresh != "AUTHORIZED" || !out.Rotated || out.YardsAfterRefresh.Structured["cubic_yards"] != 1.358 {
		t.Errorf("refresh: %q rotated %v, %+v", out.Refresh, out.Rotated, out.YardsAfterRefresh)
	}
	// Both tool calls counted against the account whose key consented.
	if got := used(); got != before+2 {
		t.Errorf("usage of the consenting account: %v -> %v, want +2", before, got)
	}
	// The first access token still works until it expires; the refreshed one too; REST refuses both.
	for _, tok := range []string{out.Tokens.Access, out.RefreshedAccess} {
		if r := e.mcpInit(tok); r.status != 200 {
			t.Errorf("a token the SDK obtained: %d %s", r.status, r.body)
		}
		e.mustProblem(e.do("GET", "/v1/account/usage", "", "Authorization", "Bearer "+tok), 401, "/v1/account/usage")
	}
	checkBrowserRun(t, out.Axe, out.ConsoleErrors, out.Screenshots)
}
