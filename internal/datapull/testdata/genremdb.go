//go:build ignore

// genremdb builds the loopback NREL publisher's REMDB 2024 workbook
// (publisher/remdb/REMDB_2024.12.23.xlsx) from the bundled subset; see
// README.md. Run from this directory:
//
//	go run genremdb.go
//
// The sheet "Machine Read" has the real workbook's two heading rows and
// the 32 rows the bundle holds, each cell the subset's; cells the subset
// does not carry are empty. Then two GENERATED LAYOUT ROWS, NOT REMDB
// FIGURES (publishertest.REMDBLayoutRows): a Window and an Electric Panel
// row named as the scope norms select them, with round made-up numbers, so
// a loopback pull reaches window_replacement's and
// electrical_panel_upgrade's pricing. REMDB's other ~100 real rows
// (windows and electrical panels among them) are not held.
package main

import (
	"os"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
)

func main() {
	rows, err := publishertest.REMDBSubsetRows("../../../data")
	check(err)
	// The generated layout rows go after the real ones, labelled in their
	// class, class description and notes: they are not REMDB figures.
	b, err := publishertest.REMDBBook(append(rows, publishertest.REMDBLayoutRows()...))
	check(err)
	check(os.WriteFile("publisher/remdb/REMDB_2024.12.23.xlsx", b, 0o644))
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
