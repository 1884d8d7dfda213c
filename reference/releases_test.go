package reference_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// editedCounties is the fixture with one county added (06999), one changed
// (Autauga's 2024 population) and one removed (Aleutians East).
func editedCounties(t *testing.T) []reference.Loader {
	return referencetest.WithFile(t, referencetest.Loaders(), geo.FileCounties, func(b []byte) []byte {
		var out []string
		for _, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
			switch {
			case strings.HasPrefix(line, "02013,"):
				continue
			case strings.HasPrefix(line, "01001,"):
				line = strings.Replace(line, ",61464", ",61500", 1)
			}
			out = append(out, line)
		}
		out = append(out, "06999,06,999,California,Test County,4,9,1,1,1,1,1")
		return []byte(strings.Join(out, "\n") + "\n")
	})
}

// areaOf finds an area's counts in a release.
func areaOf(t *testing.T, r reference.Release, area string) reference.AreaChange {
	t.Helper()
	for _, a := range r.Areas {
		if a.Area == area {
			return a
		}
	}
	t.Fatalf("release %s has no area %s: %+v", r.Version, area, r.Areas)
	return reference.AreaChange{}
}

func count(p *int64) int64 {
	if p == nil {
		return -1
	}
	return *p
}

// An import's release says what changed, the same on both stores: the
// county file changed (with its period), and the geo area's rows added,
// removed and changed are exactly the edits; the first release adds every
// row.
func TestReleaseChangesOnBothStores(t *testing.T) {
	v1, f1 := referencetest.Load(t)
	v2, f2 := load(t, editedCounties(t))
	if v1.Version == v2.Version {
		t.Fatal("the edit kept the version")
	}
	check := func(t *testing.T, releases []reference.Release) reference.Changes {
		t.Helper()
		if len(releases) != 2 || releases[0].Version != v2.Version || releases[0].Previous != v1.Version || releases[1].Version != v1.Version || releases[1].Previous != "" {
			t.Fatalf("releases %+v", releases)
		}
		first := releases[1]
		for _, a := range first.Areas {
			if count(a.Added) != a.Rows || count(a.Removed) != 0 || count(a.Changed) != 0 || a.Rows != int64(v1.Part(a.Area).Rows()) {
				t.Errorf("first release, %s: %+v; want every row added", a.Area, a)
			}
		}
		if len(first.Areas) != len(v1.Areas()) || len(first.Sources) != len(f1) {
			t.Errorf("first release: %d areas, %d sources", len(first.Areas), len(first.Sources))
		}
		r := releases[0]
		g := areaOf(t, r, geo.Area)
		if count(g.Added) < 1 || count(g.Removed) < 1 || count(g.Changed) < 1 || g.Rows != int64(v2.Part(geo.Area).Rows()) {
			t.Errorf("geo: %+v; want the added, removed and changed county", g)
		}
		var countyFile *reference.SourceChange
		for i, s := range r.Sources {
			if s.File == geo.FileCounties {
				countyFile = &r.Sources[i]
			}
		}
		if len(r.Sources) != 1 || countyFile == nil || countyFile.Change != "changed" || countyFile.Area != geo.Area || countyFile.Period == "" ||
			countyFile.SHA256 == countyFile.PreviousSHA256 || countyFile.Rows != countyFile.PreviousRows {
			t.Errorf("sources %+v; want the county file changed, with its period", r.Sources)
		}
		if r.Rows != int64(v2.Rows()) {
			t.Errorf("rows %d, want %d", r.Rows, v2.Rows())
		}
		return r.Changes
	}

	var memory, pg reference.Changes
	t.Run("memory", func(t *testing.T) {
		versions := reference.NewMemoryReleases(v1, f1, areas.Memory, reference.DefaultRetention, time.Now())
		res, err := versions.Import(t.Context(), v2, f2, time.Now())
		if err != nil || !res.Created || !res.Switched || res.Previous != v1.Version {
			t.Fatalf("import %+v %v", res, err)
		}
		releases, stored, err := versions.Releases(t.Context())
		if err != nil || !stored[v1.Version] || !stored[v2.Version] {
			t.Fatalf("stored %v %v", stored, err)
		}
		memory = check(t, releases)
	})
	t.Run("postgres", func(t *testing.T) {
		db := pgtest.New(t)
		for _, v := range []struct {
			ds    *reference.Dataset
			files []reference.FileInfo
		}{{v1, f1}, {v2, f2}} {
			if _, err := reference.Import(t.Context(), db.Pool, v.ds, v.files, nil); err != nil {
				t.Fatal(err)
			}
		}
		releases, stored, err := reference.NewPGVersions(db.Pool).Releases(t.Context())
		if err != nil || !stored[v1.Version] || !stored[v2.Version] {
			t.Fatalf("stored %v %v", stored, err)
		}
		pg = check(t, releases)
	})
	a, _ := json.Marshal(memory)
	b, _ := json.Marshal(pg)
	if !bytes.Equal(a, b) {
		t.Fatalf("the stores disagree on what changed:\nmemory   %s\npostgres %s", a, b)
	}
	t.Logf("changes: %s", a)
}

// Retention: at most Keep versions, the live one included, in the order
// they last went live; none superseded longer ago than For. A rollback
// (the old files imported again) is a release of the old version.
func TestRetention(t *testing.T) {
	v1, f1 := referencetest.Load(t)
	v2, f2 := load(t, referencetest.WithCounty(t, "06999", "Test County"))
	v3, f3 := load(t, referencetest.WithCounty(t, "06998", "Other County"))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	versions := reference.NewMemoryReleases(v1, f1, areas.Memory, reference.Retention{Keep: 2, For: 30 * 24 * time.Hour}, start)
	kept := func() []string {
		_, stored, _ := versions.Releases(t.Context())
		var out []string
		for v := range stored {
			out = append(out, v)
		}
		slices.Sort(out)
		return out
	}
	want := func(vs ...string) []string { slices.Sort(vs); return vs }
	imp := func(ds *reference.Dataset, files []reference.FileInfo, at time.Time) {
		t.Helper()
		if _, err := versions.Import(t.Context(), ds, files, at); err != nil {
			t.Fatal(err)
		}
	}
	imp(v2, f2, start.Add(24*time.Hour))
	if got := kept(); !slices.Equal(got, want(v1.Version, v2.Version)) {
		t.Fatalf("after v2: %v", got)
	}
	imp(v3, f3, start.Add(48*time.Hour))
	if got := kept(); !slices.Equal(got, want(v2.Version, v3.Version)) {
		t.Fatalf("after v3, keeping 2: %v", got)
	}
	imp(v1, f1, start.Add(72*time.Hour)) // a rollback: v1 again, v2 dropped
	if got := kept(); !slices.Equal(got, want(v3.Version, v1.Version)) {
		t.Fatalf("after the rollback: %v", got)
	}
	// Age: v3 was superseded on day 3; 30 days later it is not kept.
	imp(v2, f2, start.Add(40*24*time.Hour))
	if got := kept(); !slices.Equal(got, want(v2.Version, v1.Version)) {
		t.Fatalf("after v2 again: %v", got)
	}
	releases, _, _ := versions.Releases(t.Context())
	if len(releases) != 5 || releases[1].Version != v1.Version || releases[1].Previous != v3.Version {
		t.Fatalf("releases %d: %+v", len(releases), releases[1])
	}

	for _, tc := range []struct {
		in   string
		want time.Duration
		bad  bool
	}{{"400d", 400 * 24 * time.Hour, false}, {"720h", 720 * time.Hour, false}, {"0", 0, false}, {"-1d", 0, true}, {"soon", 0, true}} {
		got, err := reference.ParseKeepFor(tc.in)
		if (err != nil) != tc.bad || got != tc.want {
			t.Errorf("ParseKeepFor(%q) = %v, %v", tc.in, got, err)
		}
	}
	if err := (reference.Retention{Keep: 1}).Check(); err == nil {
		t.Error("keeping one version was accepted")
	}
}

// A request pins a kept version; a version no longer kept is 410 (gone)
// and an unknown one 422, both naming the versions kept; the feed marks
// which are live and kept, and when each expires.
func TestResolvePinnedVersions(t *testing.T) {
	v1, f1 := referencetest.Load(t)
	v2, f2 := load(t, referencetest.WithCounty(t, "06999", "Test County"))
	v3, f3 := load(t, referencetest.WithCounty(t, "06998", "Other County"))
	svc, versions, err := referencetest.MemoryService(v1, f1, reference.Retention{Keep: 2, For: 400 * 24 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []struct {
		ds    *reference.Dataset
		files []reference.FileInfo
	}{{v2, f2}, {v3, f3}} {
		if _, err := versions.Import(t.Context(), v.ds, v.files, time.Now()); err != nil {
			t.Fatal(err)
		}
		if err := svc.Refresh(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	for pinned, want := range map[string]string{"": v3.Version, v3.Version: v3.Version, v2.Version: v2.Version} {
		if got, err := svc.Resolve(pinned); err != nil || got != want {
			t.Errorf("Resolve(%q) = %q, %v; want %s", pinned, got, err, want)
		}
	}
	_, err = svc.Resolve(v1.Version)

	if plumbline.ErrorCode(err) != plumbline.EGONE || !strings.Contains(err.Error(), v2.Version) || !strings.Contains(err.Error(), v3.Version+" (live)") {
		t.Errorf("a dropped version: %v", err)
	}
	_, err = svc.Resolve("0123456789abcdef")
	if plumbline.ErrorCode(err) != plumbline.EINVALID || !strings.Contains(err.Error(), v2.Version) {
		t.Errorf("an unknown version: %v", err)
	}

	body, etag := svc.Releases()
	var feed reference.Feed
	if err := json.Unmarshal(body, &feed); err != nil || len(etag) == 0 {
		t.Fatalf("feed %s: %v", body, err)
	}
	if feed.LiveVersion != v3.Version || len(feed.Releases) != 3 || feed.Retention.KeepVersions != 2 || feed.Retention.KeepForDays != 400 {
		t.Fatalf("feed %+v", feed)
	}
	r := feed.Releases
	if !r[0].Live || !r[0].Kept || r[0].ExpiresAt != nil || r[0].SupersededAt != nil ||
		r[1].Live || !r[1].Kept || r[1].SupersededAt == nil || r[1].ExpiresAt == nil || !r[1].ExpiresAt.Equal(r[1].SupersededAt.Add(400*24*time.Hour)) ||
		r[2].Kept || r[2].ExpiresAt != nil {
		t.Fatalf("releases %+v", r)
	}
	// The service's answers for a pinned version come from that version.
	op := opByID(t, svc, "codes_list")
	for _, v := range []string{v2.Version, v3.Version} {
		entry, err := svc.Get(context.Background(), op, string(reference.AppendKey(nil, v, op.ID)), v, reference.Args{})
		if err != nil || !entry.Found() || !bytes.Contains(entry.Body(), []byte(v)) {
			t.Fatalf("%s: %v %.200s", v, err, entry)
		}
	}
}

func opByID(t *testing.T, svc *reference.Service, id string) *reference.Op {
	t.Helper()
	for _, op := range svc.Ops() {
		if op.ID == id {
			return op
		}
	}
	t.Fatalf("no operation %s", id)
	return nil
}

// Every reference table a version writes names the columns that identify
// its records, and they are columns of the table.
func TestTableKeysCoverTheSchema(t *testing.T) {
	db := pgtest.New(t)
	rows, err := db.Pool.Query(t.Context(), `SELECT table_name, array_agg(column_name::text) FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name LIKE 'ref\_%' GROUP BY table_name`)
	if err != nil {
		t.Fatal(err)
	}
	columns := map[string][]string{}
	for rows.Next() {
		var table string
		var cols []string
		if err := rows.Scan(&table, &cols); err != nil {
			t.Fatal(err)
		}
		columns[table] = cols
	}
	keys := reference.TableKeys()
	// Bookkeeping, not records.
	for _, table := range []string{"ref_datasets", "ref_dataset_files", "ref_dataset_digests", "ref_live", "ref_releases", "ref_product_sources", "ref_costs_ppi_series"} {
		delete(columns, table)
	}
	if len(columns) < 15 {
		t.Fatalf("only %d record tables in the schema: %v", len(columns), columns)
	}
	for table, cols := range columns {
		key, ok := keys[table]
		if !ok {
			t.Errorf("%s has no identifying columns in reference.tableKeys", table)
			continue
		}
		for _, k := range key {
			if !slices.Contains(cols, k) {
				t.Errorf("%s: key column %s is not a column (%v)", table, k, cols)
			}
		}
		delete(keys, table)
	}
	for table := range keys {
		t.Errorf("reference.tableKeys names %s, which the schema does not have", table)
	}
}
