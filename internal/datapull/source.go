package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline/reference/release"
)

// Source is one publisher release pipeline: a row of the source table.
type Source struct {
	Name      string // what `data pull` takes: "oews-metro"
	Area      string // the reference area that reads its files: "costs_labor"
	Title     string // "BLS OEWS, every metropolitan and nonmetropolitan area"
	Publisher string // as the manifest names it
	Terms     string
	Schedule  release.Schedule
	// Fetches are the downloads of the release of period (a label of
	// Schedule: "May 2024", "2024"). The first one decides whether the
	// release exists: a 404 there means "not published yet" and the pull
	// tries the period before.
	Fetches func(period string) []Fetch
	// Convert reads the downloads, checks them against the layout
	// contract and writes the source's files. It must honour ctx.
	Convert func(ctx context.Context, in *Inputs, out *Outputs) error
	// Outputs are the files Convert writes, paths below the data
	// directory, each under pulled/<Name>/.
	Outputs []string
	// Parser names the area parser that reads the outputs (for the
	// manifest).
	Parser string
	// Layout says in words what the contract checks (`data pull --list -v`).
	Layout []string
	// MaxBytes caps one download (default DefaultMaxBytes).
	MaxBytes int64
	// Bundled is the period the bundled snapshot holds for this source
	// ("" when the bundle holds none): what status reports before a pull.
	Bundled string
	// NeedsContact: the publisher refuses requests whose User-Agent names
	// no contact (the BLS answers 403), so the server's background refresh
	// pulls it only once PLUMBLINE_PULL_CONTACT is set.
	NeedsContact bool
}

// DefaultMaxBytes caps a download when its source sets no cap: larger than
// any release we pull (the OEWS metro workbook is about 30 MB zipped).
const DefaultMaxBytes = 256 << 20

// Fetch is one download of a release.
type Fetch struct {
	// Name is the download's name among the release's (the converter asks
	// for it): "oesm24ma.zip", "238.csv".
	Name string
	URL  string // the publisher's URL
	// Member, when set, is a pattern (path.Match, on the member's base
	// name) of the one file to take out of a zip download.
	Member string
	// Paged fetches URL page by page (a paged open-data API).
	Paged *Paging
	// Optional: a 404 means the publisher has no such file for this
	// release (a QCEW slice of an industry with no employment), not an
	// error.
	Optional bool
}

// Paging fetches an API page by page: URL with OffsetParam and LimitParam
// (Size) added, until a page holds fewer than Size records.
type Paging struct {
	OffsetParam, LimitParam string
	Size                    int
	// Records counts a page's records (CSV: lines after the header).
	Records func(page []byte) (int, error)
	// MaxPages bounds the walk (default 1,000).
	MaxPages int
}

// url is the address of one page.
func (p *Paging) url(base string, page int) string {
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return fmt.Sprintf("%s%s%s=%d&%s=%d", base, sep, p.LimitParam, p.Size, p.OffsetParam, page*p.Size)
}

// Sources are every publisher pipeline, in the order --list prints them.
// Other packages' sources join through Register.
func Sources() []*Source { return slices.Clone(registry) }

var registry []*Source

// Register adds sources to the table (from an init function of the file
// that defines them). A name may appear once.
func Register(srcs ...*Source) {
	for _, s := range srcs {
		if Lookup(s.Name) != nil {
			panic("datapull: source " + s.Name + " registered twice")
		}
		for _, o := range s.Outputs {
			if path.Dir(o) != "pulled/"+s.Name {
				panic("datapull: source " + s.Name + " writes " + o + " outside pulled/" + s.Name + "/")
			}
		}
		registry = append(registry, s)
	}
}

// Lookup finds a source by name; nil when there is none.
func Lookup(name string) *Source {
	for _, s := range registry {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// CSVRecords counts the records of a CSV page after its header: the
// Records function of a paged CSV API.
func CSVRecords(page []byte) (int, error) {
	r := csv.NewReader(bytes.NewReader(page))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true
	n := -1
	for {
		_, err := r.Read()
		if err == io.EOF {
			return max(n, 0), nil
		}
		if err != nil {
			return 0, err
		}
		n++
	}
}
