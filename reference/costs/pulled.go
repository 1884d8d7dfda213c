package costs

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// The columns of a pulled PPI release (internal/datapull writes them from
// the BLS wp and pc flat files).
var (
	pulledSeriesCols  = []string{"series_id", "database", "seasonal", "base_date", "series_title", "data_file"}
	pulledMonthlyCols = []string{"series_id", "period", "value", "footnote_codes"}
	rePeriodCol       = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])$`)
	reBaseDate        = regexp.MustCompile(`^(\d{6})?$`)
)

// parsePulledSeries reads the series of a pulled release: every PPI it
// holds, with BLS's title, base period and seasonal flag.
func parsePulledSeries(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, pulledSeriesCols, func(t *reference.Table) (bool, error) {
		id := t.Get("series_id")
		if !reSeries.MatchString(id) || !isPPI(id) {
			return false, t.ErrorAt("series_id", "%q is not a BLS producer price series id", id)
		}
		if d.Series[id] != nil {
			return false, t.ErrorAt("series_id", "%s appears twice", id)
		}
		if !reBaseDate.MatchString(t.Get("base_date")) {
			return false, t.ErrorAt("base_date", "%q is not YYYYMM", t.Get("base_date"))
		}
		if s := t.Get("seasonal"); s != "U" && s != "S" {
			return false, t.ErrorAt("seasonal", "%q is neither U nor S", s)
		}
		d.Series[id] = &Series{ID: id, Title: t.Get("series_title"), BaseDate: t.Get("base_date"), Seasonal: t.Get("seasonal")}
		return true, nil
	})
}

// parsePulledPPI reads a pulled release's months: the value and BLS's own
// footnote codes, P marking a month still preliminary. Within a series the
// months ascend once each, and every series is in the series file.
func parsePulledPPI(d *Data, file string, data []byte) (int, error) {
	return reference.EachRow(file, data, pulledMonthlyCols, func(t *reference.Table) (bool, error) {
		id := t.Get("series_id")
		s := d.Series[id]
		if s == nil {
			return false, t.ErrorAt("series_id", "%q is not in %s", id, FilePulledPPISeries)
		}
		p := Point{Period: t.Get("period"), Line: t.Line()}
		if !rePeriodCol.MatchString(p.Period) {
			return false, t.ErrorAt("period", "%q is not a month (YYYY-MM)", p.Period)
		}
		v, err := strconv.ParseFloat(t.Get("value"), 64)
		if err != nil || v <= 0 {
			return false, t.ErrorAt("value", "%q is not a positive index value", t.Get("value"))
		}
		p.Value = v
		for code := range strings.SplitSeq(t.Get("footnote_codes"), ",") {
			p.Preliminary = p.Preliminary || strings.TrimSpace(code) == "P"
		}
		if n := len(s.Points); n > 0 && s.Points[n-1].Period >= p.Period {
			return false, t.ErrorAt("period", "%s %s comes after %s: months must ascend once each", id, p.Period, s.Points[n-1].Period)
		}
		s.Points = append(s.Points, p)
		return true, nil
	})
}
