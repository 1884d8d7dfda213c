package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/data"
	"github.com/redis/go-redis/v9"
)

// referenceSources are the curated tables embedded in the binary and the
// public data under PLUMBLINE_DATA_DIR. Without that directory, only the
// default one may be absent (the embedded default then serves everything
// but county and ZIP lookups); a directory given explicitly must be there.
func referenceSources(cfg config, logger *slog.Logger) []reference.Source {
	sources := reference.RepoSources(data.FS)
	if _, err := os.Stat(filepath.Join(cfg.dataDir, reference.FileCounties)); err != nil && !cfg.dataDirSet {
		logger.Warn("the data directory is not here: county and ZIP lookups are unavailable; set PLUMBLINE_DATA_DIR",
			slog.String("dir", cfg.dataDir))
		return sources
	}
	return append(sources, reference.DataDirSources(cfg.dataDir)...)
}

// newReference builds the reference service: the dataset loaded into memory
// for the embedded default, the imported versions in Postgres otherwise,
// behind an L1 cache and, with REDIS_URL, the shared L2.
func (a *app) newReference(ctx context.Context, cfg config, pool *pgxpool.Pool, rdb *redis.Client, logger *slog.Logger) (*reference.Service, error) {
	c, err := cache.New(cache.Options{Entries: cfg.cacheEntries, Redis: rdb, Prefix: "plumbline:ref:"})
	if err != nil {
		return nil, err
	}
	var store reference.Store
	if pool != nil {
		store = reference.NewPGStore(pool)
	} else {
		start := time.Now()
		ds, _, err := reference.Load(referenceSources(cfg, logger))
		if err != nil {
			return nil, fmt.Errorf("reference data: %w", err)
		}
		logger.Info("reference data loaded", slog.String("version", ds.Version), slog.Int("rows", ds.Rows()), slog.Duration("took", time.Since(start)))
		store = reference.NewMemoryStore(ds)
	}
	svc := reference.NewService(store, c, logger)
	if err := svc.Refresh(ctx); err != nil {
		// Postgres before the first import: the codes area answers 503
		// until a version is imported and the poll below finds it.
		logger.Warn("no reference data live yet; the codes area answers 503 until `plumbline import`", slog.Any("error", err))
	}
	if pool != nil {
		a.workers = append(a.workers, func(ctx context.Context) { svc.Run(ctx, reference.VersionPoll) })
	}
	return svc, nil
}

// importData is `plumbline import`: load every source, check it, and write
// it to Postgres as one version, switching readers to it atomically.
func importData(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer, tty bool) error {
	// Only the two settings an import reads: it needs no key pepper.
	databaseURL, dataDir := setting(getenv, "DATABASE_URL"), setting(getenv, "PLUMBLINE_DATA_DIR")
	if databaseURL == "" {
		return fmt.Errorf("DATABASE_URL is not set: import writes the reference data to Postgres (the embedded default loads it at start)")
	}
	start := time.Now()
	ds, files, err := reference.Load(append(reference.RepoSources(data.FS), reference.DataDirSources(dataDir)...))
	if err != nil {
		return fmt.Errorf("import stopped, nothing written: %w", err)
	}
	pool, err := postgres.Connect(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	if _, _, err := postgres.Migrate(ctx, pool); err != nil {
		return err
	}
	var bar *progressBar
	if tty {
		bar = &progressBar{w: stderr}
	}
	res, err := reference.Import(ctx, pool, ds, files, bar.update)
	bar.done()
	if err != nil {
		return err
	}
	took := time.Since(start).Round(time.Millisecond)
	switch {
	case res.Created:
		fmt.Fprintf(stdout, "imported reference data version %s: %d rows from %d files in %s; live (was %s)\n", res.Version, res.Rows, len(files), took, orNone(res.Previous))
	case res.Switched:
		fmt.Fprintf(stdout, "reference data version %s was already imported; live again (was %s)\n", res.Version, orNone(res.Previous))
	default:
		fmt.Fprintf(stdout, "reference data version %s is already imported and live; nothing changed\n", res.Version)
	}
	for _, f := range files {
		fmt.Fprintf(stdout, "  %-52s %8d rows  sha256 %s\n", f.Name, f.Rows, f.SHA256[:16])
	}
	return nil
}

func orNone(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

// progressBar draws the import's progress on a terminal, in place.
type progressBar struct {
	w    io.Writer
	last int
}

func (b *progressBar) update(table string, done, total int) {
	if b == nil || total == 0 {
		return
	}
	pct := done * 100 / total
	if pct == b.last && done != total {
		return
	}
	b.last = pct
	const width = 30
	fill := pct * width / 100
	bar := make([]byte, width)
	for i := range bar {
		bar[i] = '.'
		if i < fill {
			bar[i] = '#'
		}
	}
	fmt.Fprintf(b.w, "\rimporting [%s] %3d%%  %-14s %7d/%d rows", bar, pct, table, done, total)
}

func (b *progressBar) done() {
	if b != nil {
		fmt.Fprintln(b.w)
	}
}
