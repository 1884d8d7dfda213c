package server

import (
	"context"
	"encoding/json"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/plumbline-api/plumbline/internal/jsonw"
)

// The stateless 2026-07-28 revision is served by mcp-go. Everything the
// session-based revisions offer is registered with it too, each handler
// running the fast path's own code (the same answers, the same metering):
// tools (mcpGoTools), resources and resource templates, and prompts. The
// server offers no completions at any revision.

// Cache hints of 2026-07-28 list and read results (ttlMs, cacheScope). The
// lists change only with a release of the server, so a client may keep them
// an hour; the resources and prompts lists are the same for every caller
// (public), the tool list depends on the token's scopes (private). A read
// may change when a dataset version goes live, so it is kept five minutes.
const (
	mcpListTTL = time.Hour
	mcpReadTTL = 5 * time.Minute
)

func mcpCacheHints() []mcpserver.ServerOption {
	list, read := mcpListTTL.Milliseconds(), mcpReadTTL.Milliseconds()
	return []mcpserver.ServerOption{
		mcpserver.WithMethodCacheHints(mcp.MethodToolsList, list, mcp.CacheScopePrivate),
		mcpserver.WithMethodCacheHints(mcp.MethodResourcesList, list, mcp.CacheScopePublic),
		mcpserver.WithMethodCacheHints(mcp.MethodResourcesTemplatesList, list, mcp.CacheScopePublic),
		mcpserver.WithMethodCacheHints(mcp.MethodPromptsList, list, mcp.CacheScopePublic),
		mcpserver.WithMethodCacheHints(mcp.MethodResourcesRead, read, mcp.CacheScopePublic),
	}
}

// nativeError is a fast-path JSON-RPC error carried out of an mcp-go
// handler (mcp-go answers it as -32603 with this message).
type nativeError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *nativeError) Error() string { return e.Message }

// nativeResult decodes one fast-path answer into out, or returns its error.
func nativeResult(answer []byte, out any) error {
	var env struct {
		Result json.RawMessage `json:"result"`
		Error  *nativeError    `json:"error"`
	}
	if err := json.Unmarshal(answer, &env); err != nil {
		return err
	}
	if env.Error != nil {
		return env.Error
	}
	return json.Unmarshal(env.Result, out)
}

// nativeMessage is a request as the fast path reads it.
func nativeMessage(method string, params any) (*rpcMessage, error) {
	p, err := json.Marshal(params)
	if err != nil {
		return nil, err
	}
	return &rpcMessage{id: []byte("0"), method: jsonw.AppendString(nil, method), params: p}, nil
}

// registerMCPGoResources gives mcp-go the fast path's resources, templates
// and prompts, each read through the fast path.
func (n *mcpNative) registerMCPGoResources(srv *mcpserver.MCPServer) error {
	var list struct {
		Resources []struct {
			URI, Name, Title, Description, MIMEType string
		} `json:"resources"`
	}
	var templates struct {
		ResourceTemplates []struct {
			URITemplate, Name, Title, Description, MIMEType string
		} `json:"resourceTemplates"`
	}
	if err := json.Unmarshal(n.res.list, &list); err != nil {
		return err
	}
	if err := json.Unmarshal(n.res.templates, &templates); err != nil {
		return err
	}
	read := func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		m, err := nativeMessage("resources/read", map[string]string{"uri": req.Params.URI})
		if err != nil {
			return nil, err
		}
		var out struct {
			Contents []mcp.TextResourceContents `json:"contents"`
		}
		if err := nativeResult(n.res.read(nil, mcpCallFrom(ctx), m), &out); err != nil {
			return nil, err
		}
		contents := make([]mcp.ResourceContents, len(out.Contents))
		for i, c := range out.Contents {
			contents[i] = c
		}
		return contents, nil
	}
	for _, r := range list.Resources {
		srv.AddResource(mcp.NewResource(r.URI, r.Name, mcp.WithResourceTitle(r.Title), mcp.WithResourceDescription(r.Description), mcp.WithMIMEType(r.MIMEType)), read)
	}
	for _, t := range templates.ResourceTemplates {
		srv.AddResourceTemplate(mcp.NewResourceTemplate(t.URITemplate, t.Name, mcp.WithTemplateTitle(t.Title), mcp.WithTemplateDescription(t.Description), mcp.WithTemplateMIMEType(t.MIMEType)), read)
	}
	for _, p := range n.prompts.byName {
		prompt := mcp.Prompt{Name: p.Name, Title: p.Title, Description: p.Description}
		for _, a := range p.Arguments {
			prompt.Arguments = append(prompt.Arguments, mcp.PromptArgument{Name: a.Name, Description: a.Description, Required: a.Required})
		}
		srv.AddPrompt(prompt, func(_ context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			m, err := nativeMessage("prompts/get", map[string]any{"name": req.Params.Name, "arguments": req.Params.Arguments})
			if err != nil {
				return nil, err
			}
			var out struct {
				Description string `json:"description"`
				Messages    []struct {
					Role    mcp.Role `json:"role"`
					Content struct {
						Text string `json:"text"`
					} `json:"content"`
				} `json:"messages"`
			}
			if err := nativeResult(n.prompts.get(nil, m), &out); err != nil {
				return nil, err
			}
			res := &mcp.GetPromptResult{Description: out.Description}
			for _, msg := range out.Messages {
				res.Messages = append(res.Messages, mcp.PromptMessage{Role: msg.Role, Content: mcp.NewTextContent(msg.Content.Text)})
			}
			return res, nil
		})
	}
	return nil
}
