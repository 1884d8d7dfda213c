//go:build ignore

// genremdb builds the loopback NREL publisher's REMDB 2024 workbook
// (publisher/remdb/REMDB_2024.12.23.xlsx) from the bundled subset; see
// README.md. Run from this directory:
//
//	go run genremdb.go
//
// The sheet "Machine Read" has the real workbook's two heading rows and
// the 32 rows the bundle holds, each cell the subset's; cells the subset
// does not carry are empty. It is a layout fixture: REMDB's other ~100
// rows (windows and electrical panels among them) are not held.
package main

import (
	"os"

	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
)

func main() {
	rows, err := publishertest.REMDBSubsetRows("../../../data")
	check(err)
	b, err := publishertest.REMDBBook(rows)
	check(err)
	check(os.WriteFile("publisher/remdb/REMDB_2024.12.23.xlsx", b, 0o644))
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
