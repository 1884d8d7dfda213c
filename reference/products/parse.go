package products

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"fmt"
	"html"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ParseError locates a problem in an input file: "file:line:column: msg".
type ParseError struct {
	File         string
	Line, Column int
	Msg          string
}

func (e *ParseError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// Column candidates shared by every ENERGY STAR export (names vary by category and year).
var (
	colsCertified = []string{"Date Certified", "Date Qualified", "Date Recognized"}
	colsAvailable = []string{"Date Available On Market", "Date Available on Market", "Date Available on the market"}
	colsCertBody  = []string{"CB Model Identifier", "ENERGY STAR Model Identifier"}
)

const mostEfficientPrefix = "Meets ENERGY STAR Most Efficient "

// parseFile reads one export into records. data may be gzipped.
func parseFile(def fileDef, name string, data []byte) ([]*Product, error) {
	if len(data) > 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, &ParseError{File: name, Msg: "not a readable gzip file: " + err.Error()}
		}
		if data, err = io.ReadAll(zr); err != nil {
			return nil, &ParseError{File: name, Msg: "not a readable gzip file: " + err.Error()}
		}
	}
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	r.ReuseRecord = true // fields are fresh strings; only the slice is reused
	header, err := r.Read()
	header = slices.Clone(header)
	if err != nil {
		return nil, csvError(name, err)
	}
	cols := map[string]int{}
	for i, h := range header {
		h = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))
		if _, dup := cols[h]; !dup && h != "" {
			cols[h] = i
		}
	}
	need := func(col string) (int, error) {
		i, ok := cols[col]
		if !ok {
			return 0, &ParseError{File: name, Line: 1, Column: 1, Msg: fmt.Sprintf("header lacks column %q", col)}
		}
		return i, nil
	}
	first := func(cands []string) int {
		for _, c := range cands {
			if i, ok := cols[c]; ok {
				return i
			}
		}
		return -1
	}
	var ci struct{ id, brand, model, mname, cert, avail, markets, cb, me int }
	if ci.id, err = need(def.ID); err != nil {
		return nil, err
	}
	if ci.brand, err = need(def.Brand); err != nil {
		return nil, err
	}
	if ci.model, err = need(def.Model); err != nil {
		return nil, err
	}
	ci.mname = -1
	if def.ModelName != "" {
		if ci.mname, err = need(def.ModelName); err != nil {
			return nil, err
		}
	}
	if ci.cert = first(colsCertified); ci.cert < 0 {
		return nil, &ParseError{File: name, Line: 1, Column: 1, Msg: "header lacks a certification date column (" + strings.Join(colsCertified, ", ") + ")"}
	}
	ci.avail, ci.markets, ci.cb, ci.me = first(colsAvailable), first([]string{"Markets"}), first(colsCertBody), -1
	meYear := ""
	for h, i := range cols {
		if strings.HasPrefix(h, mostEfficientPrefix) {
			ci.me, meYear = i, strings.TrimSuffix(strings.TrimPrefix(h, mostEfficientPrefix), " Criteria")
		}
	}
	specCols := make([]int, len(def.Specs))
	for i, s := range def.Specs {
		if specCols[i], err = need(s.Col); err != nil {
			return nil, err
		}
	}

	var out []*Product
	boxed := map[float64]any{} // spec numbers repeat (AFUE 95, 96 …): box each value once
	texts := map[string]any{}  // and text values (a few hundred, on every row): box each once
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, csvError(name, err)
		}
		line, _ := r.FieldPos(0)
		at := func(col int, format string, args ...any) error {
			l, c := r.FieldPos(col)
			return &ParseError{File: name, Line: l, Column: c, Msg: fmt.Sprintf(format, args...)}
		}
		get := func(col int) string {
			if col < 0 || col >= len(rec) {
				return ""
			}
			return strings.TrimSpace(rec[col])
		}
		if len(rec) < len(header)-1 { // ME_Windows rows may omit the trailing empty column
			return nil, &ParseError{File: name, Line: line, Column: 1, Msg: fmt.Sprintf("row has %d fields, header has %d", len(rec), len(header))}
		}
		p := &Product{Category: def.Category, Subcategory: def.Subcategory, Confidence: "certified",
			Specs:  make(map[string]any, len(def.Specs)),
			Source: SourceRef{ID: def.Source, File: name, Line: line}}
		id := get(ci.id)
		if id == "" {
			return nil, at(ci.id, "empty %s", def.ID)
		}
		if def.Lines {
			p.ProductID = "es-me-" + strings.ToLower(id)
		} else {
			if _, err := strconv.ParseUint(id, 10, 64); err != nil {
				return nil, at(ci.id, "%s %q is not a number", def.ID, id)
			}
			p.ProductID = "es-" + id
		}
		p.Brand, p.ModelNumber = clean(get(ci.brand)), clean(get(ci.model))
		if p.Brand == "" {
			return nil, at(ci.brand, "empty %s", def.Brand)
		}
		if p.ModelNumber == "" {
			return nil, at(ci.model, "empty %s", def.Model)
		}
		p.Name = productName(p.Brand, clean(get(ci.mname)), p.ModelNumber)
		c := &p.Certification
		c.Program, c.PublisherID, c.Scope, c.CertBodyID = "ENERGY STAR", id, "model", get(ci.cb)
		if def.Lines {
			c.Program, c.Scope = "ENERGY STAR Most Efficient", "product_line"
		}
		if c.CertifiedOn, err = isoDate(get(ci.cert)); err != nil {
			return nil, at(ci.cert, "%v", err)
		}
		if c.AvailableOn, err = isoDate(get(ci.avail)); err != nil {
			return nil, at(ci.avail, "%v", err)
		}
		c.Markets = markets.of(get(ci.markets))
		if v := get(ci.me); v != "" {
			b, ok := parseBool(v)
			if !ok {
				return nil, at(ci.me, "want Yes or No, got %q", v)
			}
			c.MostEfficient, c.MostEfficientFor = &b, meYear
		}
		for i, s := range def.Specs {
			v := get(specCols[i])
			if v == "" {
				continue
			}
			switch s.Kind {
			case "number":
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || math.IsNaN(f) || math.IsInf(f, 0) { // JSON has no NaN or Inf
					return nil, at(specCols[i], "%s: %q is not a number", s.Col, v)
				}
				f = convert(f, s.Scale)
				b, ok := boxed[f]
				if !ok {
					b = f
					boxed[f] = b
				}
				p.Specs[s.Key] = b
			case "boolean":
				b, ok := parseBool(v)
				if !ok {
					return nil, at(specCols[i], "%s: want Yes or No, got %q", s.Col, v)
				}
				p.Specs[s.Key] = b
			default:
				if t := normalizeText(s, v); t != "" {
					b, ok := texts[t]
					if !ok {
						b = any(strings.Clone(t))
						texts[t] = b
					}
					p.Specs[s.Key] = b
				}
			}
		}
		out = append(out, p)
	}
}

func csvError(file string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &ParseError{File: file, Line: pe.Line, Column: pe.Column, Msg: pe.Err.Error()}
	}
	return &ParseError{File: file, Msg: err.Error()}
}

// clean decodes the HTML entities some partners typed into their names
// ("CERAM-A-STAR&reg;") and collapses runs of spaces.
func clean(s string) string {
	if strings.Contains(s, "&") {
		s = html.UnescapeString(s)
	}
	if !strings.Contains(s, "  ") && strings.TrimSpace(s) == s && !strings.ContainsAny(s, "\t\r\n") {
		return s // the common case, without allocating
	}
	return strings.Join(strings.Fields(s), " ")
}

func productName(brand, modelName, model string) string {
	switch {
	case modelName == "" || strings.EqualFold(modelName, brand):
		return brand + " " + model
	case strings.HasPrefix(strings.ToLower(modelName), strings.ToLower(brand)):
		return modelName
	default:
		return brand + " " + modelName
	}
}

// isoDate turns the exports' M/D/YYYY (optionally " 12:00:00 AM") into YYYY-MM-DD.
func isoDate(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	d, _, _ := strings.Cut(v, " ")
	ms, rest, ok1 := strings.Cut(d, "/")
	ds, ys, ok2 := strings.Cut(rest, "/")
	m, errM := strconv.Atoi(ms)
	day, errD := strconv.Atoi(ds)
	y, errY := strconv.Atoi(ys)
	if !ok1 || !ok2 || errM != nil || errD != nil || errY != nil || len(ys) != 4 || len(ms) > 2 || len(ds) > 2 || m < 1 || m > 12 || day < 1 ||
		time.Date(y, time.Month(m), day, 0, 0, 0, 0, time.UTC).Day() != day { // 02/30 rolls over
		return "", fmt.Errorf("date %q is not M/D/YYYY", v)
	}
	b := make([]byte, 0, 10)
	b = strconv.AppendInt(b, int64(y), 10)
	b = append(b, '-', byte('0'+m/10), byte('0'+m%10), '-', byte('0'+day/10), byte('0'+day%10))
	return string(b), nil
}

// marketLists interns the Markets lists: a few distinct values repeated on
// every row, shared read-only by the records.
type marketLists struct {
	mu    sync.Mutex
	lists map[string][]string
}

var markets = marketLists{lists: map[string][]string{}}

func (ml *marketLists) of(v string) []string {
	ml.mu.Lock()
	defer ml.mu.Unlock()
	if l, ok := ml.lists[v]; ok {
		return l
	}
	l := []string{}
	for _, m := range strings.Split(v, ",") {
		if m = strings.TrimSpace(m); m != "" {
			l = append(l, m)
		}
	}
	ml.lists[strings.Clone(v)] = l
	return l
}

func parseBool(v string) (bool, bool) {
	switch strings.ToLower(v) {
	case "yes", "true", "y":
		return true, true
	case "no", "false", "n":
		return false, true
	}
	return false, false
}
