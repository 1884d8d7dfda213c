package datapull

import (
	"archive/zip"
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// A workbook is a zip of XML parts; excelize indexes its shared-strings
// table (one entry per <si>) before it streams a row, taking about 200
// bytes of memory per entry: a 6.8 KB download holding 64 MiB of <si/>
// took 1.7 GB and 75 s (issue 35). So before excelize opens a workbook,
// guardWorkbook reads the part itself, streaming, and refuses one past
// caps relative to the workbook's own size, what a real table could hold:
// a shared string is distinct by construction, so it compresses to a few
// bytes at least, and XML compresses some tens of times, not thousands.
const (
	// sharedStringsPerByte: at most one shared string per two bytes of
	// the workbook file (a real one: about one per 30).
	sharedStringsPerByte = 0.5
	// sharedStringsMin and sharedStringsMax bound the count whatever the
	// size: the first lets a small real workbook through, the second keeps
	// excelize's index of a huge one under about 400 MB.
	sharedStringsMin = 1 << 16
	sharedStringsMax = 2_000_000
	// unpackRatio bounds what the workbook's parts unpack to, in all, as a
	// multiple of its size (the OEWS metro workbook: about 5), with
	// unpackMin as the floor for small files.
	unpackRatio = 64
	unpackMin   = 64 << 20
)

// guardWorkbook checks the workbook at p (named file in messages) against
// the caps above; it returns the unpacked-size limit excelize should use
// (the smaller of limit and the relative cap).
func guardWorkbook(file, p string, limit int64) (int64, error) {
	fi, err := os.Stat(p)
	if err != nil {
		return 0, err
	}
	size := fi.Size()
	z, err := zip.OpenReader(p)
	if err != nil {
		return 0, Layoutf(file, "not an xlsx workbook (%v)", err)
	}
	defer z.Close()
	unpackCap := max(unpackMin, unpackRatio*size)
	limit = min(limit, unpackCap)
	var total uint64
	var sst *zip.File
	for _, m := range z.File {
		total += m.UncompressedSize64
		if strings.EqualFold(m.Name, "xl/sharedStrings.xml") {
			sst = m
		}
	}
	if total > uint64(limit) {
		return 0, fmt.Errorf("%w: %s unpacks to %d bytes, past %d MiB (%d times its %d bytes, or the absolute cap)", ErrTooLarge, file, total, limit>>20, unpackRatio, size)
	}
	if sst == nil {
		return limit, nil
	}
	most := min(sharedStringsMax, max(sharedStringsMin, int64(float64(size)*sharedStringsPerByte)))
	rc, err := sst.Open()
	if err != nil {
		return 0, Layoutf(file, "%s: %v", sst.Name, err)
	}
	defer rc.Close()
	_, err = countElements(bufio.NewReaderSize(rc, 64<<10), "si", most)
	if errors.Is(err, errTooMany) {
		return 0, fmt.Errorf("%w: %s holds more than %d shared strings (%s), past one per %d bytes of its %d bytes", ErrTooLarge, file, most, sst.Name, int(1/sharedStringsPerByte), size)
	}
	if err != nil {
		return 0, Layoutf(file, "%s: %v", sst.Name, err)
	}
	return limit, nil
}

var errTooMany = errors.New("too many elements")

// countElements counts the start tags named local (any namespace prefix)
// in r, a byte scan rather than an XML decoder so that a bomb costs only
// the time to read it; it stops with errTooMany past most.
func countElements(r *bufio.Reader, local string, most int64) (int64, error) {
	var n int64
	for {
		_, err := r.ReadSlice('<')
		if err == io.EOF {
			return n, nil
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			return n, err
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		// The name follows the '<': 64 bytes hold any name we look for (a
		// shorter peek at the end of the part is fine).
		name, _ := r.Peek(64)
		if tagIs(name, local) {
			if n++; n > most {
				return n, errTooMany
			}
		}
	}
}

// tagIs reports whether b (what follows a '<') starts a tag named local,
// with or without a namespace prefix.
func tagIs(b []byte, local string) bool {
	end := 0
	for end < len(b) && b[end] != '>' && b[end] != '/' && b[end] != ' ' && b[end] != '\t' && b[end] != '\r' && b[end] != '\n' {
		end++
	}
	name := string(b[:end])
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:]
	}
	return name == local && end < len(b)
}
