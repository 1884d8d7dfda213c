package server_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/oauth"
)

// TestOAuthSecretsNeverAtRestOrLogged hands out every kind of OAuth secret
// (a client secret, codes, access and refresh tokens), uses, refreshes,
// revokes and replays them, sends them in malformed requests that make
// fasthttp log, then reads every row of every table and every log line:
// none of them, nor the API keys consent was given with, may appear.
func TestOAuthSecretsNeverAtRestOrLogged(t *testing.T) {
	schema := pgtest.New(t)
	e := startEnv(t, envOptions{store: billing.NewPGStore(schema.Pool), oauthStore: oauth.NewPGStore(schema.Pool)})
	var secrets []string
	reg := decode[map[string]any](t, e.do("POST", oauth.RegisterPath, `{"client_name":"Hosted","redirect_uris":["`+redirectURI+`"],"grant_types":["authorization_code","refresh_token"]}`,
		"Content-Type", "application/json"))
	secret := reg["client_secret"].(string)
	secrets = append(secrets, secret, e.key)
	c := e.registerClient(t)
	code := e.consent(t, c, e.key)
	tok := e.exchange(t, c, code)
	ref := decode[oauth.TokenResponse](t, e.tokenRequest(url.Values{"grant_type": {"refresh_token"}, "client_id": {c.id}, "refresh_token": {tok.RefreshToken}}))
	if ref.AccessToken == "" {
		t.Fatal("no refreshed tokens")
	}
	e.mcpInit(ref.AccessToken)
	e.tokenRequest(url.Values{"grant_type": {"refresh_token"}, "client_id": {c.id}, "refresh_token": {tok.RefreshToken}}) // a replay
	e.exchange2(t, c, code)                                                                                               // a replayed code
	secrets = append(secrets, code, tok.AccessToken, tok.RefreshToken, ref.AccessToken, ref.RefreshToken)
	e.mcpInit(tok.AccessToken)
	e.do("GET", "/v1/account/usage", "", "Authorization", "Bearer "+ref.AccessToken) // a token where it is not accepted
	e.do("POST", oauth.RevokePath, url.Values{"client_id": {c.id}, "token": {ref.RefreshToken}}.Encode(), "Content-Type", "application/x-www-form-urlencoded")
	// A confidential client's secret over Basic and in the form.
	e.do("POST", oauth.TokenPath, "grant_type=authorization_code&code=plc_x&code_verifier="+c.verifier, "Content-Type", "application/x-www-form-urlencoded",
		"Authorization", "Basic "+basic(reg["client_id"].(string), secret))
	e.do("POST", oauth.TokenPath, "grant_type=authorization_code&code=plc_x&client_id="+reg["client_id"].(string)+"&client_secret="+secret, "Content-Type", "application/x-www-form-urlencoded")
	// Malformed requests carrying them, which fasthttp logs.
	for _, s := range []string{tok.AccessToken, code, secret} {
		e.raw("POST /oauth/token HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s + "\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}")
		e.raw("GET /mcp?" + s + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + s + "\r\nBad Header\r\n\r\n")
	}
	time.Sleep(100 * time.Millisecond) // fasthttp logs after closing the connection

	dump := dumpSchema(t, schema)
	logs := e.logs.String()
	if !strings.Contains(logs, `"component":"fasthttp"`) {
		t.Fatal("no fasthttp message was logged; the test proves nothing")
	}
	for _, s := range secrets {
		token := s[4:]
		if strings.Contains(dump, token) {
			t.Errorf("a plaintext secret is stored in the database: %s…", s[:6])
		}
		if strings.Contains(logs, token) {
			t.Errorf("a plaintext secret reached the logs: %s…", s[:6])
		}
	}
	if !strings.Contains(dump, c.id) || !strings.Contains(dump, "oauth_") && !strings.Contains(dump, "grant_") {
		t.Error("sanity: the client and its grants should be stored")
	}
}

// exchange2 presents a code again (its answer is an error; the request is what matters).
func (e *testEnv) exchange2(t *testing.T, c oauthClient, code string) {
	t.Helper()
	r := e.tokenRequest(url.Values{"grant_type": {"authorization_code"}, "client_id": {c.id}, "code": {code}, "code_verifier": {c.verifier}, "redirect_uri": {redirectURI}})
	if r.status != 400 {
		t.Fatalf("a replayed code: %d %s", r.status, r.body)
	}
}

func basic(user, pass string) string {
	return b64(user + ":" + pass)
}

// dumpSchema is every row of every table of the schema, as JSON lines.
func dumpSchema(t *testing.T, schema *pgtest.Schema) string {
	t.Helper()
	ctx := context.Background()
	rows, err := schema.Pool.Query(ctx, `SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, schema.Name)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		_ = rows.Scan(&name)
		tables = append(tables, name)
	}
	rows.Close()
	var dump strings.Builder
	for _, table := range tables {
		rows, err := schema.Pool.Query(ctx, `SELECT row_to_json(t)::text FROM `+table+` t`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var line string
			_ = rows.Scan(&line)
			dump.WriteString(line + "\n")
		}
		rows.Close()
	}
	return dump.String()
}
