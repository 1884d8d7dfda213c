// Package products is the Products area: certified equipment and building
// products (ENERGY STAR lists) sorted into construction categories, with
// filtering on numeric specs, relevance search, side-by-side comparison and
// the sources every record comes from.
package products

import "context"

// Product is one certified model as the API serves it.
type Product struct {
	ProductID     string         `json:"product_id"` // "es-<ENERGY STAR Unique ID>": stable across imports
	Category      string         `json:"category"`
	Subcategory   string         `json:"subcategory"`
	Brand         string         `json:"brand"`
	ModelNumber   string         `json:"model_number"`
	Name          string         `json:"name"`
	Specs         map[string]any `json:"specs"` // key carries its unit; float64, string or bool
	Certification Certification  `json:"certification"`
	Source        SourceRef      `json:"source"`
	Confidence    string         `json:"confidence"` // "certified": the row is on a certification program's list

	order    string // default-order key: lower-case brand, model number, id
	modelKey string // lower-case model number, the model_number sort's key
}

// Certification is what the program's list says about the model.
type Certification struct {
	Program          string   `json:"program"`
	CertifiedOn      string   `json:"certified_on,omitempty"` // YYYY-MM-DD
	AvailableOn      string   `json:"available_on,omitempty"`
	Markets          []string `json:"markets"`
	MostEfficient    *bool    `json:"most_efficient,omitempty"` // meets the Most Efficient criteria of MostEfficientYear
	MostEfficientFor string   `json:"most_efficient_criteria,omitempty"`
	PublisherID      string   `json:"publisher_id"`                 // the publisher's own row id
	CertBodyID       string   `json:"cert_body_model_id,omitempty"` // certification body's model identifier
	Scope            string   `json:"scope"`                        // "model", or "product_line" for Most Efficient window lines
}

// SourceRef names the file and snapshot a record was read from.
type SourceRef struct {
	ID       string `json:"id"`       // source id, see Sources
	Snapshot string `json:"snapshot"` // the snapshot date the record was served from
	File     string `json:"file"`
	Line     int    `json:"line"`
}

// Source describes one snapshot of a publisher's lists.
type Source struct {
	ID           string   `json:"id"`
	Publisher    string   `json:"publisher"`
	Program      string   `json:"program"`
	Dataset      string   `json:"dataset"`
	Snapshot     string   `json:"snapshot"`
	SnapshotNote string   `json:"snapshot_note"`
	Terms        string   `json:"terms"`
	URL          string   `json:"url"`
	Origin       string   `json:"origin"`
	Certifies    string   `json:"certification_meaning"`
	Files        []string `json:"files"`
	Rows         int      `json:"rows"`    // rows read from its files
	Records      int      `json:"records"` // records served from it (newer snapshots win duplicates)
}

// Field is a spec field: its key (with the unit in it), unit, kind and, for
// numbers, which direction is better.
type Field struct {
	Key       string   `json:"field"`
	Unit      string   `json:"unit"`
	Kind      string   `json:"kind"`                // "number", "text" or "boolean"
	Better    string   `json:"better,omitempty"`    // "higher", "lower" or "" (no direction)
	Operators []string `json:"operators,omitempty"` // the filter ops: numbers gte/lte/gt/lt/eq, text eq/in, booleans eq
	// Multi: a text field holding several values, written in one form
	// ("Natural Gas, Propane": sorted, ", " between); eq and in match any.
	Multi bool `json:"multi_valued,omitempty"`
	// Values are a text field's values in the category (each value of a
	// multi-valued field once), when there are at most MaxEnumValues: a
	// filter on another value is a 422 listing them. Absent for free text.
	Values []string `json:"values,omitempty"`
}

// MaxEnumValues is the most values a text field may have to be listed (and
// checked) as an enumeration.
const MaxEnumValues = 64

// Store answers the area's queries for one dataset version.
type Store interface {
	// Catalog is the indexed catalog of a version; queries run on it.
	Catalog(ctx context.Context, version string) (*Catalog, error)
}
