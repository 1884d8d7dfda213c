package reference

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
)

// Versions says which dataset version readers use now, and which releases
// there were. It is the store every area shares; each area's own store
// answers its queries for a version given. PGVersions is the real one;
// MemoryVersions serves the embedded default.
type Versions interface {
	// LiveVersion is the version readers use now; EUNAVAILABLE when no
	// dataset has been imported.
	LiveVersion(ctx context.Context) (string, error)
	// Releases are the latest MaxReleases releases, newest first (not yet
	// annotated: see annotate), and the versions whose rows are stored.
	Releases(ctx context.Context) ([]Release, map[string]bool, error)
}

// MaxReleases bounds the release feed.
const MaxReleases = 100

// versionedAreas is a Versions whose versions are each answered by their
// own areas: the memory store binds each dataset it holds to its own
// memory stores. Postgres stores answer any version themselves.
type versionedAreas interface {
	op(version, id string) (*Op, error)
}

// MemoryVersions holds dataset versions in memory: the embedded default's
// dataset, and any later one imported into the running process (Import),
// each answered by areas bound to it, kept as its Retention says.
type MemoryVersions struct {
	mu        sync.RWMutex
	bind      func(*Dataset) []Area
	retention Retention
	held      map[string]*memVersion
	releases  []Release // newest first
}

type memVersion struct {
	ds      *Dataset
	files   []FileInfo
	ops     map[string]*Op // nil without bind
	digests Digests        // taken when a diff first needs them
}

// NewMemoryVersions serves ds alone: a store that is never imported into.
func NewMemoryVersions(ds *Dataset) *MemoryVersions {
	return NewMemoryReleases(ds, nil, nil, DefaultRetention, time.Now())
}

// NewMemoryReleases serves ds (loaded from files) as its first release at
// now, binding each version it will hold to its areas with bind, and keeping
// versions as r says.
func NewMemoryReleases(ds *Dataset, files []FileInfo, bind func(*Dataset) []Area, r Retention, now time.Time) *MemoryVersions {
	m := &MemoryVersions{bind: bind, retention: r, held: map[string]*memVersion{}}
	m.held[ds.Version] = m.version(ds, files)
	first := Release{Version: ds.Version, WentLiveAt: now.UTC(), Rows: int64(ds.Rows()), Changes: Changes{Sources: diffSources(nil, files)}}
	for _, a := range ds.Areas() {
		n := int64(ds.Part(a).Rows())
		zero := int64(0)
		first.Areas = append(first.Areas, AreaChange{Area: a, Rows: n, Added: &n, Removed: &zero, Changed: &zero})
	}
	m.releases = []Release{first}
	return m
}

func (m *MemoryVersions) version(ds *Dataset, files []FileInfo) *memVersion {
	v := &memVersion{ds: ds, files: files}
	if m.bind != nil {
		v.ops = map[string]*Op{}
		for _, a := range m.bind(ds) {
			for _, op := range a.Ops {
				v.ops[op.ID] = op
			}
		}
	}
	return v
}

// Live is the dataset of the live version: what the background refresh
// compares a data directory's releases with.
func (m *MemoryVersions) Live() *Dataset {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.held[m.releases[0].Version].ds
}

func (m *MemoryVersions) LiveVersion(context.Context) (string, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.releases[0].Version, nil
}

func (m *MemoryVersions) Releases(context.Context) ([]Release, map[string]bool, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	stored := make(map[string]bool, len(m.held))
	for v := range m.held {
		stored[v] = true
	}
	return slices.Clone(m.releases), stored, nil
}

func (m *MemoryVersions) op(version, id string) (*Op, error) {
	m.mu.RLock()
	v := m.held[version]
	m.mu.RUnlock()
	if v == nil {
		return nil, plumbline.Errorf(plumbline.EGONE, "reference dataset version %s is no longer held", version)
	}
	if v.ops == nil {
		return nil, nil // not bound: the caller's operation answers
	}
	return v.ops[id], nil
}

// Import makes ds (loaded from files) the live version, as `plumbline
// import` does on Postgres: a release recording what changed against the
// version live before, then the versions Retention no longer keeps are
// dropped. Importing the live version again changes nothing.
func (m *MemoryVersions) Import(ctx context.Context, ds *Dataset, files []FileInfo, now time.Time) (ImportResult, error) {
	if m.bind == nil {
		return ImportResult{}, errors.New("reference: this memory store serves one dataset and takes no imports")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	prev := m.held[m.releases[0].Version]
	res := ImportResult{Version: ds.Version, Previous: prev.ds.Version, Rows: ds.Rows()}
	if ds.Version == prev.ds.Version {
		return res, nil
	}
	next := m.held[ds.Version]
	if next == nil {
		next = m.version(ds, files)
		res.Created = true
	}
	var err error
	if prev.digests == nil {
		if prev.digests, err = DigestDataset(ctx, prev.ds); err != nil {
			return ImportResult{}, err
		}
	}
	if next.digests == nil {
		if next.digests, err = DigestDataset(ctx, next.ds); err != nil {
			return ImportResult{}, err
		}
	}
	m.held[ds.Version] = next
	rel := Release{Version: ds.Version, Previous: prev.ds.Version, WentLiveAt: now.UTC(), Rows: int64(ds.Rows()),
		Changes: changesOf(prev.ds.Version, prev.files, next.files, prev.digests, next.digests, ds.Areas())}
	m.releases = append([]Release{rel}, m.releases...)
	if len(m.releases) > MaxReleases {
		m.releases = m.releases[:MaxReleases]
	}
	keep := keptVersions(m.releases, m.retention, now)
	for v := range m.held {
		if !keep[v] {
			delete(m.held, v)
		}
	}
	res.Switched = true
	return res, nil
}

// Held checks that version is the one held: an area's memory store calls
// it first, so a request for another version is EUNAVAILABLE on either store.
func (ds *Dataset) Held(version string) error {
	if version != ds.Version {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "reference dataset version %s is not loaded (this instance serves %s)", version, ds.Version)
	}
	return nil
}

// PGVersions reads ref_live and ref_releases.
type PGVersions struct{ pool *pgxpool.Pool }

// NewPGVersions reads through pool.
func NewPGVersions(pool *pgxpool.Pool) PGVersions { return PGVersions{pool} }

// ErrNotImported is the answer before the first import.
var ErrNotImported = plumbline.Errorf(plumbline.EUNAVAILABLE, "no reference data has been imported into this database; run `plumbline import`")

func (p PGVersions) LiveVersion(ctx context.Context) (string, error) {
	var v string
	err := p.pool.QueryRow(ctx, `SELECT version FROM ref_live`).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrNotImported
	}
	return v, err
}

func (p PGVersions) Releases(ctx context.Context) ([]Release, map[string]bool, error) {
	return readReleases(ctx, p.pool)
}

// querier is a pool or a transaction.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func readReleases(ctx context.Context, q querier) ([]Release, map[string]bool, error) {
	rows, err := q.Query(ctx, `SELECT version, previous, went_live_at, row_count, changes FROM ref_releases ORDER BY seq DESC LIMIT $1`, MaxReleases)
	if err != nil {
		return nil, nil, err
	}
	var out []Release
	for rows.Next() {
		var r Release
		var changes []byte
		if err := rows.Scan(&r.Version, &r.Previous, &r.WentLiveAt, &r.Rows, &changes); err != nil {
			return nil, nil, err
		}
		r.WentLiveAt = r.WentLiveAt.UTC()
		if err := json.Unmarshal(changes, &r.Changes); err != nil {
			return nil, nil, fmt.Errorf("reference: release of %s: %w", r.Version, err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	stored := map[string]bool{}
	rows, err = q.Query(ctx, `SELECT version FROM ref_datasets`)
	if err != nil {
		return nil, nil, err
	}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, nil, err
		}
		stored[v] = true
	}
	return out, stored, rows.Err()
}
