package reference

import (
	"context"
	"fmt"
	"path"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PulledArea is the part that records, per `data pull` source, the
// release a dataset version was built from: its period and when it was
// retrieved. Areas report it in their answers (costs_list) and /readyz,
// on either store.
const PulledArea = "pulled"

// PulledReleases are the pulled releases of a version, by source.
type PulledReleases map[string]Pulled

func (r PulledReleases) Rows() int { return len(r) }

func (r PulledReleases) Write(ctx context.Context, w *Writer) error {
	rows := make([]Pulled, 0, len(r))
	for _, p := range r {
		rows = append(rows, p)
	}
	return w.Copy("ref_pulled_releases", []string{"version", "source", "release", "retrieved_at", "publisher_sha256", "rows"}, len(rows), func(i int) []any {
		p := rows[i]
		return []any{w.Version(), p.Source, p.Release, p.RetrievedAt, p.PublisherSHA256, p.Rows}
	})
}

// PulledLoader reads the manifests of the named sources' releases pulled
// under dir (PulledDir/<source>/manifest.csv), each optional: a version
// built from the bundle alone has none.
func PulledLoader(dir string, sources ...string) Loader {
	names := make([]string, len(sources))
	for i, s := range sources {
		names[i] = path.Join(PulledDir, s, PulledManifest)
	}
	srcs := DataDirSources(dir, names...)
	for i := range srcs {
		srcs[i].Optional, srcs[i].Public = true, false // the manifests are the record, not data
	}
	return Loader{Area: PulledArea, Sources: srcs, Parse: func(files []File, _ *Dataset) (Part, error) {
		r := PulledReleases{}
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

// PulledOf is the releases part of ds (empty when none was pulled).
func PulledOf(ds *Dataset) PulledReleases {
	if ds == nil {
		return PulledReleases{}
	}
	r, _ := ds.Part(PulledArea).(PulledReleases)
	if r == nil {
		return PulledReleases{}
	}
	return r
}

// ReadPulled reads a version's releases from Postgres.
func ReadPulled(ctx context.Context, pool *pgxpool.Pool, version string) (PulledReleases, error) {
	rows, err := pool.Query(ctx, `SELECT source, release, retrieved_at, publisher_sha256, rows FROM ref_pulled_releases WHERE version = $1`, version)
	if err != nil {
		return nil, fmt.Errorf("ref_pulled_releases: %w", err)
	}
	r := PulledReleases{}
	var p Pulled
	_, err = pgx.ForEachRow(rows, []any{&p.Source, &p.Release, &p.RetrievedAt, &p.PublisherSHA256, &p.Rows}, func() error {
		r[p.Source] = p
		return nil
	})
	return r, err
}
