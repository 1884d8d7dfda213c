package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/areas"
	"github.com/redis/go-redis/v9"
)

// loaders are every area's input. An area whose public files are absent
// from the default directory is skipped (the embedded default then answers
// its lookups 503); a directory given explicitly must hold them.
func loaders(dataDir string, explicit bool) ([]reference.Loader, error) {
	all := areas.Loaders(dataDir)
	m, err := reference.ReadManifestDir(dataDir) // the pinned manifest and the releases pulled into dataDir
	if err != nil {
		return nil, err
	}
	if err := m.Check(all); err != nil {
		return nil, err
	}
	if explicit {
		for i := range all {
			all[i].Optional = false
		}
	}
	return all, nil
}

// newReference builds the reference service: the dataset loaded into memory
// for the embedded default, the imported versions in Postgres otherwise,
// behind an L1 cache and, with REDIS_URL, the shared L2.
func (a *app) newReference(ctx context.Context, cfg config, pool *pgxpool.Pool, rdb redis.UniversalClient, logger *slog.Logger) (*reference.Service, error) {
	c, err := cache.New(cache.Options{Entries: cfg.cacheEntries, Bytes: cfg.cacheBytes, Redis: rdb, Prefix: "plumbline:ref:", L2Bytes: cfg.cacheL2Bytes})
	if err != nil {
		return nil, err
	}
	var versions reference.Versions
	var memory *reference.MemoryVersions
	var ds *reference.Dataset
	if pool != nil {
		versions = reference.NewPGVersions(pool)
	} else {
		start := time.Now()
		var files []reference.FileInfo
		all, err := loaders(cfg.dataDir, cfg.dataDirSet)
		if err != nil {
			return nil, err
		}
		ds, files, err = reference.Load(all...)
		if err != nil {
			return nil, fmt.Errorf("reference data: %w", err)
		}
		logLoaded(logger, ds, files, cfg.dataDir, time.Since(start))
		memory = reference.NewMemoryReleases(ds, files, areas.Memory, cfg.retention, time.Now())
		versions = memory
	}
	bound := areas.Memory
	if pool != nil {
		bound = func(*reference.Dataset) []reference.Area { return areas.Postgres(pool) }
	}
	svc := reference.NewService(versions, bound(ds), c, logger)
	if err := svc.Retain(cfg.retention); err != nil {
		return nil, err
	}
	if err := svc.Refresh(ctx); err != nil {
		// Postgres before the first import: the reference areas answer 503
		// until a version is imported and the poll below finds it.
		logger.Warn("no reference data live yet; the reference areas answer 503 until `plumbline import`", slog.Any("error", err))
	}
	// The poll finds new versions (Postgres) and expires kept ones (both).
	a.workers = append(a.workers, func(ctx context.Context) { svc.Run(ctx, reference.VersionPoll) })
	if cfg.refresh.on {
		a.workers = append(a.workers, a.newRefresher(cfg, svc, memory, pool, logger).Run)
	}
	if memory != nil {
		hangups := make(chan os.Signal, 1)
		signal.Notify(hangups, syscall.SIGHUP) // now, so a SIGHUP after the banner is never the default (exit)
		a.onClose(func() { signal.Stop(hangups) })
		a.workers = append(a.workers, func(ctx context.Context) {
			for {
				select {
				case <-ctx.Done():
					return
				case <-hangups:
					reload(ctx, cfg, memory, svc, logger)
				}
			}
		})
	}
	return svc, nil
}

// reload is the embedded default's import on SIGHUP: it loads the data
// directory again and, when the files changed, makes them the live version,
// the previous one kept for requests that pin it. A data directory that
// does not load leaves the live version as it was.
func reload(ctx context.Context, cfg config, memory *reference.MemoryVersions, svc *reference.Service, logger *slog.Logger) {
	start := time.Now()
	res, err := reloadData(ctx, cfg, memory, svc)
	switch {
	case err != nil:
		logger.Error("reference data not reloaded; the live version is unchanged", slog.Any("error", err))
	case !res.Switched:
		logger.Info("reference data reloaded: the files are unchanged", slog.String("version", res.Version))
	default:
		logger.Info("reference data reloaded: a new version is live", slog.String("version", res.Version), slog.String("previous", res.Previous),
			slog.Int("rows", res.Rows), slog.String("took", time.Since(start).Round(time.Millisecond).String()))
	}
}

// reloadData loads the data directory and makes it the memory store's live
// version (SIGHUP, and the background refresh after a pull).
func reloadData(ctx context.Context, cfg config, memory *reference.MemoryVersions, svc *reference.Service) (reference.ImportResult, error) {
	all, err := loaders(cfg.dataDir, cfg.dataDirSet)
	var ds *reference.Dataset
	var files []reference.FileInfo
	if err == nil {
		ds, files, err = reference.Load(all...)
	}
	var res reference.ImportResult
	if err == nil {
		res, err = memory.Import(ctx, ds, files, time.Now())
	}
	if err == nil {
		err = svc.Refresh(ctx)
	}
	return res, err
}

// logLoaded says, one line per area, what the embedded default loaded
// (files, their periods from the source manifest, rows) and what it lacks.
func logLoaded(logger *slog.Logger, ds *reference.Dataset, files []reference.FileInfo, dataDir string, took time.Duration) {
	logger.Info("reference data loaded", slog.String("version", ds.Version), slog.Int("rows", ds.Rows()), slog.String("took", took.Round(time.Millisecond).String()))
	m, _ := reference.ReadManifestDir(dataDir) // checked before loading
	loaded := map[string]bool{}
	for _, area := range ds.Areas() {
		loaded[area] = true
		n := 0
		var periods []string
		for _, l := range areas.Loaders(dataDir) {
			for _, s := range l.Sources {
				if l.Area != area || !slices.ContainsFunc(files, func(f reference.FileInfo) bool { return f.Name == s.Name }) {
					continue
				}
				n++
				if p := m[s.Name].Period; p != "" && !slices.Contains(periods, p) {
					periods = append(periods, p)
				}
			}
		}
		logger.Info("reference area loaded", slog.String("area", area), slog.Int("files", n), slog.Int("rows", ds.Part(area).Rows()),
			slog.String("periods", strings.Join(periods, "; ")))
	}
	for _, l := range areas.Loaders(dataDir) {
		if !loaded[l.Area] {
			logger.Warn("reference area missing: its files are not in the data directory; its lookups answer 503 (run `plumbline data pull` or set PLUMBLINE_DATA_DIR)",
				slog.String("area", l.Area), slog.String("dir", dataDir), slog.String("first_file", l.Sources[0].Name))
		}
	}
}

// importData is `plumbline import`: load every source, check it, and write
// it to Postgres as one version, switching readers to it atomically.
func importData(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer, tty bool) error {
	// Only the settings an import reads: it needs no key pepper.
	databaseURL, dataDir := setting(getenv, "DATABASE_URL"), setting(getenv, "PLUMBLINE_DATA_DIR")
	if databaseURL == "" {
		return fmt.Errorf("DATABASE_URL is not set: import writes the reference data to Postgres (the embedded default loads it at start, and again on SIGHUP)")
	}
	retention, err := retentionSetting(getenv)
	if err != nil {
		return err
	}
	start := time.Now()
	all, err := loaders(dataDir, true)
	if err != nil {
		return err
	}
	ds, files, err := reference.Load(all...)
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
	res, err := reference.ImportKeeping(ctx, pool, ds, files, bar.update, retention)
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
