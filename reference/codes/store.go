package codes

import (
	"context"
)

// Store reads the codes area of one dataset version. PGStore is the real
// one; MemoryStore serves the embedded default. Both pass the same contract
// tests (store_test.go), so a query answers the same on either.
type Store interface {
	// Families lists the code families with their editions and section
	// counts, in catalog order.
	Families(ctx context.Context, version string) ([]Family, error)
	// Section finds a catalog row by family and number (case-insensitive).
	// Without an edition it is the family's default edition when that has
	// the number, else the latest edition that has it. ENOTFOUND otherwise.
	Section(ctx context.Context, version, code, edition, number string) (Section, error)
	// Sections filters the catalog, in catalog order, one page at a time.
	Sections(ctx context.Context, version string, q SectionQuery) (SectionPage, error)
	// Standards lists the referenced standards; Standard finds one by its
	// designation (case-insensitive), ENOTFOUND otherwise.
	Standards(ctx context.Context, version string) ([]Standard, error)
	Standard(ctx context.Context, version, designation string) (Standard, error)
	// Adoption is a state's adoption rows in AdoptionCodes order; ENOTFOUND
	// for a state without rows.
	Adoption(ctx context.Context, version, stateAbbr string) ([]Adoption, error)
}

// SectionQuery filters the catalog. Empty fields do not filter. Q matches
// a number prefix or a title substring, case-insensitively.
type SectionQuery struct {
	Code, Edition, Chapter, Topic, Kind, Q string
	Offset, Limit                          int
}

// SectionPage is one page of a catalog query and the number of rows that
// match in all.
type SectionPage struct {
	Sections []Section
	Total    int
}

// Family is a code family and the editions the catalog carries.
type Family struct {
	Code           string    `json:"code"`
	Title          string    `json:"title"`
	Publisher      string    `json:"publisher"`
	DefaultEdition string    `json:"default_edition"`
	Editions       []Edition `json:"editions"`
}
