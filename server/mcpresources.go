package server

import (
	"encoding/json"
	"net/url"
	"strings"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/reference"
)

// mcpResourceScheme prefixes every resource URI.
const mcpResourceScheme = "plumbline://"

// mcpResources are the areas' documents (plumbline://docs/<area>/<name>),
// plus one resource per record operation (isRecordOp: a record by URI, e.g.
// plumbline://codes/irc/sections/R311.7.5): an area's new document or record
// operation is a resource with no code here. The calculator catalog is one
// too.
type mcpResources struct {
	s         *Server
	docs      map[string]reference.Doc // by URI
	ops       []*reference.Op          // record operations, matched by URI
	list      []byte                   // the resources/list result
	templates []byte                   // the resources/templates/list result
}

// resourceURI is the URI template of a record operation: its REST path
// without /v1, under plumbline://.
func resourceURI(op *reference.Op) string {
	return mcpResourceScheme + strings.TrimPrefix(op.Path, "/v1/")
}

// isRecordOp: an operation a URI names completely, one with no parameters
// or whose required parameters all sit in its path (optional query
// parameters take their defaults).
func isRecordOp(op *reference.Op) bool {
	path := 0
	for _, p := range op.Params {
		if p.In == "path" {
			path++
		} else if p.Required {
			return false
		}
	}
	return path > 0 || len(op.Params) == 0
}

const calculatorsURI = mcpResourceScheme + "calculators"

func (s *Server) newMCPResources() (*mcpResources, error) {
	r := &mcpResources{s: s, docs: map[string]reference.Doc{}}
	type resource struct {
		URI         string `json:"uri"`
		Name        string `json:"name"`
		Title       string `json:"title,omitempty"`
		Description string `json:"description,omitempty"`
		MIMEType    string `json:"mimeType"`
	}
	type template struct {
		URITemplate string `json:"uriTemplate"`
		Name        string `json:"name"`
		Title       string `json:"title,omitempty"`
		Description string `json:"description,omitempty"`
		MIMEType    string `json:"mimeType"`
	}
	list := []resource{{URI: calculatorsURI, Name: "calculators", Title: "Calculator catalog", MIMEType: "application/json",
		Description: "Every calculator: its tool name, category, title, code reference and inputs (the list_calculators tool's answer)."},
		{URI: releasesURI, Name: "data_releases", Title: "Dataset releases", MIMEType: "application/json",
			Description: "Every dataset version that went live, newest first: when, what changed (files, periods, rows per area), and whether it can still be pinned (GET /v1/data/releases)."},
		{URI: usageDailyURI, Name: "account_usage_daily", Title: "Usage by day and operation", MIMEType: "application/json",
			Description: "The account's counted calls per UTC day this month by operation, reconciled with the month (GET /v1/account/usage/daily); add ?group_by=key|operation&from=YYYY-MM-DD&to=YYYY-MM-DD for another view. Rate-limited, not counted."}}
	templates := []template{}
	for _, a := range s.cfg.Reference.Areas() {
		for _, d := range a.Docs {
			uri := mcpResourceScheme + "docs/" + a.Name + "/" + d.Name
			r.docs[uri] = d
			list = append(list, resource{uri, a.Name + "/" + d.Name, d.Title, d.Description, d.MIMEType})
		}
	}
	for _, op := range s.referenceOps() {
		if !isRecordOp(op) {
			continue
		}
		r.ops = append(r.ops, op)
		uri := resourceURI(op)
		if len(op.Params) == 0 {
			list = append(list, resource{uri, op.ID, op.Summary, op.Description, "application/json"})
		} else {
			templates = append(templates, template{uri, op.ID, op.Summary, op.Description, "application/json"})
		}
	}
	var err error
	if r.list, err = json.Marshal(map[string]any{"resources": list}); err != nil {
		return nil, err
	}
	if r.templates, err = json.Marshal(map[string]any{"resourceTemplates": templates}); err != nil {
		return nil, err
	}
	return r, nil
}

// match resolves uri against a record operation's template: the operation
// and its path arguments.
func (r *mcpResources) match(uri string) (*reference.Op, map[string][]string) {
	rest, ok := strings.CutPrefix(uri, mcpResourceScheme)
	if !ok {
		return nil, nil
	}
	got := strings.Split(rest, "/")
	for _, op := range r.ops {
		want := strings.Split(strings.TrimPrefix(op.Path, "/v1/"), "/")
		if len(want) != len(got) {
			continue
		}
		args := map[string][]string{}
		for i, seg := range want {
			if name, isParam := strings.CutPrefix(seg, "{"); isParam {
				v, err := url.PathUnescape(got[i])
				if err != nil || v == "" {
					args = nil
					break
				}
				args[strings.TrimSuffix(name, "}")] = []string{v}
			} else if seg != got[i] {
				args = nil
				break
			}
		}
		if args != nil {
			return op, args
		}
	}
	return nil, nil
}

// rpcResourceNotFound is the MCP error code for an unknown resource.
const rpcResourceNotFound = -32002

// read answers resources/read: a document, the calculator catalog, or a
// record metered and answered exactly as its REST route.
func (r *mcpResources) read(b []byte, call *mcpCall, m *rpcMessage) []byte {
	uriRaw := m.param("uri")
	uri, ok := jsonr.String(nil, uriRaw)
	if !ok {
		return r.s.chargeFailed(b, call, m, rpcInvalidParams, "resources/read needs params.uri, a string")
	}
	var text []byte
	mime := "application/json"
	d, isDoc := r.docs[string(uri)]
	if isDoc || string(uri) == calculatorsURI || string(uri) == releasesURI { // documents: rate-limited, not counted
		if _, err := r.s.mcpAdmit(call, false); err != nil {
			return r.s.appendRPCRefusal(b, m.id, call, err)
		}
	}
	if rest, ok := strings.CutPrefix(string(uri), usageDailyURI); ok && (rest == "" || rest[0] == '?') {
		if _, err := r.s.mcpAdmit(call, false); err != nil {
			return r.s.appendRPCRefusal(b, m.id, call, err)
		}
		var err error
		if text, err = r.s.usageDailyResource(call.key, rest); err != nil {
			return appendRPCError(b, m.id, rpcInvalidParams, "account_usage_daily: "+err.Error())
		}
	}
	switch {
	case text != nil:
	case isDoc:
		text, mime = []byte(d.Text), d.MIMEType
	case string(uri) == calculatorsURI:
		text = r.s.catalogJSON
	case string(uri) == releasesURI:
		if text, _ = r.s.cfg.Reference.Releases(); text == nil {
			return appendRPCError(b, m.id, rpcResourceNotFound, "no reference data is live on this instance yet")
		}
	default:
		op, args := r.match(string(uri))
		if op == nil {
			return r.s.chargeFailed(b, call, m, rpcResourceNotFound, "no resource "+string(uri)+"; resources/list and resources/templates/list give them")
		}
		if need := plumbline.ScopeNamed(op.Tag); outOfScope(call, need) {
			return r.s.appendScopeError(b, call, m, "the resource "+string(uri), need)
		}
		d, err := r.s.mcpAdmit(call, true)
		if err != nil {
			return r.s.appendRPCRefusal(b, m.id, call, err)
		}
		version, err := r.s.cfg.Reference.Resolve(string(call.pinned))
		figure := false
		if err == nil {
			text, figure, err = r.s.referenceAnswer(nil, op, args, version)
		}
		r.s.mcpSettle(call, d, err == nil && figure)
		if err != nil {
			code := rpcInvalidParams
			if statusOf(err) == 404 {
				code = rpcResourceNotFound
			}
			msg := err.Error()
			if e, ok := err.(*plumbline.Error); ok {
				msg = e.Message
			}
			b = appendRPCError(b, m.id, code, op.ID+": "+msg)
			b = append(b[:len(b)-2], `,"data":`...)
			b = r.s.toolProblem(b, call, op.ID, err)
			return append(b, `}}`...)
		}
	}
	b = appendRPCHead(b, m.id)
	b = append(b, `{"contents":[{"uri":`...)
	b = jsonw.AppendString(b, uri)
	b = append(b, `,"mimeType":`...)
	b = jsonw.AppendString(b, mime)
	b = append(b, `,"text":`...)
	b = jsonw.AppendString(b, text)
	return append(b, `}]}}`...)
}
