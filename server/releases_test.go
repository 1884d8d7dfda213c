package server_test

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/referencetest"
	"github.com/plumbline-api/plumbline/server"
)

// twoReleases serves the fixture from memory, then imports it with one
// county more (06999, "Test County"): the service, and the two datasets.
func twoReleases(t *testing.T, r reference.Retention) (*reference.Service, *reference.Dataset, *reference.Dataset) {
	t.Helper()
	v1, f1 := referencetest.Load(t)
	svc, versions, err := referencetest.MemoryService(v1, f1, r)
	if err != nil {
		t.Fatal(err)
	}
	v2, f2, err := reference.Load(referencetest.WithCounty(t, "06999", "Test County")...)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := versions.Import(t.Context(), v2, f2, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := svc.Refresh(t.Context()); err != nil {
		t.Fatal(err)
	}
	return svc, v1, v2
}

// refStore is a reference service on one store with a way to import a
// later version into it.
type refStore struct {
	svc     *reference.Service
	importV func(t *testing.T, ds *reference.Dataset, files []reference.FileInfo)
}

// refStores are the embedded default's memory store and Postgres, each
// serving the fixture as its first version.
func refStores(t *testing.T, r reference.Retention) map[string]func(t *testing.T) refStore {
	return map[string]func(t *testing.T) refStore{
		"memory": func(t *testing.T) refStore {
			v1, f1 := referencetest.Load(t)
			svc, versions, err := referencetest.MemoryService(v1, f1, r)
			if err != nil {
				t.Fatal(err)
			}
			return refStore{svc, func(t *testing.T, ds *reference.Dataset, files []reference.FileInfo) {
				if _, err := versions.Import(t.Context(), ds, files, time.Now()); err != nil {
					t.Fatal(err)
				}
				if err := svc.Refresh(t.Context()); err != nil {
					t.Fatal(err)
				}
			}}
		},
		"postgres": func(t *testing.T) refStore {
			db := pgtest.New(t)
			v1, f1 := referencetest.Load(t)
			if _, err := reference.ImportKeeping(t.Context(), db.Pool, v1, f1, nil, r); err != nil {
				t.Fatal(err)
			}
			c, err := cache.New(cache.Options{})
			if err != nil {
				t.Fatal(err)
			}
			svc := reference.NewService(reference.NewPGVersions(db.Pool), areas.Postgres(db.Pool), c, slog.New(slog.DiscardHandler))
			if err := svc.Retain(r); err != nil {
				t.Fatal(err)
			}
			if err := svc.Refresh(t.Context()); err != nil {
				t.Fatal(err)
			}
			return refStore{svc, func(t *testing.T, ds *reference.Dataset, files []reference.FileInfo) {
				if _, err := reference.ImportKeeping(t.Context(), db.Pool, ds, files, nil, r); err != nil {
					t.Fatal(err)
				}
				if err := svc.Refresh(t.Context()); err != nil {
					t.Fatal(err)
				}
			}}
		},
	}
}

// Reproducible answers: after a second version goes live, an answer pinned
// to the first (by header or by parameter) is byte for byte what the first
// gave before the switch, with its ETag; the live answer is the second's.
// On the embedded default's memory store and on Postgres.
func TestPinnedAnswerIsThePreviousVersionsAnswer(t *testing.T) {
	for name, newStore := range refStores(t, reference.DefaultRetention) {
		t.Run(name, func(t *testing.T) {
			st := newStore(t)
			e := start(t, withReference(st.svc))
			v1 := st.svc.Version()
			paths := []string{
				"/v1/codes/applicable?county=06037",                     // the version's own answer (dataset_version)
				"/v1/codes/applicable?county=06999",                     // a county the second version adds: 404 in the first
				"/v1/costs/labor?trade=electricians,plumbers&msa=15380", // a list answer
			}
			before := map[string]response{}
			for _, p := range paths {
				before[p] = e.get(p)
				if got := before[p].header.Get(server.DatasetVersionHeader); before[p].status != 404 && got != v1 {
					t.Fatalf("%s: answered from %q, live is %s", p, got, v1)
				}
			}
			v2, f2, err := reference.Load(referencetest.WithCounty(t, "06999", "Test County")...)
			if err != nil {
				t.Fatal(err)
			}
			st.importV(t, v2, f2)
			if st.svc.Version() != v2.Version {
				t.Fatalf("live %s after the import, want %s", st.svc.Version(), v2.Version)
			}
			for _, p := range paths {
				was := before[p]
				live := e.get(p)
				if live.status == 200 && (live.header.Get(server.DatasetVersionHeader) != v2.Version || live.header.Get("ETag") == was.header.Get("ETag")) {
					t.Fatalf("%s live: version %s, ETag %s (was %s)", p, live.header.Get(server.DatasetVersionHeader), live.header.Get("ETag"), was.header.Get("ETag"))
				}
				sep := "?"
				if strings.Contains(p, "?") {
					sep = "&"
				}
				for how, r := range map[string]response{
					"header":    e.get(p, server.DatasetVersionHeader, v1),
					"parameter": e.get(p + sep + "dataset_version=" + v1),
				} {
					// The parameter makes another URL, with a tag of its own
					// that names the same version.
					sameTag := r.header.Get("ETag") == was.header.Get("ETag") || how == "parameter" && strings.HasPrefix(r.header.Get("ETag"), `"`+v1+"-")
					if r.status != was.status || !sameButRequestID(r.body, was.body) || !sameTag {
						t.Fatalf("%s pinned by %s: %d %s ETag %s\nbefore the switch: %d %s ETag %s", p, how, r.status, r.body, r.header.Get("ETag"),
							was.status, was.body, was.header.Get("ETag"))
					}
				}
				if was.status == 200 {
					if r := e.get(p, server.DatasetVersionHeader, v1, "If-None-Match", was.header.Get("ETag")); r.status != 304 {
						t.Fatalf("%s: revalidating the pinned answer: %d", p, r.status)
					}
				}
			}
			if r := e.get(paths[1]); r.status != 200 {
				t.Fatalf("the new county under the live version: %d", r.status)
			}
			// A pin the header and the parameter disagree on is a 422.
			e.mustProblem(e.get(paths[0]+"&dataset_version="+v2.Version, server.DatasetVersionHeader, v1), 422, "/v1/codes/applicable")
		})
	}
}

// A version no longer kept answers 410 and an unknown one 422, each naming
// the versions kept; a calculator ignores the pin.
func TestPinnedVersionGoneOrUnknown(t *testing.T) {
	for name, newStore := range refStores(t, reference.Retention{Keep: 2}) {
		t.Run(name, func(t *testing.T) {
			st := newStore(t)
			e := start(t, withReference(st.svc))
			v1 := st.svc.Version()
			for _, county := range []string{"06999", "06998"} {
				ds, files, err := reference.Load(referencetest.WithCounty(t, county, "County "+county)...)
				if err != nil {
					t.Fatal(err)
				}
				st.importV(t, ds, files)
			}
			live := st.svc.Version()
			p := e.mustProblem(e.get("/v1/codes/irc/sections/R311.7.5", server.DatasetVersionHeader, v1), 410, "/v1/codes/irc/sections/R311.7.5")
			if !strings.Contains(p.Detail, v1) || !strings.Contains(p.Detail, live+" (live)") {
				t.Fatalf("410 detail %q", p.Detail)
			}
			p = e.mustProblem(e.get("/v1/codes/irc/sections/R311.7.5?dataset_version=nope"), 422, "/v1/codes/irc/sections/R311.7.5")
			if len(p.Errors) != 1 || p.Errors[0].Field != "dataset_version" || !strings.Contains(p.Errors[0].Message, live) {
				t.Fatalf("422 %+v", p)
			}
			if r := e.post("/v1/calc/concrete/yards", yards, server.DatasetVersionHeader, v1); r.status != 200 {
				t.Fatalf("a calculator with a pin: %d %s", r.status, r.body)
			}
		})
	}
}

// The release feed: a new release appears after an import with what it
// changed; a repeated poll is a 304; neither is counted. The MCP resource
// is the same feed.
func TestReleaseFeed(t *testing.T) {
	for name, newStore := range refStores(t, reference.DefaultRetention) {
		t.Run(name, func(t *testing.T) {
			st := newStore(t)
			e := start(t, withReference(st.svc))
			used := usedCalls(t, e)
			first := e.get(server.ReleasesPath)
			feed := decode[reference.Feed](t, first)
			if first.status != 200 || len(feed.Releases) != 1 || feed.Releases[0].Version != st.svc.Version() || first.header.Get("ETag") == "" {
				t.Fatalf("feed: %d %s", first.status, first.body)
			}
			if r := e.get(server.ReleasesPath, "If-None-Match", first.header.Get("ETag")); r.status != 304 || len(r.body) != 0 {
				t.Fatalf("repeated poll: %d %s", r.status, r.body)
			}
			v2, f2, err := reference.Load(referencetest.WithCounty(t, "06999", "Test County")...)
			if err != nil {
				t.Fatal(err)
			}
			st.importV(t, v2, f2)
			r := e.get(server.ReleasesPath, "If-None-Match", first.header.Get("ETag"))
			feed = decode[reference.Feed](t, r)
			if r.status != 200 || len(feed.Releases) != 2 || feed.LiveVersion != v2.Version || r.header.Get("ETag") == first.header.Get("ETag") {
				t.Fatalf("after the import: %d %s", r.status, r.body)
			}
			rel := feed.Releases[0]
			geoRows := int64(-1)
			for _, a := range rel.Areas {
				if a.Area == "geo" && a.Added != nil && a.Removed != nil && a.Changed != nil && *a.Removed == 0 {
					geoRows = *a.Added
				}
			}
			if rel.Version != v2.Version || rel.Previous != feed.Releases[1].Version || !rel.Live || !rel.Kept || geoRows < 1 ||
				len(rel.Sources) != 1 || rel.Sources[0].Change != "changed" || feed.Releases[1].SupersededAt == nil || !feed.Releases[1].Kept {
				t.Fatalf("the new release: %+v", feed.Releases)
			}
			if r := e.get(server.ReleasesPath, "If-None-Match", r.header.Get("ETag")); r.status != 304 {
				t.Fatalf("poll after the import: %d", r.status)
			}
			if after := usedCalls(t, e); after != used {
				t.Fatalf("the feed counted: usage %d -> %d", used, after)
			}

			c, _ := mcpClient(t, e, e.key, "2025-06-18")
			res, err := c.ReadResource(t.Context(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "plumbline://data/releases"}})
			if err != nil || len(res.Contents) != 1 {
				t.Fatalf("resource: %v", err)
			}
			text, _ := res.Contents[0].(mcp.TextResourceContents)
			if text.Text != string(decodeRaw(t, e.get(server.ReleasesPath))) {
				t.Fatalf("resource %.200s", text.Text)
			}
		})
	}
}

func decodeRaw(t *testing.T, r response) []byte {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	return r.body
}

// MCP: a reference tool pins a version by the dataset_version argument or
// the request header, and answers what REST pinned to it answers.
func TestMCPPinnedVersion(t *testing.T) {
	svc, v1, _ := twoReleases(t, reference.DefaultRetention)
	e := start(t, withReference(svc))
	c, _ := mcpClient(t, e, e.key, "")
	res := callTool(t, c, "codes_jurisdiction_applicable", map[string]any{"county": "06037", "dataset_version": v1.Version})
	rest := e.get("/v1/codes/applicable?county=06037", server.DatasetVersionHeader, v1.Version)
	if res.IsError || toolText(t, res) != string(rest.body) || !strings.Contains(string(rest.body), v1.Version) {
		t.Fatalf("pinned tool %s\nREST %s", toolText(t, res), rest.body)
	}
	res = callTool(t, c, "codes_jurisdiction_applicable", map[string]any{"county": "06037", "dataset_version": "0000000000000000"})
	var p problem
	if err := json.Unmarshal([]byte(toolText(t, res)), &p); err != nil || !res.IsError || p.Status != 422 || p.Errors[0].Field != "dataset_version" {
		t.Fatalf("unknown version: %s", toolText(t, res))
	}
	pinned, _ := mcpClientWithHeaders(t, e, map[string]string{server.DatasetVersionHeader: v1.Version})
	res = callTool(t, pinned, "codes_jurisdiction_applicable", map[string]any{"county": "06037"})
	if res.IsError || toolText(t, res) != string(rest.body) {
		t.Fatalf("pinned by header %s", toolText(t, res))
	}
}
