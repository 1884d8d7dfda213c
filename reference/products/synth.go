package products

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// A synthetic catalog measures the area at full size (issue 23: 500,000
// records) with the data we hold (33,261 records). It is never served as
// data: only `plumbline-productsynth` (bench/productsynth) writes its file,
// into a scratch data directory, and each of its records says what it is
// (confidence "synthetic", source "synthetic-benchmark", a "syn-" id).
//
// The file lists, per synthetic record, the real record it copies and the
// model number it gets; everything else (category, brand, name, specs,
// certification) is the real record's, so filters, sorts and searches meet
// the real distributions. Model numbers vary: every run of digits is
// redrawn (same length), and one record in three also has one letter
// redrawn; wildcards and (H,L,S) groups are kept, so patterns stay
// patterns. The generator is deterministic (PCG, seeded).

// SyntheticFile is the synthetic catalog's path in a data directory.
const SyntheticFile = "products/synthetic/catalog-synthetic.csv.gz"

const srcSynthetic = "synthetic-benchmark"

var syntheticSource = Source{ID: srcSynthetic, Publisher: "plumbline (benchmark generator)", Program: "none: synthetic",
	Dataset:  "Synthetic benchmark records, each a copy of a real ENERGY STAR record with a redrawn model number",
	Snapshot: "2025-06-07", SnapshotNote: "not a snapshot: records made by bench/productsynth from the real ones; the date is the newest real snapshot's",
	Terms: "benchmark only; not data", URL: "https://github.com/plumbline-api/plumbline/tree/main/bench/productsynth",
	Origin: "bench/productsynth (reference/products/synth.go)"}

var syntheticHeader = []string{"synthetic_id", "template_product_id", "model_number"}

// WriteSynthetic writes a synthetic catalog that brings c to total
// records: total − c.Rows() rows, templates drawn uniformly from c's
// records with the seeded generator.
func WriteSynthetic(w io.Writer, c *Catalog, total int, seed uint64) (int, error) {
	n := total - len(c.products)
	if n <= 0 {
		return 0, fmt.Errorf("products: the catalog already holds %d records (asked for %d)", len(c.products), total)
	}
	r := rand.New(rand.NewPCG(seed, 23))
	zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	cw := csv.NewWriter(zw)
	if err := cw.Write(syntheticHeader); err != nil {
		return 0, err
	}
	for i := range n {
		tpl := c.products[r.IntN(len(c.products))]
		if err := cw.Write([]string{"syn-" + strconv.Itoa(i+1), tpl.ProductID, varyModel(tpl.ModelNumber, r)}); err != nil {
			return 0, err
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return 0, err
	}
	return n, zw.Close()
}

// varyModel redraws a model number's digits (and one record in three, one
// letter), keeping wildcards, groups and punctuation.
func varyModel(m string, r *rand.Rand) string {
	b := []byte(m)
	depth := 0
	var letters []int
	for i, c := range b {
		switch {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth = max(0, depth-1)
		case depth > 0:
		case '0' <= c && c <= '9':
			b[i] = byte('0' + r.IntN(10))
		case 'A' <= c && c <= 'Z':
			letters = append(letters, i)
		}
	}
	if len(letters) > 0 && r.IntN(3) == 0 {
		b[letters[r.IntN(len(letters))]] = byte('A' + r.IntN(26))
	}
	return string(b)
}

// synthesize reads a synthetic catalog's rows into records copying their
// templates from c.
func synthesize(c *Catalog, f reference.File) ([]*Product, error) {
	data := f.Data
	if len(data) > 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, &ParseError{File: f.Name, Msg: err.Error()}
		}
		if data, err = io.ReadAll(zr); err != nil {
			return nil, &ParseError{File: f.Name, Msg: err.Error()}
		}
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.ReuseRecord = true
	head, err := cr.Read()
	if err != nil || strings.Join(head, ",") != strings.Join(syntheticHeader, ",") {
		return nil, &ParseError{File: f.Name, Line: 1, Column: 1, Msg: "header is not " + strings.Join(syntheticHeader, ",")}
	}
	var out []*Product
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, csvError(f.Name, err)
		}
		line, _ := cr.FieldPos(0)
		tpl, ok := c.byID[rec[1]]
		if !ok || tpl.Confidence != "certified" || !strings.HasPrefix(rec[0], "syn-") || rec[2] == "" {
			return nil, &ParseError{File: f.Name, Line: line, Column: 1,
				Msg: fmt.Sprintf("row %q: not a syn- id, an unknown template %q or an empty model number (regenerate the file from this data)", rec[0], rec[1])}
		}
		p := *tpl
		p.ProductID, p.ModelNumber, p.Confidence = strings.Clone(rec[0]), strings.Clone(rec[2]), "synthetic"
		p.Name = strings.Replace(tpl.Name, tpl.ModelNumber, p.ModelNumber, 1)
		p.Certification.CertBodyID = ""
		p.Source = SourceRef{ID: srcSynthetic, File: f.Name, Line: line}
		out = append(out, &p)
	}
}
