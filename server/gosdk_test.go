package server_test

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	calcpkg "github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
)

// The official Go SDK (github.com/modelcontextprotocol/go-sdk) as a client
// identified by a Client ID Metadata Document: its own OAuth handler meets
// the 401, finds the metadata, uses the document's URL as client_id, and is
// authorized for calc alone (the person's consent is the fetcher below); it
// lists only the calculators, meets the 403 insufficient_scope of a costs
// tool, steps up to the scopes the challenge names and makes the call.
func TestGoSDKMetadataDocumentAndStepUp(t *testing.T) {
	h := newMetadataHost(t)
	id := h.serve("/go/client.json", func(self string) (int, map[string]string, string) {
		return 200, map[string]string{"Content-Type": "application/json", "Cache-Control": "max-age=300"},
			strings.NewReplacer("Hosted agent", "Hosted Go agent", `,"refresh_token"`, "").Replace(clientDoc(self, redirectURI))
	})
	e := startWithMetadataHost(t, h, true)
	var asked []string
	fetch := func(ctx context.Context, args *auth.AuthorizationArgs) (*auth.AuthorizationResult, error) {
		u, err := url.Parse(args.URL)
		if err != nil {
			return nil, err
		}
		q := u.Query()
		asked = append(asked, q.Get("client_id")+" "+q.Get("scope"))
		q.Set("api_key", e.key)
		q.Set("decision", "allow")
		r := e.do("POST", oauth.AuthorizePath, q.Encode(), "Content-Type", "application/x-www-form-urlencoded", "Origin", e.base)
		to, err := url.Parse(r.header.Get("Location"))
		if err != nil || r.status != 303 {
			t.Fatalf("consent: %d %s", r.status, r.body)
		}
		return &auth.AuthorizationResult{Code: to.Query().Get("code"), State: to.Query().Get("state"), Iss: to.Query().Get("iss")}, nil
	}
	handler, err := auth.NewAuthorizationCodeHandler(&auth.AuthorizationCodeHandlerConfig{
		ClientIDMetadataDocumentConfig: &auth.ClientIDMetadataDocumentConfig{URL: id},
		RedirectURL:                    redirectURI,
		AuthorizationCodeFetcher:       fetch,
		// Ask for calc at first (the 401 names every scope, "mcp"); a
		// step-up asks for what the challenge names.
		ScopeFilter: func(discovered []string) []string {
			if slices.Contains(discovered, "costs") {
				return discovered
			}
			return []string{"calc"}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := gosdk.NewClient(&gosdk.Implementation{Name: "plumbline-go-sdk-check", Version: "1.0.0"}, nil)
	session, err := client.Connect(ctx, &gosdk.StreamableClientTransport{Endpoint: e.base + server.MCPPath, OAuthHandler: handler}, nil)
	if err != nil {
		t.Fatalf("connect: %v (asked %v)", err, asked)
	}
	defer session.Close()
	tools, err := session.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) != len(calcpkg.Builtin().All())+2 {
		t.Fatalf("tools/list with a calc grant: %v, %d tools", err, len(tools.Tools))
	}
	res, err := session.CallTool(ctx, &gosdk.CallToolParams{Name: "costs_list", Arguments: map[string]any{}})
	if err != nil || res.IsError {
		t.Fatalf("costs_list after the step-up: %v %+v (asked %v)", err, res, asked)
	}
	// The scopes of the step-up in any order: the SDK joins the granted and
	// the challenged scopes in an order of its own (a run asked "costs calc").
	scopes := func(s string) string {
		f := strings.Fields(s)
		slices.Sort(f)
		return strings.Join(f, " ")
	}
	if len(asked) != 2 || asked[0] != id+" calc" || scopes(asked[1]) != scopes(id+" calc costs") {
		t.Fatalf("authorizations asked: %q", asked)
	}
	if n := h.fetches["/go/client.json"].Load(); n != 1 {
		t.Fatalf("the document was fetched %d times", n)
	}
	t.Logf("protocol %s", session.InitializeResult().ProtocolVersion)
}
