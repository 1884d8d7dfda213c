package reference_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/codes"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

func load(t *testing.T, loaders []reference.Loader) (*reference.Dataset, []reference.FileInfo) {
	t.Helper()
	ds, files, err := reference.Load(loaders...)
	if err != nil {
		t.Fatal(err)
	}
	return ds, files
}

// tableCounts counts every reference table's rows.
func tableCounts(t *testing.T, pool *pgxpool.Pool) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"ref_datasets", "ref_dataset_files", "ref_live", "ref_sections", "ref_standards", "ref_adoption", "ref_counties", "ref_zips"} {
		var n int
		if err := pool.QueryRow(context.Background(), "SELECT count(*) FROM "+table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out[table] = n
	}
	return out
}

func TestImportIsIdempotent(t *testing.T) {
	db := pgtest.New(t)
	ctx := t.Context()
	ds, files := referencetest.Load(t)
	var last int
	res, err := reference.Import(ctx, db.Pool, ds, files, func(_ string, done, total int) { last = done; _ = total })
	if err != nil {
		t.Fatal(err)
	}
	if !res.Created || !res.Switched || res.Previous != "" || res.Version != ds.Version || res.Rows != ds.Rows() || last != ds.Rows() {
		t.Fatalf("first import = %+v (progress reached %d of %d)", res, last, ds.Rows())
	}
	before := tableCounts(t, db.Pool)
	if before["ref_sections"] != len(codes.Of(ds).Sections) || before["ref_zips"] != len(geo.Of(ds).ZIPs) || before["ref_dataset_files"] != len(files) {
		t.Fatalf("tables after import: %v", before)
	}
	var importedAt time.Time
	if err := db.Pool.QueryRow(ctx, `SELECT imported_at FROM ref_datasets`).Scan(&importedAt); err != nil {
		t.Fatal(err)
	}
	// The files are recorded with their checksums.
	for _, l := range referencetest.Loaders() {
		for _, src := range l.Sources {
			f, _ := src.Open()
			data, _ := io.ReadAll(f)
			f.Close()
			sum := sha256.Sum256(data)
			var got string
			if err := db.Pool.QueryRow(ctx, `SELECT sha256 FROM ref_dataset_files WHERE version = $1 AND name = $2`, ds.Version, src.Name).Scan(&got); err != nil || got != hex.EncodeToString(sum[:]) {
				t.Errorf("%s recorded as %q (%v), want its sha256", src.Name, got, err)
			}
		}
	}

	// The same files again: the same version, and nothing changes.
	ds2, files2 := referencetest.Load(t)
	if ds2.Version != ds.Version {
		t.Fatalf("the same files gave version %s, then %s", ds.Version, ds2.Version)
	}
	res, err = reference.Import(ctx, db.Pool, ds2, files2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Created || res.Switched || res.Previous != ds.Version {
		t.Fatalf("second import = %+v, want nothing done", res)
	}
	after := tableCounts(t, db.Pool)
	for table, n := range before {
		if after[table] != n {
			t.Errorf("%s: %d rows, then %d", table, n, after[table])
		}
	}
	var importedAt2 time.Time
	if err := db.Pool.QueryRow(ctx, `SELECT imported_at FROM ref_datasets`).Scan(&importedAt2); err != nil || !importedAt2.Equal(importedAt) {
		t.Errorf("imported_at %v, then %v (%v)", importedAt, importedAt2, err)
	}
}

// While a new version is imported, a reader sees the old version or the new
// one, each whole: never a mix, never nothing.
func TestImportSwitchesAtomically(t *testing.T) {
	db := pgtest.New(t)
	ctx := t.Context()
	st, places := reference.NewPGVersions(db.Pool), geo.NewPGStore(db.Pool)
	v1, f1 := referencetest.Load(t)
	if _, err := reference.Import(ctx, db.Pool, v1, f1, nil); err != nil {
		t.Fatal(err)
	}
	v2, f2 := load(t, referencetest.WithCounty(t, "06999", "Test County"))
	if v2.Version == v1.Version {
		t.Fatal("a changed file kept the version")
	}

	var stop atomic.Bool
	var reads, sawV2 atomic.Int64
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for !stop.Load() {
				v, err := st.LiveVersion(ctx)
				if err != nil {
					t.Errorf("LiveVersion during import: %v", err)
					return
				}
				_, err = places.County(ctx, v, "06999")
				switch {
				case v == v1.Version && plumbline.ErrorCode(err) != plumbline.ENOTFOUND:
					t.Errorf("version 1 has the new county: %v", err)
				case v == v2.Version && err != nil:
					t.Errorf("version 2 lacks its county: %v", err)
				case v != v1.Version && v != v2.Version:
					t.Errorf("live version %s is neither", v)
				}
				if v == v2.Version {
					sawV2.Add(1)
				}
				reads.Add(1)
			}
		})
	}
	time.Sleep(20 * time.Millisecond)
	keepTwo := reference.Retention{Keep: 2}
	res, err := reference.ImportKeeping(ctx, db.Pool, v2, f2, nil, keepTwo)
	time.Sleep(20 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if !res.Created || !res.Switched || res.Previous != v1.Version {
		t.Fatalf("import = %+v", res)
	}
	if reads.Load() == 0 || sawV2.Load() == 0 {
		t.Fatalf("%d reads, %d of version 2", reads.Load(), sawV2.Load())
	}

	// Keeping two: the previous version is kept for readers that polled
	// before the switch; the one before it is pruned by the next import.
	if n := tableCounts(t, db.Pool)["ref_datasets"]; n != 2 {
		t.Fatalf("%d versions kept, want 2", n)
	}
	v3, f3 := load(t, referencetest.WithCounty(t, "06998", "Other County"))
	if _, err := reference.ImportKeeping(ctx, db.Pool, v3, f3, nil, keepTwo); err != nil {
		t.Fatal(err)
	}
	var versions []string
	rows, _ := db.Pool.Query(ctx, `SELECT version FROM ref_datasets ORDER BY version`)
	for rows.Next() {
		var v string
		_ = rows.Scan(&v)
		versions = append(versions, v)
	}
	if len(versions) != 2 || !strings.Contains(strings.Join(versions, " "), v2.Version) || !strings.Contains(strings.Join(versions, " "), v3.Version) {
		t.Fatalf("kept %v, want v2 %s and v3 %s", versions, v2.Version, v3.Version)
	}
	if n := tableCounts(t, db.Pool)["ref_zips"]; n != 2*len(geo.Of(v1).ZIPs) {
		t.Fatalf("ref_zips has %d rows, want those of two versions (%d)", n, 2*len(geo.Of(v1).ZIPs))
	}
}

// An import that fails part-way writes nothing: the previous version stays live.
func TestImportFailureKeepsPreviousVersion(t *testing.T) {
	db := pgtest.New(t)
	v1, f1 := referencetest.Load(t)
	if _, err := reference.Import(t.Context(), db.Pool, v1, f1, nil); err != nil {
		t.Fatal(err)
	}
	before := tableCounts(t, db.Pool)
	v2, f2 := load(t, referencetest.WithCounty(t, "06999", "Test County"))
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	_, err := reference.Import(ctx, db.Pool, v2, f2, func(table string, _, _ int) {
		if table == "ref_adoption" { // after sections and standards are written
			cancel()
		}
	})
	if err == nil || !strings.Contains(err.Error(), v1.Version+" stays live") {
		t.Fatalf("err = %v, want a failure naming the version that stays live", err)
	}
	live, err := reference.NewPGVersions(db.Pool).LiveVersion(t.Context())
	if err != nil || live != v1.Version {
		t.Fatalf("live = %s, %v; want %s", live, err, v1.Version)
	}
	after := tableCounts(t, db.Pool)
	for table, n := range before {
		if after[table] != n {
			t.Errorf("%s: %d rows, then %d after a failed import", table, n, after[table])
		}
	}
}

func TestNotImported(t *testing.T) {
	db := pgtest.New(t)
	if _, err := reference.NewPGVersions(db.Pool).LiveVersion(t.Context()); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE {
		t.Fatalf("LiveVersion before any import: %v, want unavailable", err)
	}
}
