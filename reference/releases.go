package reference

import (
	"context"
	"fmt"
	"path"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ReleasesArea is the part that records, per `data pull` source, the
// release a dataset version was built from: its period and when it was
// retrieved. Areas report it in their answers (costs_list) and /readyz,
// on either store.
const ReleasesArea = "releases"

// Releases are the pulled releases of a version, by source.
type Releases map[string]Pulled

func (r Releases) Rows() int { return len(r) }

func (r Releases) Write(ctx context.Context, w *Writer) error {
	rows := make([]Pulled, 0, len(r))
	for _, p := range r {
		rows = append(rows, p)
	}
	return w.Copy("ref_releases", []string{"version", "source", "release", "retrieved_at", "publisher_sha256", "rows"}, len(rows), func(i int) []any {
		p := rows[i]
		return []any{w.Version(), p.Source, p.Release, p.RetrievedAt, p.PublisherSHA256, p.Rows}
	})
}

// ReleasesLoader reads the manifests of the named sources' releases pulled
// under dir (PulledDir/<source>/manifest.csv), each optional: a version
// built from the bundle alone has none.
func ReleasesLoader(dir string, sources ...string) Loader {
	names := make([]string, len(sources))
	for i, s := range sources {
		names[i] = path.Join(PulledDir, s, PulledManifest)
	}
	srcs := DataDirSources(dir, names...)
	for i := range srcs {
		srcs[i].Optional, srcs[i].Public = true, false // the manifests are the record, not data
	}
	return Loader{Area: ReleasesArea, Sources: srcs, Parse: func(files []File, _ *Dataset) (Part, error) {
		r := Releases{}
		for _, f := range files {
			m, err := ParsePulledManifest(f.Name, f.Data)
			if err != nil {
				return nil, err
			}
			for _, e := range m {
				p := *e.Pulled
				p.Rows = 0
				for _, o := range m {
					p.Rows += o.Pulled.Rows
				}
				r[p.Source] = p
			}
		}
		return r, nil
	}}
}

// ReleasesOf is the releases part of ds (empty when none was pulled).
func ReleasesOf(ds *Dataset) Releases {
	if ds == nil {
		return Releases{}
	}
	r, _ := ds.Part(ReleasesArea).(Releases)
	if r == nil {
		return Releases{}
	}
	return r
}

// ReadReleases reads a version's releases from Postgres.
func ReadReleases(ctx context.Context, pool *pgxpool.Pool, version string) (Releases, error) {
	rows, err := pool.Query(ctx, `SELECT source, release, retrieved_at, publisher_sha256, rows FROM ref_releases WHERE version = $1`, version)
	if err != nil {
		return nil, fmt.Errorf("ref_releases: %w", err)
	}
	r := Releases{}
	var p Pulled
	_, err = pgx.ForEachRow(rows, []any{&p.Source, &p.Release, &p.RetrievedAt, &p.PublisherSHA256, &p.Rows}, func() error {
		r[p.Source] = p
		return nil
	})
	return r, err
}
