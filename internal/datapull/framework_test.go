package datapull_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/release"
)

// testSource is a source of the framework's own tests: one paged CSV API
// and one zip member, joined into one file.
func testSource() *datapull.Source {
	return &datapull.Source{Name: "example", Area: "costs", Title: "an example", Publisher: "Example Agency", Terms: "public domain",
		Schedule: release.Annual("annual", "%d", time.March, 1),
		Fetches: func(period string) []datapull.Fetch {
			return []datapull.Fetch{
				{Name: "rows.csv", URL: "https://data.example.gov/resource/abcd-1234.csv?year=" + period,
					Paged: &datapull.Paging{OffsetParam: "$offset", LimitParam: "$limit", Size: 10, Records: datapull.CSVRecords}},
				{Name: "notes.txt", URL: "https://www2.example.gov/files/" + period + "/notes.zip", Member: "notes_*.txt"},
				{Name: "extra.csv", URL: "https://www2.example.gov/files/" + period + "/extra.csv", Optional: true},
			}
		},
		Outputs: []string{"pulled/example/rows.csv"}, Parser: "costs.parseExample",
		Convert: func(ctx context.Context, in *datapull.Inputs, out *datapull.Outputs) error {
			var all bytes.Buffer
			rows := 0
			for i, p := range in.Pages("rows.csv") {
				b, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				head, body, _ := bytes.Cut(b, []byte("\n"))
				if string(head) != "id,value" {
					return datapull.Layoutf("rows.csv", "heading %q is not id,value", head)
				}
				if i == 0 {
					all.WriteString("id,value\n")
				}
				all.Write(body)
				n, _ := datapull.CSVRecords(b)
				rows += n
			}
			notes, err := in.ReadAll("notes.txt", 1<<20)
			if err != nil {
				return err
			}
			if !bytes.HasPrefix(notes, []byte("notes")) || in.Has("extra.csv") {
				return fmt.Errorf("inputs: %q, extra %v", notes, in.Has("extra.csv"))
			}
			return out.Write("pulled/example/rows.csv", all.Bytes(), rows)
		}}
}

// TestPullPagedAndZipped walks a paged API to its last short page, takes
// one member out of a zip, skips an optional file the publisher lacks.
func TestPullPagedAndZipped(t *testing.T) {
	p := publishertest.New(t)
	var csv strings.Builder
	csv.WriteString("id,value\n")
	for i := range 25 {
		fmt.Fprintf(&csv, "%d,v%d\n", i, i)
	}
	p.Paged("https://data.example.gov/resource/abcd-1234.csv", []byte(csv.String()), "$offset", "$limit")
	p.Put("https://www2.example.gov/files/2024/notes.zip", publishertest.Zip(map[string][]byte{"x/notes_2024.txt": []byte("notes of 2024"), "x/readme.md": []byte("r")}))
	dir := t.TempDir()
	o := datapull.PullOptions{Dir: dir, Now: june2025, Client: &datapull.Client{Base: p.URL, UserAgent: datapull.DefaultUserAgent("a@b.c")}}
	r, err := datapull.PullSource(t.Context(), testSource(), o)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "pulled/example/rows.csv"))
	if r.Rows() != 25 || string(got) != csv.String() {
		t.Fatalf("%d rows:\n%s", r.Rows(), got)
	}
	if n := p.Requests("https://data.example.gov/resource/abcd-1234.csv"); n != 3 {
		t.Fatalf("%d page requests, want 3 (10, 10, 5)", n)
	}
	m, err := reference.ReadManifestDir(dir)
	if err != nil || m["pulled/example/rows.csv"].Pulled.Rows != 25 {
		t.Fatalf("manifest: %v %+v", err, m["pulled/example/rows.csv"])
	}
}

// The client rewrites publisher URLs onto a base, keeping path and query.
func TestResolve(t *testing.T) {
	c := &datapull.Client{Base: "http://127.0.0.1:8123/mirror/"}
	got, err := c.Resolve("https://data.bls.gov/cew/data/api/2024/a/industry/238.csv?x=1")
	if err != nil || got != "http://127.0.0.1:8123/mirror/cew/data/api/2024/a/industry/238.csv?x=1" {
		t.Fatalf("%q %v", got, err)
	}
	if _, err := (&datapull.Client{Base: "not a url"}).Resolve("https://x/y"); err == nil {
		t.Fatal("a relative base was taken")
	}
}

// A redirect loop ends after MaxRedirects, not retried, nothing left.
func TestPullRedirectLoop(t *testing.T) {
	p := publishertest.New(t)
	a, b := "https://www.bls.gov/oes/special-requests/oesm24nat.zip", "https://www.bls.gov/oes/elsewhere.zip"
	p.Redirect(a, b)
	p.Redirect(b, a)
	dir := t.TempDir()
	_, err := datapull.PullSource(t.Context(), datapull.Lookup("oews-national"), pullOpts(dir, p))
	if err == nil || !strings.Contains(err.Error(), "redirects") {
		t.Fatalf("%v", err)
	}
	if n := p.Requests(a) + p.Requests(b); n > datapull.MaxRedirects+2 {
		t.Fatalf("%d requests for a loop", n)
	}
	if l := leftovers(t, dir); len(l) > 0 {
		t.Fatalf("left behind: %v", l)
	}
}
