// Package datapull downloads the public source files of the manifest into a
// data directory: from a mirror that keeps them as we read them, or from
// the publisher when the publisher's file is that very file. Downloads
// resume, retry with backoff, are checked against the manifest's SHA-256
// and land atomically, so a data directory is never left half-written.
package datapull

import (
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
	Status string // downloaded, converted (from the publisher's format), up-to-date, failed
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
		if ok, _ := matches(filepath.Join(o.Dir, filepath.FromSlash(name)), e); ok {
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

var errNotThere = errors.New("not on the server (404)")

// errChecksum is final: retrying the same source gives the same bytes.
var errChecksum = errors.New("checksum does not match the manifest")

// download fetches url into dst via dst.part, resuming a partial file,
// retrying transient failures, then checks and renames it into place. With
// conv, the part holds the publisher's file, and what lands (checked) is
// its conversion.
func download(ctx context.Context, url, dst string, e reference.ManifestEntry, conv Converter, o Options) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return 0, err
	}
	part := dst + ".part"
	backoff := o.Backoff
	var last error
	for attempt := 1; attempt <= o.Attempts; attempt++ {
		n, err := fetch(ctx, url, part, e.File, o)
		if err == nil && conv != nil {
			return landConverted(part, dst, e, conv)
		}
		if err == nil {
			ok, sumErr := matches(part, e)
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
// is the file e pins.
func matches(path string, e reference.ManifestEntry) (bool, error) {
	data, err := reference.ReadSource(reference.Source{Name: strings.TrimSuffix(path, ".part"),
		Open: func() (io.ReadCloser, error) { return os.Open(path) }})
	var pe *reference.ParseError
	if errors.As(err, &pe) {
		return false, nil // missing, or not gzip: not the file
	}
	if err != nil {
		return false, err
	}
	sum := sha256.Sum256(data)
	return e.Pinned(hex.EncodeToString(sum[:])), nil
}
