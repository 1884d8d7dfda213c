package reference

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Progress hears how far an import is: rows written of the total.
type Progress func(table string, done, total int)

// ImportResult says what an import did.
type ImportResult struct {
	Version  string
	Previous string // the version live before ("" on the first import)
	// Created: the version was written now. False when it was already in
	// the database (the same files imported before): nothing was written.
	Created bool
	// Switched: readers now see Version instead of Previous.
	Switched bool
	Rows     int
}

// importLock serialises imports: two at once would race for ref_live.
const importLock = 7_180_011 // arbitrary, fixed

// Import is ImportKeeping with DefaultRetention.
func Import(ctx context.Context, pool *pgxpool.Pool, ds *Dataset, files []FileInfo, progress Progress) (ImportResult, error) {
	return ImportKeeping(ctx, pool, ds, files, progress, DefaultRetention)
}

// ImportKeeping writes a loaded dataset to Postgres as one version, every
// area's part in one transaction, and makes it the live version in the same
// transaction, recording the release (what changed against the version
// live before) and dropping the versions r no longer keeps. On any error
// nothing is written and the previous version stays live.
func ImportKeeping(ctx context.Context, pool *pgxpool.Pool, ds *Dataset, files []FileInfo, progress Progress, r Retention) (ImportResult, error) {
	res := ImportResult{Version: ds.Version}
	if err := r.Check(); err != nil {
		return res, err
	}
	if progress == nil {
		progress = func(string, int, int) {}
	}
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, importLock); err != nil {
			return err
		}
		err := tx.QueryRow(ctx, `SELECT version FROM ref_live`).Scan(&res.Previous)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM ref_datasets WHERE version = $1)`, ds.Version).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			res.Created, res.Rows = true, ds.Rows()
			if err := writeVersion(ctx, tx, ds, files, progress); err != nil {
				return err
			}
		}
		if res.Previous == ds.Version {
			return nil
		}
		res.Switched = true
		if _, err := tx.Exec(ctx, `INSERT INTO ref_live (version) VALUES ($1)
			ON CONFLICT (singleton) DO UPDATE SET version = excluded.version, switched_at = now()`, ds.Version); err != nil {
			return err
		}
		if err := recordRelease(ctx, tx, ds, res.Previous); err != nil {
			return err
		}
		return prune(ctx, tx, r)
	})
	if err != nil {
		return ImportResult{}, fmt.Errorf("reference import of version %s (nothing changed; %s stays live): %w", ds.Version, orNone(res.Previous), err)
	}
	return res, nil
}

func orNone(v string) string {
	if v == "" {
		return "no version"
	}
	return "version " + v
}

func writeVersion(ctx context.Context, tx pgx.Tx, ds *Dataset, files []FileInfo, progress Progress) error {
	if _, err := tx.Exec(ctx, `INSERT INTO ref_datasets (version, row_count) VALUES ($1, $2)`, ds.Version, ds.Rows()); err != nil {
		return err
	}
	for _, f := range files {
		if _, err := tx.Exec(ctx, `INSERT INTO ref_dataset_files (version, name, sha256, bytes, row_count, area, period) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			ds.Version, f.Name, f.SHA256, f.Bytes, f.Rows, f.Area, f.Period); err != nil {
			return err
		}
	}
	w := &Writer{ctx: ctx, tx: tx, version: ds.Version, total: ds.Rows(), progress: progress, digest: &digester{digests: Digests{}}}
	for _, area := range ds.order {
		w.digest.area = area
		if err := ds.parts[area].Write(ctx, w); err != nil {
			return fmt.Errorf("%s: %w", area, err)
		}
	}
	sortDigests(w.digest.digests)
	return writeDigests(ctx, tx, ds.Version, w.digest.digests)
}

// Writer copies an area's rows into Postgres during an import.
type Writer struct {
	ctx      context.Context
	tx       pgx.Tx
	version  string
	done     int
	total    int
	progress Progress
	digest   *digester // takes the rows' digests as they are written
}

// Version is the dataset version being written: every row carries it.
func (w *Writer) Version() string { return w.version }

// Tx is the import transaction, for anything COPY does not fit.
func (w *Writer) Tx() pgx.Tx { return w.tx }

// Copy writes n rows into table with COPY FROM, reporting progress.
func (w *Writer) Copy(table string, columns []string, n int, row func(i int) []any) error {
	if w.digest != nil {
		t, keyAt, contentAt := w.digest.table(table, columns)
		values := row
		row = func(i int) []any {
			v := values(i)
			add(t, keyAt, contentAt, v)
			return v
		}
	}
	if _, digestOnly := w.tx.(discardTx); digestOnly {
		for i := range n {
			row(i)
		}
		w.done += n
		return nil
	}
	src := &counted{n: n, row: row, tick: func(i int) { w.progress(table, w.done+i, w.total) }}
	if _, err := w.tx.CopyFrom(w.ctx, pgx.Identifier{table}, columns, src); err != nil {
		return fmt.Errorf("%s: %w", table, err)
	}
	w.done += n
	w.progress(table, w.done, w.total)
	return nil
}

// counted feeds CopyFrom from an indexed row function, reporting progress
// every 2,000 rows.
type counted struct {
	n, i int
	row  func(i int) []any
	tick func(i int)
}

func (c *counted) Next() bool {
	c.i++
	if c.i%2000 == 0 {
		c.tick(c.i)
	}
	return c.i <= c.n
}
func (c *counted) Values() ([]any, error) { return c.row(c.i - 1), nil }
func (c *counted) Err() error             { return nil }
