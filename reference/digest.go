package reference

import (
	"cmp"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// A version's row digests are what the release feed diffs: for every record
// an area writes (Writer.Copy), a hash of the row's identity (its key
// columns, tableKeys) and a hash of its whole content. Two versions' digests
// of a table, sorted by identity, merge into rows added, removed and
// changed. They are taken while an import writes its rows (so Postgres and
// memory count the same rows), and kept with the version, so the next
// import can diff against it after the version's own rows are gone.

// rowDigest is one row: its identity and its content.
type rowDigest struct{ key, content uint64 }

// TableDigest is one table's rows in a version, sorted by identity.
type TableDigest struct {
	Area  string
	Table string
	rows  []rowDigest
}

// Rows counts the table's rows.
func (t *TableDigest) Rows() int { return len(t.rows) }

// Digests are a version's tables' digests, by table.
type Digests map[string]*TableDigest

// tableKeys are the columns that identify a record of each reference
// table: what stays the same when a record's figures change. Mostly the
// primary key without the version; where the primary key is a position
// (seq, ord) the record's natural key instead, so a row inserted in the
// middle does not make every later one "changed". A table missing here is
// diffed on its whole rows (changes then show as one removal and one
// addition); TestTableKeysCoverTheSchema keeps the list complete.
var tableKeys = map[string][]string{
	"ref_sections":            {"code", "edition", "number"},
	"ref_standards":           {"designation"},
	"ref_adoption":            {"state_abbr", "code"},
	"ref_counties":            {"fips"},
	"ref_zips":                {"zip"},
	"ref_cbsas":               {"code"},
	"ref_products":            {"product_id"},
	"ref_costs_ppi":           {"series_id", "period"},
	"ref_costs_permits":       {"kind", "code", "year"},
	"ref_labor_oews":          {"area", "soc", "period"},
	"ref_labor_oflc":          {"area", "soc"},
	"ref_labor_areas":         {"code"},
	"ref_labor_qcew":          {"area_fips", "own_code", "industry_code", "agglvl_code", "year", "qtr"},
	"ref_benchmark_soc":       {"year", "geo_code", "statistic"},
	"ref_benchmark_remdb":     {"row_id"},
	"ref_benchmark_permits":   {"kind", "code"},
	"ref_benchmark_durations": {"division", "months"},
	"ref_benchmark_ahs":       {"project_type", "geo"},
	"ref_pulled_releases":     {"source"},
}

// TableKeys is a copy of tableKeys, for the test that holds it to the schema.
func TableKeys() map[string][]string {
	out := make(map[string][]string, len(tableKeys))
	for k, v := range tableKeys {
		out[k] = slices.Clone(v)
	}
	return out
}

// digester collects the digests of the rows an import writes.
type digester struct {
	area    string
	digests Digests
}

// table starts (or continues) a table's digest; keyAt are the positions of
// its key columns in columns (every column but the version when the table
// has no declared key). The version column is never hashed: the same
// record in two versions must hash the same.
func (d *digester) table(table string, columns []string) (*TableDigest, []int, []int) {
	t := d.digests[table]
	if t == nil {
		t = &TableDigest{Area: d.area, Table: table}
		d.digests[table] = t
	}
	var keyAt, contentAt []int
	for i, c := range columns {
		if c == "version" {
			continue
		}
		contentAt = append(contentAt, i)
		if slices.Contains(tableKeys[table], c) {
			keyAt = append(keyAt, i)
		}
	}
	if len(tableKeys[table]) == 0 {
		keyAt = contentAt
	}
	return t, keyAt, contentAt
}

// add records one row.
func add(t *TableDigest, keyAt, contentAt []int, values []any) {
	t.rows = append(t.rows, rowDigest{key: hashValues(values, keyAt), content: hashValues(values, contentAt)})
}

// hashValues is an FNV-1a 64 hash of the values at positions, in a form
// that depends on the values only (not on how a driver would send them).
func hashValues(values []any, at []int) uint64 {
	h := uint64(14695981039346656037)
	write := func(b []byte) {
		for _, c := range b {
			h = (h ^ uint64(c)) * 1099511628211
		}
	}
	var buf [64]byte
	var n [binary.MaxVarintLen64]byte
	for _, i := range at {
		b := appendValue(buf[:0], values[i])
		write(binary.AppendUvarint(n[:0], uint64(len(b))))
		write(b)
	}
	return h
}

func appendValue(b []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, 0)
	case string:
		return append(append(b, 's'), x...)
	case int:
		return strconv.AppendInt(append(b, 'i'), int64(x), 10)
	case int32:
		return strconv.AppendInt(append(b, 'i'), int64(x), 10)
	case int64:
		return strconv.AppendInt(append(b, 'i'), x, 10)
	case float64:
		return strconv.AppendUint(append(b, 'f'), math.Float64bits(x), 16)
	case bool:
		return strconv.AppendBool(append(b, 'b'), x)
	case []string:
		b = append(b, 'S')
		for _, s := range x {
			b = binary.AppendUvarint(b, uint64(len(s)))
			b = append(b, s...)
		}
		return b
	case []int64:
		b = append(b, 'I')
		for _, n := range x {
			b = strconv.AppendInt(append(b, ','), n, 10)
		}
		return b
	}
	// Maps and structs (a product's specs): JSON sorts map keys.
	j, err := json.Marshal(v)
	if err != nil {
		return fmt.Appendf(append(b, '?'), "%v", v)
	}
	return append(append(b, 'j'), j...)
}

// sortDigests orders every table's rows by identity, then content.
func sortDigests(d Digests) {
	for _, t := range d {
		slices.SortFunc(t.rows, func(x, y rowDigest) int {
			return cmp.Or(cmp.Compare(x.key, y.key), cmp.Compare(x.content, y.content))
		})
	}
}

// diffTable counts the rows of t (new) against old: added, removed and
// changed. Identities repeated in a table (one without a declared key) are
// paired in content order.
func diffTable(old, t *TableDigest) (added, removed, changed int64) {
	var a, b []rowDigest
	if old != nil {
		a = old.rows
	}
	if t != nil {
		b = t.rows
	}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].key < b[j].key:
			removed++
			i++
		case i == len(a) || b[j].key < a[i].key:
			added++
			j++
		default:
			if a[i].content != b[j].content {
				changed++
			}
			i++
			j++
		}
	}
	return added, removed, changed
}

// diffAreas counts, per area, the rows of next against prev (nil: no
// previous version, every row is added). Areas come in next's order of
// first appearance, then those only prev had.
func diffAreas(prev, next Digests, order []string) []AreaChange {
	byArea := map[string]*AreaChange{}
	var areas []string
	at := func(area string) *AreaChange {
		if c := byArea[area]; c != nil {
			return c
		}
		c := &AreaChange{Area: area, Added: new(int64), Removed: new(int64), Changed: new(int64)}
		byArea[area] = c
		areas = append(areas, area)
		return c
	}
	for _, a := range order {
		at(a)
	}
	tables := slices.Sorted(func(yield func(string) bool) {
		for name := range next {
			if !yield(name) {
				return
			}
		}
		for name := range prev {
			if _, both := next[name]; !both && !yield(name) {
				return
			}
		}
	})
	for _, name := range tables {
		n, o := next[name], prev[name]
		area := ""
		if n != nil {
			area = n.Area
		} else {
			area = o.Area
		}
		c := at(area)
		added, removed, changed := diffTable(o, n)
		*c.Added += added
		*c.Removed += removed
		*c.Changed += changed
		if n != nil {
			c.Rows += int64(len(n.rows))
		}
	}
	out := make([]AreaChange, 0, len(areas))
	for _, a := range areas {
		out = append(out, *byArea[a])
	}
	return out
}

// marshalDigest packs a table's rows: 16 bytes each, identity then content.
func marshalDigest(t *TableDigest) []byte {
	b := make([]byte, 0, 16*len(t.rows))
	for _, r := range t.rows {
		b = binary.BigEndian.AppendUint64(b, r.key)
		b = binary.BigEndian.AppendUint64(b, r.content)
	}
	return b
}

func unmarshalDigest(area, table string, b []byte) (*TableDigest, error) {
	if len(b)%16 != 0 {
		return nil, fmt.Errorf("reference: digest of %s is %d bytes, not a multiple of 16", table, len(b))
	}
	t := &TableDigest{Area: area, Table: table, rows: make([]rowDigest, len(b)/16)}
	for i := range t.rows {
		t.rows[i] = rowDigest{binary.BigEndian.Uint64(b[16*i:]), binary.BigEndian.Uint64(b[16*i+8:])}
	}
	return t, nil
}

// DigestDataset takes the digests of a dataset held in memory: every area's
// Write, through a Writer that keeps the rows' digests and writes nothing.
func DigestDataset(ctx context.Context, ds *Dataset) (Digests, error) {
	w := &Writer{ctx: ctx, tx: discardTx{}, version: ds.Version, total: ds.Rows(), progress: func(string, int, int) {},
		digest: &digester{digests: Digests{}}}
	for _, area := range ds.order {
		w.digest.area = area
		if err := ds.parts[area].Write(ctx, w); err != nil {
			return nil, fmt.Errorf("%s: %w", area, err)
		}
	}
	sortDigests(w.digest.digests)
	return w.digest.digests, nil
}

// discardTx is the transaction of a Writer that only takes digests: the
// rows areas insert outside Copy (not records: products' source rows, the
// PPI series' names) are dropped, and nothing else is expected of it.
type discardTx struct{}

var errDigestOnly = errors.New("reference: a digest-only import writes nothing")

func (discardTx) Begin(context.Context) (pgx.Tx, error) { return nil, errDigestOnly }
func (discardTx) Commit(context.Context) error          { return nil }
func (discardTx) Rollback(context.Context) error        { return nil }
func (discardTx) CopyFrom(context.Context, pgx.Identifier, []string, pgx.CopyFromSource) (int64, error) {
	return 0, errDigestOnly
}
func (discardTx) SendBatch(context.Context, *pgx.Batch) pgx.BatchResults { return nil }
func (discardTx) LargeObjects() pgx.LargeObjects                         { return pgx.LargeObjects{} }
func (discardTx) Prepare(context.Context, string, string) (*pgconn.StatementDescription, error) {
	return nil, errDigestOnly
}
func (discardTx) Exec(context.Context, string, ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}
func (discardTx) Query(context.Context, string, ...any) (pgx.Rows, error) { return nil, errDigestOnly }
func (discardTx) QueryRow(context.Context, string, ...any) pgx.Row        { return errRow{} }
func (discardTx) Conn() *pgx.Conn                                         { return nil }

type errRow struct{}

func (errRow) Scan(...any) error { return errDigestOnly }
