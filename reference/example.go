package reference

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
)

// Example is an operation's worked example: the parameters of a request
// (path and query, by name) and the answer the server gave to it. The
// OpenAPI document shows both; a server test (TestOpenAPIExamples) sends
// every example to a live server and requires the same answer, and fails
// for an operation that has none.
type Example struct {
	Params   map[string]string `json:"params"`
	Response json.RawMessage   `json:"response"`
}

// AttachExamples sets each op's Example from examples/<op id>.json in fsys
// (an area's embedded examples directory). A file that is missing leaves
// the op without an example, which the server's example test reports. A
// file that does not parse panics: the files are embedded at build time,
// so it is a bug the first test run shows.
// Write a new file with its params and `"response": null`, then record the
// answer with `go test ./server -run TestOpenAPIExamples -update-examples`.
func AttachExamples(fsys fs.FS, ops []*Op) {
	if err := attachExamples(fsys, ops); err != nil {
		panic("reference: " + err.Error())
	}
}

func attachExamples(fsys fs.FS, ops []*Op) error {
	for _, op := range ops {
		raw, err := fs.ReadFile(fsys, "examples/"+op.ID+".json")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		var e Example
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("examples/%s.json: %w", op.ID, err)
		}
		op.Example = &e
	}
	return nil
}
