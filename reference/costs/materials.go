package costs

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// historyMonths is the materials history: the period and the 12 months
// before it, so the 12-month change can be recomputed from the answer.
const historyMonths = 13

type seriesUse struct {
	SeriesID   string  `json:"series_id"`
	Title      string  `json:"title"`
	BasePeriod string  `json:"base_period"`
	Weight     float64 `json:"weight"`
	Value      float64 `json:"value"`                // published index at the period
	BaseValue  float64 `json:"base_value,omitempty"` // published index at the composite base month
}

type materialsAnswer struct {
	Category       string            `json:"category"`
	Name           string            `json:"name"`
	Period         string            `json:"period"`
	IndexValue     float64           `json:"index_value"`
	IndexBase      string            `json:"index_base"`
	Unit           string            `json:"unit"`
	Change1mPct    *float64          `json:"change_1m_pct"`
	Change12mPct   *float64          `json:"change_12m_pct"`
	History        []Point           `json:"history"`
	MissingPeriods []string          `json:"missing_periods"`        // months of the history the index lacks, never filled
	NullReasons    map[string]string `json:"null_reasons,omitempty"` // why a change is null, by field
	Series         []seriesUse       `json:"series"`
	Method         string            `json:"method"`
	Why            string            `json:"why_these_series"`
	Preliminary    bool              `json:"preliminary"`
	Note           string            `json:"note"`
	PeriodsHeld    periodSpan        `json:"periods_held"`
	Sources        []SourceRef       `json:"sources"`
	Inputs         map[string]any    `json:"inputs"`
	DatasetVersion string            `json:"dataset_version"`
}

type periodSpan struct {
	First string `json:"first"`
	Last  string `json:"last"`
}

// categoryAt resolves a category and a period ("" = its latest month),
// answering 422 for a month outside the span its series share.
func categoryAt(d *Data, id, period, field string) (Category, string, periodSpan, error) {
	c, _ := categoryByID(id) // the enum was checked by Bind
	first, last, _ := d.Span(c)
	span := periodSpan{first, last}
	if period == "" {
		return c, last, span, nil
	}
	p, err := ParsePeriod(field, period)
	if err != nil {
		return c, "", span, err
	}
	if p < first || p > last {
		return c, "", span, outOfRange(field, p, first, last, "the "+c.ID+" index")
	}
	if _, ok := d.Index(c, p); !ok {
		return c, "", span, outOfRange(field, p, first, last, "the months every "+c.ID+" series has")
	}
	return c, p, span, nil
}

func indexBase(d *Data, c Category) string {
	if len(c.Series) == 1 {
		return d.Series[c.Series[0]].Base() + " (BLS, as published)"
	}
	return CompositeBase + "=100 (each series rebased, then averaged with equal weight)"
}

func method(c Category) string {
	if len(c.Series) == 1 {
		return "The BLS producer price index " + c.Series[0] + " as published (not seasonally adjusted). An index, not a price: use ratios between months."
	}
	return fmt.Sprintf("Equal-weight average of %d BLS producer price indexes, each rebased to 100 in %s: index = mean(100 × value_i(period) / value_i(%s)). Rebasing first keeps a series with a high published level from dominating. An index, not a price: use ratios between months.", len(c.Series), CompositeBase, CompositeBase)
}

func (a api) materials(ctx context.Context, version string, args reference.Args) (any, error) {
	if p := args.String("period"); p != "" {
		if _, err := ParsePeriod("period", p); err != nil {
			return nil, err
		}
	}
	d, err := a.st.Prices(ctx, version)
	if err != nil {
		return nil, err
	}
	c, period, span, err := categoryAt(d, args.String("category"), args.String("period"), "period")
	if err != nil {
		return nil, err
	}
	idx, _ := d.Index(c, period)
	out := materialsAnswer{Category: c.ID, Name: c.Name, Period: period, IndexValue: indexValue(c, idx.Value), IndexBase: indexBase(d, c),
		Unit: "index points (not dollars)", History: []Point{}, Method: method(c), Why: c.Why, PeriodsHeld: span,
		DatasetVersion: version}
	out.MissingPeriods = []string{}
	for m := historyMonths - 1; m >= 0; m-- {
		p := addMonths(period, -m)
		if v, ok := d.Index(c, p); ok {
			out.History = append(out.History, Point{Period: p, Value: indexValue(c, v.Value), Preliminary: d.Preliminary(c, p)})
		} else {
			out.MissingPeriods = append(out.MissingPeriods, p)
		}
	}
	for _, ch := range []struct {
		field  string
		months int
		into   **float64
	}{{"change_1m_pct", 1, &out.Change1mPct}, {"change_12m_pct", 12, &out.Change12mPct}} {
		from := addMonths(period, -ch.months)
		if *ch.into = change(d, c, from, idx.Value); *ch.into == nil {
			if out.NullReasons == nil {
				out.NullReasons = map[string]string{}
			}
			out.NullReasons[ch.field] = "no " + c.ID + " index for " + from + ": " + lacking(d, c, from)
		}
	}
	for _, comp := range idx.Components {
		s := d.Series[comp.SeriesID]
		out.Series = append(out.Series, seriesUse{SeriesID: s.ID, Title: s.Title, BasePeriod: s.Base(), Weight: round(comp.Weight, 6), Value: comp.Value, BaseValue: comp.BaseValue})
	}
	out.Preliminary = d.Preliminary(c, period)
	out.Note = preliminaryNote(d, c.Series)
	if n := len(out.MissingPeriods); n > 0 {
		out.Note += fmt.Sprintf(" The history lacks %d of its %d months (missing_periods): %s.", n, historyMonths, lacking(d, c, out.MissingPeriods[0]))
	}
	out.Sources = ppiSources(d, c.Series, addMonths(period, -(historyMonths-1)), period)
	out.Inputs = map[string]any{"category": c.ID, "period": period, "series": c.Series, "composite_base": compositeBase(c),
		"history_months": historyMonths}
	return out, nil
}

// indexValue rounds a composite (derived) value; a published value is
// served exactly as BLS wrote it.
func indexValue(c Category, v float64) float64 {
	if len(c.Series) == 1 {
		return v
	}
	return round(v, 4)
}

func compositeBase(c Category) any {
	if len(c.Series) == 1 {
		return nil
	}
	return CompositeBase
}

// change is the percent change from the index at from to now, nil when
// the month is not held.
func change(d *Data, c Category, from string, now float64) *float64 {
	prev, ok := d.Index(c, from)
	if !ok || prev.Value == 0 {
		return nil
	}
	v := round(100*(now/prev.Value-1), 2)
	return &v
}

// lacking says why the category has no index for month: which series
// lacks it, and where that series' held months stop and start again.
func lacking(d *Data, c Category, month string) string {
	var out []string
	for _, id := range c.Series {
		s := d.Series[id]
		if _, ok := s.At(month); ok {
			continue
		}
		first, last := s.Points[0].Period, s.Latest()
		switch {
		case month < first:
			out = append(out, fmt.Sprintf("%s begins %s in %s", id, first, d.Files.PPI))
		case month > last:
			out = append(out, fmt.Sprintf("%s ends %s in %s", id, last, d.Files.PPI))
		default:
			i, _ := slices.BinarySearchFunc(s.Points, month, func(p Point, t string) int { return strings.Compare(p.Period, t) })
			out = append(out, fmt.Sprintf("%s has no values from %s to %s in %s (as collected from BLS; nothing is filled)",
				id, addMonths(s.Points[i-1].Period, 1), addMonths(s.Points[i].Period, -1), d.Files.PPI))
		}
	}
	if len(out) == 0 { // every series has the month: a composite's base month is missing
		return "a component lacks the rebasing month " + CompositeBase
	}
	return strings.Join(out, "; ")
}

func ppiSources(d *Data, ids []string, from, to string) []SourceRef {
	out := make([]SourceRef, 0, len(ids))
	for _, id := range ids {
		out = append(out, SourceRef{File: d.Files.PPI, Publisher: publisherBLS, Period: from + " to " + to, Series: id})
	}
	return out
}

type escalateAnswer struct {
	Category     string  `json:"category"`
	AmountUSD    float64 `json:"amount_usd"`
	From         string  `json:"from"`
	To           string  `json:"to"`
	IndexFrom    float64 `json:"index_from"`
	IndexTo      float64 `json:"index_to"`
	Ratio        float64 `json:"ratio"`
	EscalatedUSD float64 `json:"escalated_amount_usd"`
	ChangePct    float64 `json:"change_pct"`
	IndexBase    string  `json:"index_base"`
	// Preliminary: the from or the to month's index is one BLS may still
	// revise (issue 39: the months were preliminary and the answer did not
	// say); PreliminaryNote says which months are and why.
	Preliminary     bool           `json:"preliminary"`
	PreliminaryNote string         `json:"preliminary_note,omitempty"`
	Series          []seriesUse    `json:"series"`
	Method          string         `json:"method"`
	Note            string         `json:"note"`
	Sources         []SourceRef    `json:"sources"`
	Inputs          map[string]any `json:"inputs"`
	DatasetVersion  string         `json:"dataset_version"`
}

func (a api) escalate(ctx context.Context, version string, args reference.Args) (any, error) {
	amount, err := ParseAmount("amount_usd", args.String("amount_usd"))
	if err != nil {
		return nil, err
	}
	// to=latest is the newest month the category's index has, so a client
	// need not know the release to carry an amount to today's prices.
	toArg := args.String("to")
	if toArg == LatestPeriod {
		toArg = ""
	}
	for f, v := range map[string]string{"from": args.String("from"), "to": toArg} {
		if v == "" && f == "to" {
			continue
		}
		if _, err := ParsePeriod(f, v); err != nil {
			if f == "to" {
				return nil, reference.InvalidField(f, "pattern", "%q is not a month: use YYYY-MM, e.g. 2025-08, or latest", clip(v))
			}
			return nil, err
		}
	}
	d, err := a.st.Prices(ctx, version)
	if err != nil {
		return nil, err
	}
	c, from, _, err := categoryAt(d, args.String("category"), args.String("from"), "from")
	if err != nil {
		return nil, err
	}
	_, to, _, err := categoryAt(d, c.ID, toArg, "to")
	if err != nil {
		return nil, err
	}
	ia, _ := d.Index(c, from)
	ib, _ := d.Index(c, to)
	ratio := ib.Value / ia.Value
	out := escalateAnswer{Category: c.ID, AmountUSD: amount, From: from, To: to, IndexFrom: indexValue(c, ia.Value), IndexTo: indexValue(c, ib.Value),
		Ratio: round(ratio, 6), EscalatedUSD: round(amount*ratio, 2), ChangePct: round(100*(ratio-1), 2), IndexBase: indexBase(d, c),
		Method:         "escalated_amount_usd = amount_usd × index(to) / index(from), rounded to cents; the ratio is taken on unrounded index values. " + method(c),
		Note:           "A price-index ratio moves an amount across months for this category's producer prices; it does not price any item, and contractor bids also move with labor and margins.",
		DatasetVersion: version}
	if d.Preliminary(c, from) || d.Preliminary(c, to) {
		out.Preliminary, out.PreliminaryNote = true, preliminaryNote(d, c.Series)
	}
	for _, comp := range ib.Components {
		s := d.Series[comp.SeriesID]
		out.Series = append(out.Series, seriesUse{SeriesID: s.ID, Title: s.Title, BasePeriod: s.Base(), Weight: round(comp.Weight, 6), Value: comp.Value, BaseValue: comp.BaseValue})
	}
	lo, hi := min(from, to), max(from, to)
	out.Sources = ppiSources(d, c.Series, lo, hi)
	fromVals, toVals := map[string]float64{}, map[string]float64{}
	for i := range ia.Components {
		fromVals[ia.Components[i].SeriesID] = ia.Components[i].Value
		toVals[ib.Components[i].SeriesID] = ib.Components[i].Value
	}
	out.Inputs = map[string]any{"category": c.ID, "amount_usd": amount, "from": from, "to": args.String("to"), "series": c.Series,
		"composite_base": compositeBase(c), "series_values_from": fromVals, "series_values_to": toVals}
	return out, nil
}
