// Package fullsize makes a data directory holding the bundle and every
// costs source pulled at full size from a loopback publisher
// (publishertest.ServeFullSize says what the releases are: real rows
// copied to the releases' size, for measuring, never served as data). The
// allocation budgets and wrkbench's costs-full scenario read it: reads
// after a full-size import.
package fullsize

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
)

// Sources are the costs sources pulled, each with the period served.
var Sources = []struct{ Name, Period string }{
	{"oews-national", publishertest.FullSizeOEWS}, {"oews-metro", publishertest.FullSizeOEWS}, {"oews-state", publishertest.FullSizeOEWS},
	{"qcew", publishertest.FullSizeQCEW}, {"ppi", ""}, {"bps", publishertest.FullSizeBPS},
}

// Options are what the budgets and wrkbench pull: every area's rows that
// land (the OEWS workbooks without the occupations the converter drops,
// quicker to pull and the same once landed), 912 PPI series, 5,000 places
// a region.
var Options = publishertest.FullSize{PPICopies: 12, BPSPlacesPerRegion: 5000}

// Dir links the bundle's areas (bundle: the data directory, data/) into
// dir and pulls every costs source into it at full size.
func Dir(ctx context.Context, bundle, dir string) error {
	entries, err := os.ReadDir(bundle)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "pulled" {
			continue
		}
		abs, err := filepath.Abs(filepath.Join(bundle, e.Name()))
		if err != nil {
			return err
		}
		if err := os.Symlink(abs, filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	p := publishertest.Start()
	defer p.Close()
	if err := publishertest.ServeFullSize(p, bundle, Options); err != nil {
		return err
	}
	client := &datapull.Client{Base: p.URL, UserAgent: datapull.DefaultUserAgent("fullsize@example.com"), Backoff: time.Millisecond}
	for _, s := range Sources {
		src := datapull.Lookup(s.Name)
		if src == nil {
			return fmt.Errorf("no source %s", s.Name)
		}
		if _, err := datapull.PullSource(ctx, src, datapull.PullOptions{Dir: dir, Client: client, Period: s.Period}); err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
	}
	return nil
}
