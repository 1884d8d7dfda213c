package reference

import (
	"context"
	"fmt"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference/release"
)

// Op is one read operation on the reference data. REST routes, the OpenAPI
// document and MCP tools are all made from the areas' lists of Ops, so they
// cannot disagree.
type Op struct {
	ID          string // operation id and MCP tool name: <area>_<verb>
	Path        string // GET path, with {name} path parameters
	Tag         string
	Summary     string
	Description string
	Params      []Param
	Response    string // the success body's schema, named in its Area's Schemas
	// Example is a request and the server's answer to it (see Example);
	// every op needs one.
	Example *Example
	// Run answers the operation for a dataset version; it closes over its
	// area's stores.
	Run func(ctx context.Context, version string, a Args) (any, error)
}

// Figureless is implemented by an answer that can carry no figure at all
// (a coming_soon type or category, every figure not_carried). Such an
// answer is rate-limited but not counted against the monthly quota, as a
// client error is not (docs/decisions/0068-uncounted-answers.md).
type Figureless interface {
	CarriesNoFigure() bool
}

// Area is what one reference area contributes: its operations and the
// OpenAPI component schemas their answers use.
type Area struct {
	Name        string
	Description string // the OpenAPI tag's description
	Ops         []*Op
	Schemas     map[string]any
	// Docs are the area's methodology documents, served to MCP clients as
	// resources (plumbline://docs/<area>/<name>).
	Docs []Doc
	// Freshness, when set, reports how fresh the area's federal sources
	// are in a version (for /readyz; costs_list carries the same).
	Freshness func(ctx context.Context, version string) ([]release.Freshness, error)
}

// Doc is a document an area publishes: how its data was built and what it
// can and cannot answer.
type Doc struct {
	Name        string // file name, e.g. ADOPTION.md
	Title       string
	Description string
	MIMEType    string // text/markdown
	Text        string
}

// InvalidField is a 422 with one field error.
func InvalidField(field, code, format string, args ...any) *plumbline.Error {
	e := plumbline.Errorf(plumbline.EINVALID, "the request parameters are not valid; see errors")
	e.Fields = []plumbline.FieldError{{Field: field, Code: code, Message: fmt.Sprintf(format, args...)}}
	return e
}

// SchemaRef refers to a component schema of the OpenAPI document by name.
func SchemaRef(name string) map[string]any {
	return map[string]any{"$ref": "#/components/schemas/" + name}
}
