package reference

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/cache"
	"github.com/plumbline-api/plumbline/reference/release"
)

// Service answers reference operations for the live dataset version,
// through the two-level cache. Cache keys begin with the version, so when
// a new version goes live every earlier answer becomes unreachable at once.
type Service struct {
	versions  Versions
	areas     []Area
	cache     *cache.Cache
	version   atomic.Pointer[string]
	log       *slog.Logger
	retention Retention
	releases  atomic.Pointer[releaseState]
	now       func() time.Time
	// refresh reports what the background refresh of the data did
	// (internal/refresh), for /readyz; nil when the server does not refresh.
	refresh atomic.Pointer[func() any]
}

// ReportRefresh sets what RefreshReport answers: the background refresh's
// state (which sources it pulls, what is due, its last outcome).
func (s *Service) ReportRefresh(report func() any) { s.refresh.Store(&report) }

// RefreshReport is the background refresh's state; nil when it is off.
func (s *Service) RefreshReport() any {
	if f := s.refresh.Load(); f != nil {
		return (*f)()
	}
	return nil
}

// NewService serves the areas' operations for the live version versions
// names, through c, keeping versions answerable as DefaultRetention says
// (see Retain).
func NewService(versions Versions, areas []Area, c *cache.Cache, log *slog.Logger) *Service {
	s := &Service{versions: versions, areas: areas, cache: c, log: log, retention: DefaultRetention, now: time.Now}
	s.version.Store(new(string))
	return s
}

// Retain sets how long superseded versions stay answerable (the import's
// setting should be the same: it drops their rows).
func (s *Service) Retain(r Retention) error {
	if err := r.Check(); err != nil {
		return err
	}
	s.retention = r
	return nil
}

// Areas are the areas this service answers, in order.
func (s *Service) Areas() []Area { return s.areas }

// Ops are every area's operations, in order.
func (s *Service) Ops() []*Op {
	var ops []*Op
	for _, a := range s.areas {
		ops = append(ops, a.Ops...)
	}
	return ops
}

// Freshness is how fresh every area's federal sources are in the live
// version, one entry per `data pull` source; nil before a version is live.
func (s *Service) Freshness(ctx context.Context) []release.Freshness {
	v := s.Version()
	if v == "" {
		return nil
	}
	var out []release.Freshness
	seen := map[string]bool{}
	for _, a := range s.areas {
		if a.Freshness == nil {
			continue
		}
		fs, err := a.Freshness(ctx, v)
		if err != nil {
			s.log.Warn("freshness", slog.String("area", a.Name), slog.Any("error", err))
			continue
		}
		for _, f := range fs {
			if !seen[f.Source] {
				seen[f.Source] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// Version is the live version this instance serves ("" before the first
// successful Refresh).
func (s *Service) Version() string { return *s.version.Load() }

// Refresh reads the live version from the store and, when it changed (or a
// kept version's time is up), the releases.
func (s *Service) Refresh(ctx context.Context) error {
	v, err := s.versions.LiveVersion(ctx)
	if err != nil {
		return err
	}
	old := s.Version()
	if st := s.releases.Load(); st == nil || st.live != v || !st.until.IsZero() && !s.now().Before(st.until) {
		if err := s.refreshReleases(ctx, v); err != nil {
			return err
		}
	}
	if old != v {
		s.version.Store(&v)
		s.log.Info("reference dataset live", slog.String("version", v), slog.String("previous", old))
	}
	return nil
}

// VersionPoll is how often instances look for a newly imported version.
const VersionPoll = 5 * time.Second

// Run refreshes the version every interval until ctx ends.
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	var failing string // the last failure, logged once rather than every poll
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			err := s.Refresh(ctx)
			switch {
			case ctx.Err() != nil:
			case err != nil && err.Error() != failing:
				failing = err.Error()
				s.log.Warn("reference version not refreshed; serving the previous one (logged again only if the failure changes)", slog.Any("error", err))
			case err == nil && failing != "":
				failing = ""
				s.log.Info("reference version refreshed again", slog.String("version", s.Version()))
			}
		}
	}
}

// Entry is a cached answer: a JSON body with its entity tag, or a
// not-found message (not-found answers are cached too, so a miss does not
// reach the store every time). Layout: '2' (or '3' for an answer that
// carries no figure, Figureless), the tag's length, the tag, the body; or
// '4' and the message.
type Entry []byte

const (
	entryFound    = '2'
	entryNoFigure = '3'
	entryNotFound = '4'
)

// Found reports whether the entry is a body (else a not-found).
func (e Entry) Found() bool {
	return len(e) >= 2 && (e[0] == entryFound || e[0] == entryNoFigure) && len(e) >= 2+int(e[1])
}

// Counted reports whether the entry is an answer that counts against the
// quota: a body with a figure (a not-found is a client error, uncounted).
func (e Entry) Counted() bool { return len(e) > 0 && e[0] == entryFound }

// Body is the JSON body of a found entry.
func (e Entry) Body() []byte { return e[2+int(e[1]):] }

// ETag is the entity tag of a found entry (see AppendETag).
func (e Entry) ETag() []byte { return e[2 : 2+int(e[1])] }

// ETagSize bounds an entity tag: a 16-character version, '-', at most 13
// base-36 digits and two quotes.
const ETagSize = 48

// AppendETag appends the entity tag of a request's cache key: the dataset
// version and an FNV-1a digest of the key, so it changes when either does.
// It is computed once, when the answer is cached.
func AppendETag(dst []byte, version string, key []byte) []byte {
	h := uint64(14695981039346656037)
	for _, b := range key {
		h = (h ^ uint64(b)) * 1099511628211
	}
	dst = append(dst, '"')
	dst = append(dst, version...)
	dst = append(dst, '-')
	dst = strconv.AppendUint(dst, h, 36)
	return append(dst, '"')
}

// Err is the not-found error of an entry that is not found.
func (e Entry) Err() error { return plumbline.Errorf(plumbline.ENOTFOUND, "%s", e[1:]) }

// Peek finds a cached answer in L1 only: the hot path, no allocation, no
// I/O. key must begin with the version (see Key).
func (s *Service) Peek(key string) (Entry, bool) {
	v, ok := s.cache.Peek(key)
	return Entry(v), ok
}

// storeTimeout bounds one area-store query made on a cache miss.
const storeTimeout = 10 * time.Second

// Get answers op for args under key from L1, L2 or the area's store, caching the
// answer. Errors other than not-found are returned, not cached.
func (s *Service) Get(ctx context.Context, op *Op, key string, version string, args Args) (Entry, error) {
	v, _, err := s.cache.Get(ctx, key, func(ctx context.Context) ([]byte, error) {
		// A miss reaches the area's store (Postgres): bound it here, where
		// it happens, so the cached hot path allocates no timer.
		ctx, cancel := context.WithTimeout(ctx, storeTimeout)
		defer cancel()
		// A request's read: the area stores keep the live version loaded
		// and pace loads of any other (VersionCache, ColdGate).
		ctx = WithLive(ctx, s.Version())
		run, err := s.opFor(version, op)
		if err != nil {
			return nil, err
		}
		res, err := run.Run(ctx, version, args)
		var e *plumbline.Error
		if errors.As(err, &e) && e.Code == plumbline.ENOTFOUND {
			return append([]byte{entryNotFound}, e.Message...), nil
		}
		if err != nil {
			return nil, err
		}
		body, err := json.Marshal(res)
		if err != nil {
			return nil, err
		}
		var tag [ETagSize]byte
		etag := AppendETag(tag[:0], version, []byte(key))
		kind := byte(entryFound)
		if f, ok := res.(Figureless); ok && f.CarriesNoFigure() {
			kind = entryNoFigure
		}
		entry := append([]byte{kind, byte(len(etag))}, etag...)
		return append(entry, body...), nil
	})
	return Entry(v), err
}

// entryFormat names the layout of Entry in every key, so instances of
// another release sharing the Redis L2 never read each other's entries.
const entryFormat = "e2" // e2 added the no-figure kind

// AppendKey appends a cache key: the entry format, the version, the
// operation and the request's identity (its path parameters and raw query
// over REST, its arguments over MCP), separated by NULs.
func AppendKey(dst []byte, version, opID string, parts ...[]byte) []byte {
	dst = append(dst, entryFormat...)
	dst = append(dst, 0)
	dst = append(dst, version...)
	dst = append(dst, 0)
	dst = append(dst, opID...)
	for _, p := range parts {
		dst = append(dst, 0)
		dst = append(dst, p...)
	}
	return dst
}
