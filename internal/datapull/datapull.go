// Package datapull downloads the public source files of the manifest into a
// data directory: from a mirror that keeps them as we read them, or from
// the publisher when the publisher's file is that very file. Downloads
// resume, retry with backoff, are checked against the manifest's SHA-256
// and land atomically, so a data directory is never left half-written.
package datapull

import (
	"bytes"
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
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference"
)

// Options configure a pull.
type Options struct {
	Dir    string // the data directory written
	Mirror string // base URL of a mirror holding the files at their manifest paths ("" = the publishers)
	Client *http.Client
	// Attempts per file (default 5) and the first backoff (default 500 ms,
	// doubled each retry).
	Attempts int
	Backoff  time.Duration
	Progress func(file string, done, total int64)
}

// Result is what happened to one file.
type Result struct {
	File   string
	Status string // downloaded, up-to-date, failed
	Bytes  int64
	Err    error
}

// Pull fetches every entry. A file already present with the right checksum
// is left alone.
func Pull(ctx context.Context, m reference.Manifest, files []string, o Options) []Result {
	if o.Client == nil {
		o.Client = &http.Client{Timeout: 10 * time.Minute}
	}
	if o.Attempts == 0 {
		o.Attempts = 5
	}
	if o.Backoff == 0 {
		o.Backoff = 500 * time.Millisecond
	}
	out := make([]Result, 0, len(files))
	for _, f := range files {
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
		if ok, _ := matches(filepath.Join(o.Dir, filepath.FromSlash(name)), e.SHA256); ok {
			res.Status = "up-to-date"
			return res
		}
	}
	var candidates []string // (URL, local name) pairs, tried in order
	if o.Mirror != "" {
		base := strings.TrimRight(o.Mirror, "/") + "/"
		candidates = []string{base + e.File, e.File}
		if !strings.HasSuffix(e.File, ".gz") {
			candidates = append(candidates, base+e.File+".gz", e.File+".gz")
		}
	} else {
		candidates = []string{e.URL, e.File}
	}
	var errs []error
	for i := 0; i < len(candidates); i += 2 {
		url, name := candidates[i], candidates[i+1]
		dst := filepath.Join(o.Dir, filepath.FromSlash(name))
		n, err := download(ctx, url, dst, e, o)
		if err == nil {
			res.Status, res.Bytes = "downloaded", n
			return res
		}
		errs = append(errs, fmt.Errorf("%s: %w", url, err))
		if errors.Is(err, errNotThere) {
			continue
		}
		break // a real failure: do not fall back to another name
	}
	res.Status, res.Err = "failed", errors.Join(errs...)
	if o.Mirror == "" {
		res.Err = fmt.Errorf("%w (the publisher's file may need converting into the form we read: pull from a mirror with --mirror)", res.Err)
	}
	return res
}

var errNotThere = errors.New("not on the server (404)")

// errChecksum is final: retrying the same source gives the same bytes.
var errChecksum = errors.New("checksum does not match the manifest")

// download fetches url into dst via dst.part, resuming a partial file,
// retrying transient failures, then checks and renames it into place.
func download(ctx context.Context, url, dst string, e reference.ManifestEntry, o Options) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return 0, err
	}
	part := dst + ".part"
	backoff := o.Backoff
	var last error
	for attempt := 1; attempt <= o.Attempts; attempt++ {
		n, err := fetch(ctx, url, part, e.File, o)
		if err == nil {
			ok, sumErr := matches(part, e.SHA256)
			if sumErr != nil {
				return 0, sumErr
			}
			if !ok {
				os.Remove(part) // a wrong file is not resumed either
				return 0, errChecksum
			}
			return n, os.Rename(part, dst)
		}
		if errors.Is(err, errNotThere) || ctx.Err() != nil {
			return 0, err
		}
		last = err
		if attempt < o.Attempts {
			select {
			case <-time.After(backoff):
			case <-ctx.Done():
				return 0, ctx.Err()
			}
			backoff *= 2
		}
	}
	return 0, fmt.Errorf("gave up after %d attempts: %w", o.Attempts, last)
}

// fetch appends to part from where it stops (HTTP Range); a server that
// ignores the range sends the whole file, which then replaces the part.
func fetch(ctx context.Context, url, part, file string, o Options) (int64, error) {
	have := int64(0)
	if fi, err := os.Stat(part); err == nil {
		have = fi.Size()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	if have > 0 {
		req.Header.Set("Range", "bytes="+strconv.FormatInt(have, 10)+"-")
	}
	resp, err := o.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	flags := os.O_CREATE | os.O_WRONLY
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return 0, errNotThere
	case resp.StatusCode == http.StatusPartialContent && have > 0:
		flags |= os.O_APPEND
	case resp.StatusCode == http.StatusRequestedRangeNotSatisfiable && have > 0:
		return have, nil // the part is whole already
	case resp.StatusCode == http.StatusOK:
		flags |= os.O_TRUNC
		have = 0
	default:
		return 0, fmt.Errorf("HTTP %s", resp.Status)
	}
	f, err := os.OpenFile(part, flags, 0o644)
	if err != nil {
		return 0, err
	}
	total := have + resp.ContentLength
	w := &progressWriter{w: f, done: have, total: total, file: file, report: o.Progress}
	n, copyErr := io.Copy(w, resp.Body)
	if err := errors.Join(copyErr, f.Close()); err != nil {
		return 0, err
	}
	if resp.ContentLength >= 0 && n != resp.ContentLength {
		return 0, fmt.Errorf("truncated: %d of %d bytes", n, resp.ContentLength)
	}
	return have + n, nil
}

type progressWriter struct {
	w           io.Writer
	done, total int64
	file        string
	report      func(file string, done, total int64)
}

func (p *progressWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	p.done += int64(n)
	if p.report != nil {
		p.report(p.file, p.done, p.total)
	}
	return n, err
}

// matches reports whether path's content (gunzipped when it ends in .gz)
// has the SHA-256 want.
func matches(path, want string) (bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return false, err
	}
	if strings.HasSuffix(strings.TrimSuffix(path, ".part"), ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return false, nil
		}
		if data, err = io.ReadAll(zr); err != nil {
			return false, nil
		}
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]) == want, nil
}
