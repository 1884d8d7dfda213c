package server_test

import (
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
)

// metadataHost serves client metadata documents over TLS on loopback, as a
// hosted client publishes its own; fetches counts the GETs of each path.
type metadataHost struct {
	*httptest.Server
	fetches map[string]*atomic.Int32
	docs    map[string]func(self string) (status int, headers map[string]string, body string)
}

func newMetadataHost(t *testing.T) *metadataHost {
	h := &metadataHost{fetches: map[string]*atomic.Int32{}, docs: map[string]func(string) (int, map[string]string, string){}}
	h.Server = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		doc := h.docs[r.URL.Path]
		if doc == nil {
			http.NotFound(w, r)
			return
		}
		h.fetches[r.URL.Path].Add(1)
		status, headers, body := doc(h.URL + r.URL.Path)
		for k, v := range headers {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(h.Close)
	return h
}

func (h *metadataHost) serve(path string, doc func(self string) (int, map[string]string, string)) string {
	h.docs[path], h.fetches[path] = doc, &atomic.Int32{}
	return h.URL + path
}

func clientDoc(self, redirect string) string {
	return `{"client_id":"` + self + `","client_name":"Hosted agent","client_uri":"https://agent.example.com","redirect_uris":["` + redirect +
		`"],"grant_types":["authorization_code","refresh_token"],"token_endpoint_auth_method":"none"}`
}

func startWithMetadataHost(t *testing.T, h *metadataHost, loopback bool) *testEnv {
	pool := x509.NewCertPool()
	pool.AddCert(h.Certificate())
	return startEnv(t, envOptions{oauthConfig: func(c *oauth.Config) {
		c.MetadataFetch = oauth.MetadataFetch{AllowLoopback: loopback, RootCAs: pool, MaxBytes: 2048}
	}})
}

func cimdClient(id string) oauthClient {
	verifier := "verifier-" + strings.Repeat("y", 50)
	sum := sha256.Sum256([]byte(verifier))
	return oauthClient{id: id, verifier: verifier, challenge: base64.RawURLEncoding.EncodeToString(sum[:]), redirect: redirectURI}
}

// A client whose client_id is the https URL of its metadata document
// registers nowhere: the consent page names it and its host, the flow
// completes as for a registered client, and the document is fetched once
// while its Cache-Control allows.
func TestClientIDMetadataDocument(t *testing.T) {
	h := newMetadataHost(t)
	id := h.serve("/agent/client.json", func(self string) (int, map[string]string, string) {
		return 200, map[string]string{"Content-Type": "application/json", "Cache-Control": "max-age=60"}, clientDoc(self, redirectURI)
	})
	e := startWithMetadataHost(t, h, true)
	meta := decode[map[string]any](t, e.do("GET", oauth.ServerMetadataPath, ""))
	if meta["client_id_metadata_document_supported"] != true {
		t.Fatalf("metadata: %v", meta["client_id_metadata_document_supported"])
	}
	c := cimdClient(id)
	page := e.do("GET", oauth.AuthorizePath+"?"+c.authorizeQuery(e.base).Encode(), "")
	host := strings.TrimPrefix(h.URL, "https://")
	if page.status != 200 || !strings.Contains(string(page.body), "Hosted agent") || !strings.Contains(string(page.body), "<code>"+host+"</code>") {
		t.Fatalf("consent page: %d %s", page.status, page.body)
	}
	tok := e.exchange(t, c, e.consent(t, c, e.key))
	if r := e.mcpInit(tok.AccessToken); r.status != 200 {
		t.Fatalf("/mcp with the token: %d %s", r.status, r.body)
	}
	// Refresh: the client is still its document.
	r := e.tokenRequest(url.Values{"grant_type": {"refresh_token"}, "client_id": {id}, "refresh_token": {tok.RefreshToken}})
	if r.status != 200 {
		t.Fatalf("refresh: %d %s", r.status, r.body)
	}
	if n := h.fetches["/agent/client.json"].Load(); n != 1 {
		t.Fatalf("fetched %d times within max-age", n)
	}
}

// What a document must be, and where it may be fetched from: each refusal
// is the error page (never a redirect: nothing vouches for the redirect URI).
func TestClientIDMetadataDocumentRefused(t *testing.T) {
	h := newMetadataHost(t)
	json200 := map[string]string{"Content-Type": "application/json", "Cache-Control": "no-store"}
	wrongID := h.serve("/wrong-id.json", func(self string) (int, map[string]string, string) {
		return 200, json200, clientDoc(self+"x", redirectURI)
	})
	otherRedirect := h.serve("/other-redirect.json", func(self string) (int, map[string]string, string) {
		return 200, json200, clientDoc(self, "https://agent.example.com/cb")
	})
	redirected := h.serve("/moved.json", func(string) (int, map[string]string, string) {
		return 302, map[string]string{"Location": "/agent/client.json"}, ""
	})
	big := h.serve("/big.json", func(self string) (int, map[string]string, string) {
		return 200, json200, strings.Replace(clientDoc(self, redirectURI), `"client_name"`, `"x":"`+strings.Repeat("a", 3000)+`","client_name"`, 1)
	})
	secret := h.serve("/secret.json", func(self string) (int, map[string]string, string) {
		return 200, json200, strings.Replace(clientDoc(self, redirectURI), `"none"`, `"client_secret_basic"`, 1)
	})
	noStore := h.serve("/nostore.json", func(self string) (int, map[string]string, string) {
		return 200, json200, clientDoc(self, redirectURI)
	})
	e := startWithMetadataHost(t, h, true)
	for id, why := range map[string]string{
		wrongID:                         "must say client_id",
		otherRedirect:                   "redirect_uri is not one the application registered",
		redirected:                      "answered HTTP 302",
		big:                             "is over 2048 bytes",
		secret:                          "token_endpoint_auth_method none",
		h.URL + "/missing.json":         "answered HTTP 404",
		h.URL + "/":                     "must have a path",
		h.URL + "/a.json?x=1":           "no credentials, query or fragment",
		"http://127.0.0.1:1/agent.json": "not a client registered here",
	} {
		c := cimdClient(id)
		r := e.do("GET", oauth.AuthorizePath+"?"+c.authorizeQuery(e.base).Encode(), "")
		if r.status != 400 || r.header.Get("Location") != "" || !strings.Contains(string(r.body), why) {
			t.Fatalf("%s: want a page saying %q; got %d %s", id, why, r.status, r.body)
		}
	}
	// no-store: fetched on every use.
	c := cimdClient(noStore)
	for range 2 {
		if r := e.do("GET", oauth.AuthorizePath+"?"+c.authorizeQuery(e.base).Encode(), ""); r.status != 200 {
			t.Fatalf("no-store document: %d", r.status)
		}
	}
	if n := h.fetches["/nostore.json"].Load(); n != 2 {
		t.Fatalf("a no-store document was fetched %d times for 2 uses", n)
	}
	// Without the test setting, a loopback address is never fetched.
	strict := startWithMetadataHost(t, h, false)
	before := h.fetches["/nostore.json"].Load()
	r := strict.do("GET", oauth.AuthorizePath+"?"+c.authorizeQuery(strict.base).Encode(), "")
	if r.status != 400 || !strings.Contains(string(r.body), "not at a public address") || h.fetches["/nostore.json"].Load() != before {
		t.Fatalf("a loopback document without the setting: %d %s", r.status, r.body)
	}
	_ = server.MCPPath
}
