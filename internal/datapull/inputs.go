package datapull

import (
	"archive/zip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Inputs are a release's downloads, as a converter reads them.
type Inputs struct {
	// Period is the release's period label ("May 2024", "2024"). A
	// converter may set it to the period the files hold, for a publisher
	// whose URLs carry none (the BLS time series).
	Period string
	dir    string
	files  map[string][]string // fetch name → its file, or its pages in order
	// Member is the zip member a Fetch with Member took, by fetch name.
	Member map[string]string
	sums   []string // SHA-256 of every download, in fetch order
}

// Has reports whether the release has the download (an Optional fetch the
// publisher does not have is absent).
func (in *Inputs) Has(name string) bool { return len(in.files[name]) > 0 }

// Names are the downloads held, in fetch order.
func (in *Inputs) Names() []string {
	out := make([]string, 0, len(in.files))
	for n := range in.files {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Path is the file of a single (not paged) download.
func (in *Inputs) Path(name string) (string, error) {
	ps := in.files[name]
	if len(ps) != 1 {
		return "", fmt.Errorf("the release has no single download %q", name)
	}
	return ps[0], nil
}

// Pages are the files of a paged download, in order.
func (in *Inputs) Pages(name string) []string { return in.files[name] }

// Open opens a single download.
func (in *Inputs) Open(name string) (io.ReadCloser, error) {
	p, err := in.Path(name)
	if err != nil {
		return nil, err
	}
	return os.Open(p)
}

// ReadAll reads a single download whole, refusing one past max bytes.
func (in *Inputs) ReadAll(name string, max int64) ([]byte, error) {
	f, err := in.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err == nil && int64(len(b)) > max {
		err = fmt.Errorf("%w: %s is past %d MiB", ErrTooLarge, name, max>>20)
	}
	return b, err
}

// extractMember takes the one member of the zip at zipPath whose base name
// matches pattern into dst, refusing a member that unpacks past max. It
// returns the member's name.
func extractMember(zipPath, pattern, dst string, max int64) (string, error) {
	z, err := zip.OpenReader(zipPath)
	if err != nil {
		return "", Layoutf(filepath.Base(zipPath), "not a zip archive (%v)", err)
	}
	defer z.Close()
	var found *zip.File
	var names []string
	for _, m := range z.File {
		names = append(names, m.Name)
		if ok, _ := path.Match(pattern, path.Base(m.Name)); !ok || strings.HasSuffix(m.Name, "/") {
			continue
		}
		if found != nil {
			return "", Layoutf(filepath.Base(zipPath), "two members match %s: %s and %s", pattern, found.Name, m.Name)
		}
		found = m
	}
	if found == nil {
		return "", Layoutf(filepath.Base(zipPath), "no member matches %s (it holds %s)", pattern, strings.Join(names, ", "))
	}
	if found.UncompressedSize64 > uint64(max) {
		return "", fmt.Errorf("%w: %s unpacks to %d bytes, past the %d MiB cap", ErrTooLarge, found.Name, found.UncompressedSize64, max>>20)
	}
	rc, err := found.Open()
	if err != nil {
		return "", Layoutf(filepath.Base(zipPath), "%s: %v", found.Name, err)
	}
	defer rc.Close()
	f, err := os.Create(dst)
	if err != nil {
		return "", err
	}
	// archive/zip refuses a member that unpacks past its declared size, so
	// the check above bounds what is written.
	_, err = io.Copy(f, io.LimitReader(rc, max+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", Layoutf(filepath.Base(zipPath), "%s: %v", found.Name, err)
	}
	return found.Name, nil
}

// fileSHA256 is the hex SHA-256 of a file's bytes.
func fileSHA256(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Outputs are the files a converter writes for a release.
type Outputs struct {
	src     *Source
	dir     string
	written map[string]int // output → rows
}

// Write writes one of the source's Outputs with the rows it holds (for
// the manifest and status).
func (o *Outputs) Write(file string, data []byte, rows int) error {
	if !slices.Contains(o.src.Outputs, file) {
		return fmt.Errorf("%s: %s is not one of the source's outputs", o.src.Name, file)
	}
	p := filepath.Join(o.dir, filepath.FromSlash(path.Base(file)))
	if err := os.WriteFile(p, data, 0o644); err != nil {
		return err
	}
	o.written[file] = rows
	return nil
}

// MaxMembers is how many members of one zip Extract takes out.
const MaxMembers = 4

// Extract takes every member of a zip download whose base name matches
// pattern (path.Match) out into the staging directory; it returns their
// member names and paths, in the archive's order. A LayoutError when none
// matches. Every matching member is checked before any is written (issue
// 35: 16 members of 256 MiB each put 3.9 GB on disk before the first was
// looked at): check, when given, judges each member's name; at most
// MaxMembers may match; and max bounds what they unpack to in all.
func (in *Inputs) Extract(name, pattern string, max int64, check func(member string) error) (members, paths []string, err error) {
	zp, err := in.Path(name)
	if err != nil {
		return nil, nil, err
	}
	z, err := zip.OpenReader(zp)
	if err != nil {
		return nil, nil, Layoutf(name, "not a zip archive (%v)", err)
	}
	defer z.Close()
	var all []string
	var matched []int
	var total uint64
	for i, m := range z.File {
		all = append(all, m.Name)
		if ok, _ := path.Match(pattern, path.Base(m.Name)); !ok || strings.HasSuffix(m.Name, "/") {
			continue
		}
		if check != nil {
			if err := check(m.Name); err != nil {
				return nil, nil, err
			}
		}
		if matched = append(matched, i); len(matched) > MaxMembers {
			return nil, nil, Layoutf(name, "more than %d members match %s: a publisher's zip holds one workbook per scope", MaxMembers, pattern)
		}
		// archive/zip refuses a member that unpacks past its declared
		// size, so the declared sizes bound what is written.
		if total += m.UncompressedSize64; total > uint64(max) {
			return nil, nil, fmt.Errorf("%w: the members matching %s unpack to more than %d bytes, past the %d MiB cap", ErrTooLarge, pattern, total, max>>20)
		}
	}
	for _, i := range matched {
		m := z.File[i]
		dst := filepath.Join(in.dir, fmt.Sprintf("%s.member%d", safeName(name), i))
		if _, err := extractMember(zp, path.Base(m.Name), dst, max); err != nil {
			return nil, nil, err
		}
		members, paths = append(members, m.Name), append(paths, dst)
	}
	if len(members) == 0 {
		return nil, nil, Layoutf(name, "no member matches %s (it holds %s)", pattern, strings.Join(all, ", "))
	}
	return members, paths, nil
}
