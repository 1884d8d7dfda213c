package reference

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"
)

// writeDigests stores a version's row digests, one row per table, for the
// imports that will diff against it.
func writeDigests(ctx context.Context, tx pgx.Tx, version string, d Digests) error {
	for name, t := range d {
		if _, err := tx.Exec(ctx, `INSERT INTO ref_dataset_digests (version, area, tbl, row_count, digest) VALUES ($1, $2, $3, $4, $5)`,
			version, t.Area, name, len(t.rows), marshalDigest(t)); err != nil {
			return err
		}
	}
	return nil
}

// readDigests reads a version's digests; nil when none were stored (a
// version imported before releases were recorded).
func readDigests(ctx context.Context, tx pgx.Tx, version string) (Digests, error) {
	rows, err := tx.Query(ctx, `SELECT area, tbl, digest FROM ref_dataset_digests WHERE version = $1`, version)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var d Digests
	for rows.Next() {
		var area, table string
		var b []byte
		if err := rows.Scan(&area, &table, &b); err != nil {
			return nil, err
		}
		t, err := unmarshalDigest(area, table, b)
		if err != nil {
			return nil, err
		}
		if d == nil {
			d = Digests{}
		}
		d[table] = t
	}
	return d, rows.Err()
}

func readFiles(ctx context.Context, tx pgx.Tx, version string) ([]FileInfo, error) {
	rows, err := tx.Query(ctx, `SELECT name, sha256, bytes, row_count, area, period FROM ref_dataset_files WHERE version = $1 ORDER BY name`, version)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (FileInfo, error) {
		var f FileInfo
		err := r.Scan(&f.Name, &f.SHA256, &f.Bytes, &f.Rows, &f.Area, &f.Period)
		return f, err
	})
}

// recordRelease records that ds went live after prev ("" for none), with
// what changed: the files, and the rows per area from both versions'
// digests.
func recordRelease(ctx context.Context, tx pgx.Tx, ds *Dataset, prev string) error {
	next, err := readDigests(ctx, tx, ds.Version)
	if err != nil {
		return err
	}
	nextFiles, err := readFiles(ctx, tx, ds.Version)
	if err != nil {
		return err
	}
	var prevDigests Digests
	var prevFiles []FileInfo
	if prev != "" {
		if prevDigests, err = readDigests(ctx, tx, prev); err != nil {
			return err
		}
		if prevFiles, err = readFiles(ctx, tx, prev); err != nil {
			return err
		}
	}
	changes, err := json.Marshal(changesOf(prev, prevFiles, nextFiles, prevDigests, next, ds.Areas()))
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO ref_releases (version, previous, went_live_at, row_count, changes)
		SELECT $1, $2, switched_at, $3, $4 FROM ref_live`, ds.Version, prev, ds.Rows(), changes)
	return err
}

// prune drops the versions r no longer keeps (their rows cascade).
func prune(ctx context.Context, tx pgx.Tx, r Retention) error {
	releases, _, err := readReleases(ctx, tx)
	if err != nil {
		return err
	}
	var now time.Time
	if err := tx.QueryRow(ctx, `SELECT now()`).Scan(&now); err != nil {
		return err
	}
	keep := keptVersions(releases, r, now)
	kept := make([]string, 0, len(keep))
	for v := range keep {
		kept = append(kept, v)
	}
	_, err = tx.Exec(ctx, `DELETE FROM ref_datasets WHERE version <> ALL($1)`, kept)
	return err
}
