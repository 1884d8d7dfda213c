package costs

import (
	"context"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/release"
)

// Vertical is one line of costs_list: a derived vertical (labor,
// materials, permits) or a raw federal source (oews, ppi, qcew, bps), its
// status computed from the presence of its data, never declared.
type Vertical struct {
	Name         string         `json:"name"`
	Kind         string         `json:"kind"`   // "vertical" or "source"
	Status       string         `json:"status"` // "live" or "coming_soon"
	Title        string         `json:"title"`
	Coverage     map[string]any `json:"coverage"`
	LatestPeriod string         `json:"latest_period,omitempty"`
	Note         string         `json:"note,omitempty"`
	Sources      []SourceRef    `json:"sources"`
	// Freshness is, per publisher source feeding the line, the period
	// held, where it came from and whether a newer release is due (the
	// facts `plumbline data status` prints).
	Freshness []release.Freshness `json:"freshness,omitempty"`
}

// SourceRef names a file a figure came from and the period it covers.
type SourceRef struct {
	File      string `json:"file"`
	Publisher string `json:"publisher"`
	Period    string `json:"period"`
	Series    string `json:"series,omitempty"`
}

// Extension is a set of operations another package adds to the costs
// area (the labor side lives in reference/costs/labor), with the lines it
// reports in costs_list and the schemas its operations name.
type Extension struct {
	Ops       []*reference.Op
	Schemas   map[string]any
	Verticals func(ctx context.Context, version string) ([]Vertical, error)
}
