package reference

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Table walks a CSV file with a known header, giving each row's fields by
// name and the position of any field for error messages.
type Table struct {
	file string
	r    *csv.Reader
	cols map[string]int
	rec  []string
}

// EachRow reads a CSV file whose header has at least the given columns,
// calling row for every record; row reports whether it kept the record (the
// count returned). Errors carry file:line:column.
func EachRow(file string, data []byte, header []string, row func(t *Table) (bool, error)) (int, error) {
	t, err := NewTable(file, data, header...)
	if err != nil {
		return 0, err
	}
	n := 0
	for {
		ok, err := t.Next()
		if err != nil || !ok {
			return n, err
		}
		kept, err := row(t)
		if err != nil {
			return n, err
		}
		if kept {
			n++
		}
	}
}

// NewTable reads the header; it must have the given columns (in any order).
func NewTable(file string, data []byte, header ...string) (*Table, error) {
	r := csv.NewReader(strings.NewReader(string(data)))
	r.ReuseRecord = true
	got, err := r.Read()
	if err != nil {
		return nil, csvError(file, err)
	}
	t := &Table{file: file, r: r, cols: map[string]int{}}
	for i, name := range got {
		t.cols[strings.TrimPrefix(name, "\ufeff")] = i
	}
	for _, want := range header {
		if _, ok := t.cols[want]; !ok {
			return nil, &ParseError{File: file, Line: 1, Column: 1, Msg: fmt.Sprintf("header lacks column %q (want %s)", want, strings.Join(header, ","))}
		}
	}
	return t, nil
}

// Next reads a row; false at the end.
func (t *Table) Next() (bool, error) {
	rec, err := t.r.Read()
	if err == io.EOF {
		return false, nil
	}
	if err != nil {
		return false, csvError(t.file, err)
	}
	t.rec = rec
	return true, nil
}

// Has reports whether the header has col.
func (t *Table) Has(col string) bool { _, ok := t.cols[col]; return ok }

// Get is the trimmed value of col in the current row ("" for a column the
// header lacks).
func (t *Table) Get(col string) string {
	i, ok := t.cols[col]
	if !ok || i >= len(t.rec) {
		return ""
	}
	return strings.TrimSpace(t.rec[i])
}

// ErrorAt is a problem with the value of col in the current row.
func (t *Table) ErrorAt(col, format string, args ...any) error {
	line, column := t.r.FieldPos(t.cols[col])
	return &ParseError{File: t.file, Line: line, Column: column, Msg: fmt.Sprintf("%s %q: ", col, t.Get(col)) + fmt.Sprintf(format, args...)}
}

// At is the position of col in the current row, for errors found later.
func (t *Table) At(col string) ParseError {
	line, column := t.r.FieldPos(t.cols[col])
	return ParseError{File: t.file, Line: line, Column: column}
}

// Line is the line of the current row.
func (t *Table) Line() int {
	line, _ := t.r.FieldPos(0)
	return line
}

func csvError(file string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &ParseError{File: file, Line: pe.Line, Column: pe.Column, Msg: pe.Err.Error()}
	}
	return &ParseError{File: file, Line: 1, Column: 1, Msg: err.Error()}
}
