package web_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/web"
)

func pages(t *testing.T) *web.Pages {
	t.Helper()
	p, err := web.New(web.Config{
		PaymentScriptURL: "https://js.stripe.com/v3/", PublishableKey: "pk_test_123",
		PaymentOrigins:     []string{"https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com", "https://api.stripe.com"},
		ChallengeScriptURL: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit", SiteKey: "0x4AAA",
		ChallengeOrigins: []string{"https://challenges.cloudflare.com"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCSPAllowsExactlyTheThirdParties(t *testing.T) {
	p := pages(t)
	csp := p.CSP("http://127.0.0.1:9999")
	for _, want := range []string{
		"default-src 'none'",
		"script-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://api.stripe.com https://challenges.cloudflare.com;",
		"frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://api.stripe.com https://challenges.cloudflare.com;",
		"form-action 'self' http://127.0.0.1:9999;", "frame-ancestors 'none'", "base-uri 'none'", "style-src 'self';",
	} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe") || strings.Contains(csp, " *;") {
		t.Errorf("CSP %q allows too much", csp)
	}
	bare, _ := web.New(web.Config{})
	if got := bare.CSP(); !strings.Contains(got, "frame-src 'none'") || !strings.Contains(got, "script-src 'self';") {
		t.Errorf("without third parties: %q", got)
	}
}

func TestSettingsAreChecked(t *testing.T) {
	for _, cfg := range []web.Config{
		{PaymentOrigins: []string{"https://js.stripe.com; script-src *"}},
		{PaymentOrigins: []string{"https://js.stripe.com/v3"}},
		{PaymentOrigins: []string{"*"}},
		{ChallengeOrigins: []string{"javascript:alert(1)"}},
		{PaymentScriptURL: "https://evil.example.com/v3/", PaymentOrigins: []string{"https://js.stripe.com"}},
		{ChallengeScriptURL: "//challenges.cloudflare.com/api.js", ChallengeOrigins: []string{"https://challenges.cloudflare.com"}},
	} {
		if _, err := web.New(cfg); err == nil {
			t.Errorf("accepted %+v", cfg)
		}
	}
	if _, err := web.New(web.Config{PaymentScriptURL: "https://m.js.stripe.com/v3/", PaymentOrigins: []string{"https://*.js.stripe.com"}}); err != nil {
		t.Errorf("a wildcard origin: %v", err)
	}
}

func TestSafeNext(t *testing.T) {
	for next, want := range map[string]string{
		"/oauth/authorize?client_id=x&state=y":       "/oauth/authorize?client_id=x&state=y",
		"https://evil.example.com/oauth/authorize?x": "",
		"//evil.example.com/oauth/authorize?x":       "",
		"/oauth/authorize/../../evil?x":              "",
		"/account":                                   "",
		"/oauth/authorize?\\evil":                    "",
		"":                                           "",
	} {
		if got := web.SafeNext(next); got != want {
			t.Errorf("SafeNext(%q) = %q, want %q", next, got, want)
		}
	}
}

// TestConsentEscapes: a client names itself; its name and parameters reach
// the page as text, never as markup.
func TestConsentEscapes(t *testing.T) {
	var b bytes.Buffer
	err := pages(t).Consent(&b, web.ConsentData{ClientName: `<script>alert(1)</script>`, RedirectHost: `"evil.example.com`, Local: true,
		Params: []web.Param{{Name: "state", Value: `"><img src=x onerror=alert(1)>`}}, Self: "/oauth/authorize?a=b&c=<d>"})
	if err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"<script>alert", "<img src=x", `value=""`} {
		if strings.Contains(page, bad) {
			t.Errorf("page holds %q", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "runs on your own computer", `href="/signup?next=%2foauth%2fauthorize%3fa%3db%26c%3d%3cd%3e"`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
}

func TestPagesRender(t *testing.T) {
	p := pages(t)
	var b bytes.Buffer
	if err := p.Signup(&b, "/oauth/authorize?client_id=x"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<script src="https://js.stripe.com/v3/"></script>`, `data-publishable-key="pk_test_123"`, `href="/oauth/authorize?client_id=x"`, `<script src="/assets/signup.js" defer>`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("signup page lacks %q", want)
		}
	}
	off, _ := web.New(web.Config{SignupUnavailable: "billing is not configured"})
	b.Reset()
	if err := off.Signup(&b, ""); err != nil || !strings.Contains(b.String(), "Signup is not available on this server: billing is not configured") || strings.Contains(b.String(), "stripe") {
		t.Errorf("signup off: %v %s", err, b.String())
	}
	for _, name := range []string{"app.css", "common.js", "signup.js", "account.js", "consent.js"} {
		if a, ok := p.Asset(name); !ok || len(a.Body) == 0 || a.ETag == "" || a.ContentType == "application/octet-stream" {
			t.Errorf("asset %s: %+v", name, a.ContentType)
		}
	}
}
