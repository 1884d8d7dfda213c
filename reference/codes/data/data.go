// Package data embeds the curated reference tables we author and commit:
// the code-section catalog, the referenced standards, the state adoption
// matrix and the calculator links. CATALOG.md and ADOPTION.md say how each
// was built and from what.
package data

import "embed"

// FS holds the curated CSV files.
//
//go:embed code_sections.csv standards.csv adoption.csv calc_links.csv
var FS embed.FS

// Methodology holds CATALOG.md and ADOPTION.md: how the catalog and the
// adoption matrix were built, served to MCP clients as resources.
//
//go:embed CATALOG.md ADOPTION.md
var Methodology embed.FS
