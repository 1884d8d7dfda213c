package referencetest

import (
	"path/filepath"
	"runtime"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
	"github.com/plumbline-api/plumbline/reference"
)

// DataDir is the bundled snapshot in the repository (the default
// PLUMBLINE_DATA_DIR), wherever the test runs from.
var DataDir = func() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "data")
}()

// Bundled loads the areas of the bundled snapshot that loaders read, each
// required (a missing file is an error, not a skipped area). The data is
// the repository's own, so an error is a broken checkout: it panics.
func Bundled(loaders ...func(dir string) reference.Loader) (*reference.Dataset, []reference.FileInfo) {
	ls := make([]reference.Loader, len(loaders))
	for i, loader := range loaders {
		ls[i] = loader(DataDir)
		ls[i].Optional = false
	}
	ds, files, err := reference.Load(ls...)
	if err != nil {
		panic("the bundled snapshot: " + err.Error())
	}
	return ds, files
}

// Imported imports ds into a fresh test schema and returns its pool: the
// Postgres side of a test that holds both stores to the same answers.
func Imported(t *testing.T, ds *reference.Dataset, files []reference.FileInfo) *pgxpool.Pool {
	t.Helper()
	db := pgtest.New(t)
	if _, err := reference.Import(t.Context(), db.Pool, ds, files, nil); err != nil {
		t.Fatal(err)
	}
	return db.Pool
}
