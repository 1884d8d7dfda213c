package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/plumbline-api/plumbline/internal/apidoc"
)

// TestAPIReferenceIsCurrent regenerates docs/api.md from the OpenAPI
// document this binary serves and requires the committed file to equal it.
func TestAPIReferenceIsCurrent(t *testing.T) {
	var doc bytes.Buffer
	if err := printOpenAPI(env(), &doc); err != nil {
		t.Fatal(err)
	}
	want, err := apidoc.Render(doc.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", "docs", "api.md"))
	if err != nil {
		t.Fatalf("docs/api.md: %v (run `make docs`)", err)
	}
	if !bytes.Equal(got, want) {
		line := 1 + bytes.Count(want[:firstDiff(got, want)], []byte("\n"))
		t.Fatalf("docs/api.md is not what the generator makes from the served OpenAPI document (first difference at line %d): run `make docs` and commit docs/api.md", line)
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
