//go:build ignore

// gensoc builds the loopback Census SOC publisher's 2020 public-use file
// (publisher/census-soc/construction/chars/xls/soc20.xlsx) from the real
// rows we hold; see README.md. Run from this directory:
//
//	go run gensoc.go ../../../../shared/data/benchmarks/census-soc-puf-2020-extract/cleaned_soc.csv
//
// The extract (PROVENANCE.md beside it) is a cut of the 2020 file soc20:
// its 39 columns keep the PUF's variable names; the months it rewrote as
// YYYY-MM-01 are written back as the PUF's YYYYMM numbers. The 22 columns
// it dropped or merged are in the heading, after its own, with no value
// (we hold none; their order in the Census file is not known to us). Every
// tenth house is kept, in file order.
package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// dropped are the soc20 columns the extract's cleaning script removed or
// merged into others (NolanPeterson453/New-Construction-Analysis-,
// 01_scripts/data_cleaning.R).
var dropped = []string{"AUTH", "CAT", "CLOS", "CONPR", "FCONPR", "FINC", "ID", "PVALU", "SLPR", "SQFS", "FNSQ",
	"AREA_F", "CONPR_F", "FCONPR_F", "FFNSQ_F", "FNSQ_F", "FSLPR_F", "FSQFS_F", "LOTV_F", "PVALU_F", "SLPR_F", "SQFS_F"}

// numeric are written as numbers (months, weight, measures); the codes
// stay text as the extract writes them ("01").
var numeric = map[string]bool{"STRT": true, "COMP": true, "SALE": true, "WEIGHT": true, "DIV": true, "FSLPR": true, "FSQFS": true, "LOTV": true, "FFNSQ": true, "AREA": true}

func main() {
	in, err := os.Open(os.Args[1])
	check(err)
	rows, err := csv.NewReader(in).ReadAll()
	check(err)
	head := append(append([]string{}, rows[0]...), dropped...)
	f := excelize.NewFile()
	sw, err := f.NewStreamWriter("Sheet1")
	check(err)
	cells := func(rec []string) []any {
		out := make([]any, len(rec))
		for i, v := range rec {
			out[i] = v
		}
		return out
	}
	check(sw.SetRow("A1", cells(head)))
	n := 1
	for i, rec := range rows[1:] {
		if i%10 != 0 {
			continue
		}
		out := make([]any, len(rec))
		for j, v := range rec {
			col := rows[0][j]
			switch {
			case col == "STRT" || col == "COMP" || col == "SALE":
				ym, err := strconv.Atoi(strings.ReplaceAll(v, "-", "")[:6])
				check(err)
				out[j] = ym
			case numeric[col]:
				x, err := strconv.ParseFloat(v, 64)
				check(err)
				out[j] = x
			default:
				out[j] = v
			}
		}
		n++
		cell, _ := excelize.CoordinatesToCellName(1, n)
		check(sw.SetRow(cell, out))
	}
	check(sw.Flush())
	dst := "publisher/census-soc/construction/chars/xls/soc20.xlsx"
	check(os.MkdirAll("publisher/census-soc/construction/chars/xls", 0o755))
	check(f.SaveAs(dst))
	fmt.Println(dst, n-1, "houses")
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
