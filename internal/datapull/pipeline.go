package datapull

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/release"
)

// PullOptions configure PullSource.
type PullOptions struct {
	Dir    string // the data directory
	Client *Client
	Now    func() time.Time // default time.Now
	// Period, when set, pulls that release rather than the newest out.
	Period string
	// Candidates is how many periods to try, newest first, when the
	// newest expected is not published yet (default 3).
	Candidates int
}

// PullResult is what a pull of one source did.
type PullResult struct {
	Source string
	Period string
	// Status: "pulled" (a new release landed) or "up-to-date" (the release
	// held is the newest and unchanged: nothing was written).
	Status     string
	Downloaded int64 // bytes downloaded
	Files      []PulledFile
	Took       time.Duration
}

// PulledFile is one output of a release.
type PulledFile struct {
	File   string
	Rows   int
	Bytes  int64
	SHA256 string
}

// Rows is the total rows of the release's files.
func (r PullResult) Rows() int {
	n := 0
	for _, f := range r.Files {
		n += f.Rows
	}
	return n
}

// PullSource pulls src's newest release into o.Dir (see the package
// documentation for what it guarantees).
func PullSource(ctx context.Context, src *Source, o PullOptions) (PullResult, error) {
	start := time.Now()
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Client == nil {
		o.Client = &Client{}
	}
	o.Client.defaults()
	if o.Candidates == 0 {
		o.Candidates = 3
	}
	res := PullResult{Source: src.Name}
	pulled := filepath.Join(o.Dir, reference.PulledDir)
	if err := os.MkdirAll(filepath.Join(pulled, releasesDir), 0o755); err != nil {
		return res, err
	}
	staging, err := os.MkdirTemp(pulled, ".staging-"+src.Name+"-")
	if err != nil {
		return res, err
	}
	defer os.RemoveAll(staging)
	periods := src.Schedule.Latest(o.Now(), o.Candidates)
	if o.Period != "" {
		periods = []string{o.Period}
	}
	var in *Inputs
	var tried []string
	heldNow, isHeld := heldRelease(o.Dir, src)
	for _, period := range periods {
		if isHeld && len(tried) > 0 && period == heldNow.period {
			// The newer releases are not out yet and this one is held:
			// nothing to fetch (a pull naming the period fetches it to
			// compare).
			res.Period, res.Status, res.Files, res.Took = period, "up-to-date", heldNow.files, time.Since(start)
			return res, nil
		}
		in, err = fetchRelease(ctx, src, period, filepath.Join(staging, "in-"+strconv.Itoa(len(tried))), o.Client, &res.Downloaded)
		if err == nil {
			break
		}
		if !errors.Is(err, errNotThere) {
			return res, fmt.Errorf("%s %s: %w", src.Name, period, err)
		}
		tried = append(tried, period)
	}
	if in == nil {
		return res, fmt.Errorf("%s: no release published for %s (the publisher answered 404 for each; %w)", src.Name, strings.Join(tried, ", "), err)
	}
	outDir := filepath.Join(staging, "out")
	if err := os.Mkdir(outDir, 0o755); err != nil {
		return res, err
	}
	out := &Outputs{src: src, dir: outDir, written: map[string]int{}}
	if err := src.Convert(ctx, in, out); err != nil {
		var le *LayoutError
		if errors.As(err, &le) {
			le.Source = src.Name
		}
		if ctx.Err() != nil {
			return res, ctx.Err()
		}
		return res, fmt.Errorf("%s %s: %w", src.Name, in.Period, err)
	}
	// The converter may name the release by what the files hold (a
	// publisher whose URLs carry no period: the BLS time series).
	res.Period = in.Period
	for _, f := range src.Outputs {
		if _, ok := out.written[f]; !ok {
			return res, fmt.Errorf("%s %s: the converter did not write %s", src.Name, in.Period, f)
		}
		p := filepath.Join(outDir, path.Base(f))
		sum, err := fileSHA256(p)
		if err != nil {
			return res, err
		}
		fi, _ := os.Stat(p)
		res.Files = append(res.Files, PulledFile{File: f, Rows: out.written[f], Bytes: fi.Size(), SHA256: sum})
	}
	if held, ok := heldRelease(o.Dir, src); ok && held.period == in.Period && slices.EqualFunc(held.files, res.Files, func(a, b PulledFile) bool {
		return a.File == b.File && a.SHA256 == b.SHA256
	}) {
		res.Status, res.Took = "up-to-date", time.Since(start)
		return res, nil
	}
	if err := writeManifest(filepath.Join(outDir, reference.PulledManifest), src, in, res.Files, o.Now()); err != nil {
		return res, err
	}
	if err := ctx.Err(); err != nil {
		return res, err // interrupted: nothing lands
	}
	if err := land(pulled, src.Name, outDir, in.Period, res.Files); err != nil {
		return res, err
	}
	res.Status, res.Took = "pulled", time.Since(start)
	return res, nil
}

// fetchRelease downloads every fetch of src's release of period into dir.
// errNotThere when the publisher has no first download for it.
func fetchRelease(ctx context.Context, src *Source, period, dir string, c *Client, downloaded *int64) (*Inputs, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	max := src.MaxBytes
	if max == 0 {
		max = DefaultMaxBytes
	}
	in := &Inputs{Period: period, dir: dir, files: map[string][]string{}, Member: map[string]string{}}
	var sums []string
	for i, f := range src.Fetches(period) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		addr, err := c.Resolve(f.URL)
		if err != nil {
			return nil, err
		}
		local := filepath.Join(dir, safeName(f.Name))
		var paths []string
		switch {
		case f.Paged != nil:
			paths, err = fetchPages(ctx, c, f, addr, local, max, downloaded)
		default:
			var n int64
			n, err = c.download(ctx, f.Name, addr, local+".download", max)
			*downloaded += n
			paths = []string{local + ".download"}
		}
		if errors.Is(err, errNotThere) {
			if i == 0 {
				return nil, errNotThere
			}
			if f.Optional {
				continue
			}
			return nil, fmt.Errorf("%s (%s): %w", f.Name, f.URL, err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s (%s): %w", f.Name, f.URL, err)
		}
		for _, p := range paths {
			s, err := fileSHA256(p)
			if err != nil {
				return nil, err
			}
			sums = append(sums, s)
		}
		if f.Member != "" {
			member, err := extractMember(paths[0], f.Member, local, max)
			if err != nil {
				return nil, err
			}
			in.Member[f.Name] = member
			paths = []string{local}
		}
		in.files[f.Name] = paths
	}
	in.sums = sums
	return in, nil
}

// fetchPages walks a paged API into local.0001, local.0002, …
func fetchPages(ctx context.Context, c *Client, f Fetch, addr, local string, max int64, downloaded *int64) ([]string, error) {
	p := f.Paged
	limit := p.MaxPages
	if limit == 0 {
		limit = 1000
	}
	var paths []string
	for page := 0; page < limit; page++ {
		dst := fmt.Sprintf("%s.%04d", local, page+1)
		n, err := c.download(ctx, f.Name, p.url(addr, page), dst, max)
		*downloaded += n
		if err != nil {
			return nil, err
		}
		paths = append(paths, dst)
		b, err := os.ReadFile(dst)
		if err != nil {
			return nil, err
		}
		recs, err := p.Records(b)
		if err != nil {
			return nil, Layoutf(f.Name, "page %d: %v", page+1, err)
		}
		if recs < p.Size {
			return paths, nil
		}
	}
	return nil, fmt.Errorf("%s: more than %d pages of %d: refused", f.Name, limit, p.Size)
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

func safeName(s string) string { return unsafeChars.ReplaceAllString(s, "_") }

// releasesDir holds every landed release below pulled/; pulled/<source> is
// a symbolic link to the one in use.
const releasesDir = ".releases"

// land moves a release's files into place: into pulled/.releases/, then
// pulled/<name> is switched to it by renaming a new symbolic link over the
// old one (atomic), and the release it replaces is removed.
func land(pulled, name, outDir, period string, files []PulledFile) error {
	h := sha256.New()
	for _, f := range files {
		fmt.Fprintf(h, "%s %s\n", f.File, f.SHA256)
	}
	id := fmt.Sprintf("%s-%s-%s", name, safeName(period), hex.EncodeToString(h.Sum(nil))[:12])
	target := filepath.Join(pulled, releasesDir, id)
	if err := os.RemoveAll(target); err != nil { // a release landed before with other provenance
		return err
	}
	if err := os.Rename(outDir, target); err != nil {
		return err
	}
	link := filepath.Join(pulled, name)
	old, _ := os.Readlink(link)
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&os.ModeSymlink == 0 {
		// A real directory (a copy that followed the link): move it aside.
		aside := filepath.Join(pulled, releasesDir, name+"-replaced-"+strconv.FormatInt(time.Now().UnixNano(), 36))
		if err := os.Rename(link, aside); err != nil {
			return err
		}
		old = aside
	}
	tmp := link + ".link-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	if err := os.Symlink(filepath.Join(releasesDir, id), tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, link); err != nil {
		os.Remove(tmp)
		return err
	}
	if old != "" {
		if !filepath.IsAbs(old) {
			old = filepath.Join(pulled, old)
		}
		if filepath.Clean(old) != filepath.Clean(target) {
			os.RemoveAll(old)
		}
	}
	return nil
}

// writeManifest writes the release's manifest: one row per output file,
// the embedded manifest's columns and the release's provenance.
func writeManifest(p string, src *Source, in *Inputs, files []PulledFile, now time.Time) error {
	var urls []string
	for _, f := range src.Fetches(in.Period) {
		if in.Has(f.Name) {
			urls = append(urls, f.URL)
		}
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(reference.PulledHeader())
	for _, f := range files {
		_ = w.Write([]string{src.Area, f.File, src.Publisher, strings.Join(urls, " "), "", in.Period, src.Terms, f.SHA256, src.Parser, "", "",
			src.Name, in.Period, now.UTC().Format(time.RFC3339), strings.Join(in.sums, ";"), strconv.Itoa(f.Rows)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	// Checked as every reader will read it.
	if _, err := reference.ParsePulledManifest(p, buf.Bytes()); err != nil {
		return err
	}
	return os.WriteFile(p, buf.Bytes(), 0o644)
}

// held is the release of a source in a data directory.
type held struct {
	period, retrieved string
	files             []PulledFile
}

// heldRelease reads pulled/<source>/manifest.csv; false when the source
// was never pulled into dir.
func heldRelease(dir string, src *Source) (held, bool) {
	p := filepath.Join(dir, reference.PulledDir, src.Name, reference.PulledManifest)
	data, err := os.ReadFile(p)
	if err != nil {
		return held{}, false
	}
	m, err := reference.ParsePulledManifest(p, data)
	if err != nil || len(m) == 0 {
		return held{}, false
	}
	var h held
	for _, f := range src.Outputs {
		e, ok := m[f]
		if !ok {
			return held{}, false
		}
		h.period, h.retrieved = e.Pulled.Release, e.Pulled.RetrievedAt
		h.files = append(h.files, PulledFile{File: f, Rows: e.Pulled.Rows, SHA256: e.SHA256})
	}
	return h, true
}

// Status is the freshness of every source in dir as of now.
func Status(dir string, now time.Time) []release.Freshness {
	out := make([]release.Freshness, 0, len(registry))
	for _, s := range registry {
		out = append(out, s.Freshness(dir, now))
	}
	return out
}

// Freshness is what dir holds of the source as of now.
func (s *Source) Freshness(dir string, now time.Time) release.Freshness {
	if h, ok := heldRelease(dir, s); ok {
		return release.Of(s.Name, s.Title, s.Schedule, h.period, "publisher", h.retrieved, now)
	}
	return release.Of(s.Name, s.Title, s.Schedule, s.Bundled, "bundle", "", now)
}

// ConvertFiles runs src's converter on downloads given by fetch name (a
// zip member already taken out where the fetch names one), in dir, and
// returns the outputs' rows: what the fuzz and conversion tests use
// without a publisher.
func ConvertFiles(ctx context.Context, src *Source, period, dir string, files map[string][]byte) (map[string]int, error) {
	in := &Inputs{Period: period, dir: dir, files: map[string][]string{}, Member: map[string]string{}}
	for name, b := range files {
		p := filepath.Join(dir, safeName(name)+".download")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return nil, err
		}
		in.files[name] = []string{p}
	}
	outDir := filepath.Join(dir, "out")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return nil, err
	}
	out := &Outputs{src: src, dir: outDir, written: map[string]int{}}
	err := src.Convert(ctx, in, out)
	return out.written, err
}
