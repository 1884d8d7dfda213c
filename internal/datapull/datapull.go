package datapull

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference"
)

// Options configure a pull of the bundle.
type Options struct {
	Dir    string // the data directory written
	Mirror string // base URL of a mirror holding the files at their manifest paths ("" = the publishers)
	Client *http.Client
	// UserAgent of every request (DefaultUserAgent("") when "").
	UserAgent string
	// Attempts per file (default 5) and the first backoff (default 500 ms,
	// doubled each retry).
	Attempts int
	Backoff  time.Duration
	Progress func(file string, done, total int64)
	// MaxBytes caps one download and what a gzipped one unpacks to
	// (default DefaultMaxBytes).
	MaxBytes int64
}

// client is the downloader the options describe.
func (o Options) client() *Client {
	c := &Client{HTTP: o.Client, UserAgent: o.UserAgent, Attempts: o.Attempts, Backoff: o.Backoff, Progress: o.Progress}
	c.defaults()
	return c
}

// Result is what happened to one file.
type Result struct {
	File   string
	Status string // downloaded, converted (from the publisher's format), up-to-date, failed
	Bytes  int64
	Err    error
}

// Pull fetches every entry. A file already present with the right checksum
// is left alone.
func Pull(ctx context.Context, m reference.Manifest, files []string, o Options) []Result {
	if o.MaxBytes == 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	out := make([]Result, 0, len(files))
	for _, f := range files {
		if ctx.Err() != nil {
			out = append(out, Result{File: f, Status: "failed", Err: ctx.Err()})
			continue
		}
		e, ok := m[f]
		if !ok {
			out = append(out, Result{File: f, Status: "failed", Err: fmt.Errorf("%s is not in the manifest", f)})
			continue
		}
		out = append(out, pullOne(ctx, e, o))
	}
	return out
}

func pullOne(ctx context.Context, e reference.ManifestEntry, o Options) Result {
	res := Result{File: e.File}
	for _, name := range []string{e.File, e.File + ".gz"} {
		if ok, _ := matches(filepath.Join(o.Dir, filepath.FromSlash(name)), e, o.MaxBytes); ok {
			res.Status = "up-to-date"
			return res
		}
	}
	var conv Converter
	var candidates []string // (URL, local name) pairs, tried in order
	if o.Mirror != "" {
		base := strings.TrimRight(o.Mirror, "/") + "/"
		candidates = []string{base + e.File, e.File}
		if !strings.HasSuffix(e.File, ".gz") {
			candidates = append(candidates, base+e.File+".gz", e.File+".gz")
		}
	} else {
		candidates = []string{e.URL, e.File}
		if e.Convert != "" {
			if conv = Converters[e.Convert]; conv == nil {
				res.Status, res.Err = "failed", fmt.Errorf("the manifest names converter %q, which this release does not have", e.Convert)
				return res
			}
		}
	}
	var errs []error
	for i := 0; i < len(candidates); i += 2 {
		url, name := candidates[i], candidates[i+1]
		dst := filepath.Join(o.Dir, filepath.FromSlash(name))
		n, err := download(ctx, url, dst, e, conv, o)
		if err == nil {
			res.Status, res.Bytes = "downloaded", n
			if conv != nil {
				res.Status = "converted"
			}
			return res
		}
		errs = append(errs, fmt.Errorf("%s: %w", url, err))
		if errors.Is(err, errNotThere) {
			continue
		}
		break // a real failure: do not fall back to another name
	}
	res.Status, res.Err = "failed", errors.Join(errs...)
	if o.Mirror == "" && conv == nil {
		res.Err = fmt.Errorf("%w (the publisher's file may need converting into the form we read: pull from a mirror with --mirror)", res.Err)
	}
	return res
}

// errChecksum is final: retrying the same source gives the same bytes.
var errChecksum = errors.New("checksum does not match the manifest")

// download fetches url into dst via dst.part, resuming a partial file,
// retrying transient failures, then checks and renames it into place. With
// conv, the part holds the publisher's file, and what lands (checked) is
// its conversion. A failed file leaves no part behind.
func download(ctx context.Context, url, dst string, e reference.ManifestEntry, conv Converter, o Options) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return 0, err
	}
	part := dst + ".part"
	n, err := o.client().download(ctx, e.File, url, part, o.MaxBytes)
	if err != nil {
		return 0, err
	}
	if conv != nil {
		return landConverted(part, dst, e, conv)
	}
	ok, sumErr := matches(part, e, o.MaxBytes)
	if sumErr != nil || !ok {
		os.Remove(part) // a wrong file is not resumed either
		if sumErr != nil {
			return 0, sumErr
		}
		return 0, errChecksum
	}
	return n, os.Rename(part, dst)
}

// landConverted converts the publisher's file in part and writes the
// result to dst (via a temporary file and a rename) if it has the
// manifest's checksum. The part is removed either way: a file that does
// not convert, or converts to other bytes, will not on a retry either.
func landConverted(part, dst string, e reference.ManifestEntry, conv Converter) (int64, error) {
	raw, err := os.ReadFile(part)
	if err != nil {
		return 0, err
	}
	os.Remove(part)
	out, err := conv(raw)
	if err != nil {
		return 0, fmt.Errorf("converting the publisher's file (%s): %w", e.Convert, err)
	}
	if sum := sha256.Sum256(out); hex.EncodeToString(sum[:]) != e.ConvertedSHA256 {
		return 0, fmt.Errorf("%w: the publisher's file converts to other content (sha256 %s…; a new release?)", errChecksum, hex.EncodeToString(sum[:])[:16])
	}
	tmp := dst + ".tmp"
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		return 0, err
	}
	return int64(len(raw)), os.Rename(tmp, dst)
}

// matches reports whether path's content (gunzipped when it ends in .gz,
// at most max bytes of it) is the file e pins. It streams: a file of any
// size, or a gzip bomb, costs a buffer, not its size in memory.
func matches(path string, e reference.ManifestEntry, max int64) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, nil // missing: not the file
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(strings.TrimSuffix(path, ".part"), ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return false, nil // not gzip: not the file
		}
		defer zr.Close()
		r = zr
	}
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(r, max+1))
	if err != nil {
		return false, nil // broken gzip: not the file
	}
	if n > max {
		return false, fmt.Errorf("%w: %s unpacks to more than %d MiB", ErrTooLarge, e.File, max>>20)
	}
	return e.Pinned(hex.EncodeToString(h.Sum(nil))), nil
}
