package costs

import (
	"context"
	"maps"
	"slices"

	"github.com/plumbline-api/plumbline/reference"
)

// Write copies the price side into ref_costs_ppi_series, ref_costs_ppi and
// ref_costs_permits.
func (d *Data) Write(ctx context.Context, w *reference.Writer) error {
	v := w.Version()
	ids := slices.Sorted(maps.Keys(d.Series))
	// Series rows are not records (the points are): written uncounted, as
	// products writes its source rows.
	for _, id := range ids {
		s := d.Series[id]
		if _, err := w.Tx().Exec(ctx, `INSERT INTO ref_costs_ppi_series (version, series_id, title, label, base_date, seasonal) VALUES ($1,$2,$3,$4,$5,$6)`,
			v, s.ID, s.Title, s.Label, s.BaseDate, s.Seasonal); err != nil {
			return err
		}
	}
	type pt struct {
		id string
		p  Point
	}
	var pts []pt
	for _, id := range ids {
		for _, p := range d.Series[id].Points {
			pts = append(pts, pt{id, p})
		}
	}
	if err := w.Copy("ref_costs_ppi", []string{"version", "series_id", "period", "value", "line", "preliminary"}, len(pts), func(i int) []any {
		return []any{v, pts[i].id, pts[i].p.Period, pts[i].p.Value, pts[i].p.Line, pts[i].p.Preliminary}
	}); err != nil {
		return err
	}
	var rows []*PermitRow
	for _, m := range []map[string][]*PermitRow{d.Counties, d.CBSAs, d.Places} {
		for _, code := range slices.Sorted(maps.Keys(m)) {
			rows = append(rows, m[code]...)
		}
	}
	// A CBSA row is a sum: its text_cols are the member counties it sums,
	// which the Postgres store links back to their rows.
	return w.Copy("ref_costs_permits", []string{"version", "kind", "code", "year", "period", "name", "text_cols", "vals", "line"}, len(rows), func(i int) []any {
		r := rows[i]
		text := r.Text
		if r.Kind == "cbsa" {
			text = make([]string, len(r.Members))
			for j, m := range r.Members {
				text[j] = m.Code
			}
		}
		return []any{v, r.Kind, r.Code, r.Year, r.Period, r.Name, text, r.Values, r.Line}
	})
}
