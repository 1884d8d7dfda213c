// Package web holds the people's pages: signup, the account page and the
// OAuth consent page. They are plain HTML rendered from embedded
// templates, with a little JavaScript and CSS of our own (no framework, no
// build step); the JavaScript calls the same API everybody else does. The
// package knows nothing of HTTP servers: server mounts it.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net/url"
	"path"
	"strings"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed assets/*
var assetFS embed.FS

// Config is what the pages need from the settings.
type Config struct {
	// PaymentScriptURL is the payment processor's browser script (Stripe.js)
	// and PublishableKey the key it is initialised with.
	PaymentScriptURL string
	PublishableKey   string
	// PaymentOrigins are the processor's origins the signup page may load
	// scripts and frames from and connect to.
	PaymentOrigins []string
	// ChallengeScriptURL is the bot-challenge widget's script (Turnstile's
	// api.js, explicit rendering) and SiteKey the widget's site key.
	ChallengeScriptURL string
	SiteKey            string
	ChallengeOrigins   []string
	// SignupUnavailable, when set, says why signup cannot work here (no
	// payment processor or challenge configured); the page shows it.
	SignupUnavailable string
}

// Pages renders the pages and serves their assets.
type Pages struct {
	cfg     Config
	pages   map[string]*template.Template
	assets  map[string]Asset
	origins []string // the third-party origins, in CSP order
}

// Asset is one embedded file, with what its response needs.
type Asset struct {
	Body        []byte
	ContentType string
	ETag        string
}

// New validates the settings and parses the templates.
func New(cfg Config) (*Pages, error) {
	p := &Pages{cfg: cfg, pages: map[string]*template.Template{}, assets: map[string]Asset{}}
	for _, o := range append(append([]string(nil), cfg.PaymentOrigins...), cfg.ChallengeOrigins...) {
		if err := validOrigin(o); err != nil {
			return nil, err
		}
		p.origins = append(p.origins, o)
	}
	for _, s := range []struct{ name, url string }{{"payment", cfg.PaymentScriptURL}, {"challenge", cfg.ChallengeScriptURL}} {
		if s.url == "" {
			continue
		}
		u, err := url.Parse(s.url)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return nil, fmt.Errorf("web: the %s script URL %q must be an absolute http(s) URL", s.name, s.url)
		}
		if !p.allowed(u.Scheme + "://" + u.Host) {
			return nil, fmt.Errorf("web: the %s script %q is not on one of its allowed origins", s.name, s.url)
		}
	}
	layout, err := template.ParseFS(templateFS, "templates/layout.html")
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"signup", "account", "consent", "authorize_error"} {
		t, err := template.Must(layout.Clone()).ParseFS(templateFS, "templates/"+name+".html")
		if err != nil {
			return nil, err
		}
		p.pages[name] = t
	}
	err = fs.WalkDir(assetFS, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := assetFS.ReadFile(name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		p.assets[path.Base(name)] = Asset{Body: body, ContentType: contentType(name), ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
		return nil
	})
	return p, err
}

// validOrigin accepts scheme://host[:port], or a wildcard host label
// (https://*.js.stripe.com) as CSP allows: nothing with a path, quote,
// semicolon or space, which would change the policy.
func validOrigin(o string) error {
	u, err := url.Parse(strings.Replace(o, "*.", "wildcard.", 1))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.Path != "" || u.RawQuery != "" ||
		u.User != nil || strings.ContainsAny(o, "'; \t\"") || strings.Count(o, "*") > 1 {
		return fmt.Errorf("web: page origin %q must be scheme://host[:port] (a leading *. is allowed)", o)
	}
	return nil
}

// allowed reports whether origin is one of the third-party origins (a
// wildcard one matches any host label in its place).
func (p *Pages) allowed(origin string) bool {
	for _, o := range p.origins {
		if o == origin {
			return true
		}
		if before, after, ok := strings.Cut(o, "*"); ok && len(origin) > len(before)+len(after) &&
			strings.HasPrefix(origin, before) && strings.HasSuffix(origin, after) {
			return true
		}
	}
	return false
}

func contentType(name string) string {
	switch path.Ext(name) {
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	}
	return "application/octet-stream"
}

// Asset returns an embedded asset by file name.
func (p *Pages) Asset(name string) (Asset, bool) {
	a, ok := p.assets[name]
	return a, ok
}

// CSP is the pages' Content-Security-Policy: our own scripts, styles and
// API; the processor's and the challenge's origins for their scripts,
// frames and calls, and nothing else. formAction adds where a form may
// send the browser (the consent page's redirect URI).
func (p *Pages) CSP(formAction ...string) string {
	third := strings.Join(p.origins, " ")
	sp := func(s string) string {
		if s == "" {
			return ""
		}
		return " " + s
	}
	frames := "'none'"
	if third != "" {
		frames = third
	}
	return "default-src 'none'; script-src 'self'" + sp(third) + "; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'" + sp(third) +
		"; frame-src " + frames + "; form-action 'self'" + sp(strings.Join(formAction, " ")) + "; base-uri 'none'; frame-ancestors 'none'"
}

// page is what every template gets.
type page struct {
	Title   string
	Script  string   // our own script for the page
	Scripts []string // third-party scripts, loaded first
	Data    any
}

func (p *Pages) render(w io.Writer, name string, pg page) error {
	var buf bytes.Buffer // render fully first: a failure must not leave half a page
	if err := p.pages[name].ExecuteTemplate(&buf, "layout", pg); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// SignupData is the signup page's view.
type SignupData struct {
	Unavailable    string
	PublishableKey string
	SiteKey        string
	// Next is where to continue after signup: an authorization request
	// (a path under /oauth/authorize), or "".
	Next string
}

// Signup renders the signup page; next is the "next" query parameter,
// kept only if it is one of our authorization requests.
func (p *Pages) Signup(w io.Writer, next string) error {
	d := SignupData{Unavailable: p.cfg.SignupUnavailable, PublishableKey: p.cfg.PublishableKey, SiteKey: p.cfg.SiteKey, Next: SafeNext(next)}
	pg := page{Title: "Create your account", Script: "signup.js", Data: d}
	if d.Unavailable == "" {
		pg.Scripts = []string{p.cfg.PaymentScriptURL, p.cfg.ChallengeScriptURL}
	}
	return p.render(w, "signup", pg)
}

// SafeNext keeps next only when it is a path to this server's
// authorization endpoint: anything else could send a person elsewhere.
func SafeNext(next string) string {
	if !strings.HasPrefix(next, "/oauth/authorize?") || strings.ContainsAny(next, "\\\r\n\t") || strings.HasPrefix(next, "//") {
		return ""
	}
	if u, err := url.Parse(next); err != nil || u.Host != "" || u.Scheme != "" || u.Path != "/oauth/authorize" {
		return ""
	}
	return next
}

// Account renders the account page (the key is pasted there, never sent with the page).
func (p *Pages) Account(w io.Writer) error {
	return p.render(w, "account", page{Title: "Your account", Script: "account.js"})
}

// ConsentData is the consent page's view.
type ConsentData struct {
	ClientName string
	ClientURI  string
	// ClientHost is the host that serves the client's metadata document
	// (its client_id is that URL), "" for a registered client.
	ClientHost   string
	Scopes       []string // what the application asks for, for people
	RedirectHost string
	Local        bool    // the client runs on the person's machine
	Params       []Param // the authorization request, carried through the form
	Error        string  // why the last attempt failed
	// Self is this page's own path and query, for the signup link's next.
	Self string
}

// Param is one hidden form field.
type Param struct{ Name, Value string }

// Consent renders the consent page.
func (p *Pages) Consent(w io.Writer, d ConsentData) error {
	return p.render(w, "consent", page{Title: "Authorize " + d.ClientName, Script: "consent.js", Data: d})
}

// AuthorizeError renders the page for an authorization request that cannot
// be answered at the client's redirect URI (unknown client, unregistered
// redirect URI).
func (p *Pages) AuthorizeError(w io.Writer, detail string) error {
	return p.render(w, "authorize_error", page{Title: "This authorization request cannot be used", Data: detail})
}
