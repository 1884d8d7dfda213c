package server

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

// UsageDetail records counted calls by UTC day, key and operation and reads
// them back (meter.DetailRecorder over a meter.DetailStore).
type UsageDetail interface {
	Record(customerID, keyID, operation string, at time.Time)
	Detail(ctx context.Context, customerID string, from, to time.Time) ([]meter.DetailCount, error)
}

// usageDetailMaxDays bounds one answer's range (a year and a day: any
// calendar year plus the day it is asked on).
const usageDetailMaxDays = 366

type usageDailyRow struct {
	Date      string `json:"date"`
	KeyID     string `json:"key_id,omitempty"`
	KeyPrefix string `json:"key_prefix,omitempty"`
	Operation string `json:"operation,omitempty"`
	Calls     int64  `json:"calls"`
}

// usageMonth reconciles the detail with the month's count: requests_used
// = attributed + unattributed, always.
type usageMonth struct {
	Month        string `json:"month"`
	RequestsUsed int64  `json:"requests_used"`
	Attributed   int64  `json:"attributed"`
	Unattributed int64  `json:"unattributed"`
}

type usageDaily struct {
	Livemode bool            `json:"livemode"`
	From     string          `json:"from"`
	To       string          `json:"to"`
	GroupBy  string          `json:"group_by"`
	Total    int64           `json:"total"`
	Rows     []usageDailyRow `json:"rows"`
	Months   []usageMonth    `json:"months"`
}

var usageDailyParams = []reference.Param{
	{Name: "from", In: "query", Description: "First UTC day (YYYY-MM-DD), inclusive. Default: the first day of the current month.", Pattern: `^\d{4}-\d{2}-\d{2}$`, Example: "2026-10-01"},
	{Name: "to", In: "query", Description: "Last UTC day (YYYY-MM-DD), inclusive. Default: today (UTC). At most 366 days after from.", Pattern: `^\d{4}-\d{2}-\d{2}$`, Example: "2026-10-31"},
	{Name: "group_by", In: "query", Description: "Split each day by `key` or by `operation`; absent: one row per day.", Enum: []string{"key", "operation"}},
}

func invalidField(field, code, msg string) error {
	return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors",
		Fields: []plumbline.FieldError{{Field: field, Code: code, Message: msg}}}
}

// parseUsageRange reads from, to and group_by.
func parseUsageRange(args *fasthttp.Args, now time.Time) (from, to time.Time, groupBy string, err error) {
	start, _ := meter.Period(now)
	from, to = start, meter.Day(now)
	for _, p := range []struct {
		name string
		dst  *time.Time
	}{{"from", &from}, {"to", &to}} {
		if v := args.Peek(p.name); v != nil {
			t, perr := time.Parse(time.DateOnly, string(v))
			if perr != nil {
				return from, to, "", invalidField(p.name, "format", "must be a UTC day written YYYY-MM-DD, such as 2026-11-01")
			}
			*p.dst = t
		}
	}
	switch g := string(args.Peek("group_by")); g {
	case "", "key", "operation":
		groupBy = g
	default:
		return from, to, "", invalidField("group_by", "enum", "must be key or operation")
	}
	if to.Before(from) {
		return from, to, "", invalidField("to", "range", "must not be before from")
	}
	if to.Sub(from) > usageDetailMaxDays*24*time.Hour {
		return from, to, "", invalidField("to", "range", "at most "+strconv.Itoa(usageDetailMaxDays)+" days after from; ask for longer spans in pieces")
	}
	return from, to, groupBy, nil
}

func (s *Server) usageDaily(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	now := clock.Now()
	from, to, groupBy, err := parseUsageRange(ctx.QueryArgs(), now)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	dctx, cancel := downstream()
	defer cancel()
	out, err := s.usageDailyView(dctx, key, from, to, groupBy)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	if wantsCSV(ctx) {
		writeUsageCSV(ctx, out)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, out)
}

// usageDailyView builds the answer: the rows of [from, to] grouped as
// asked, and, for every month the range touches, the month's count beside
// what the detail attributes of it.
func (s *Server) usageDailyView(ctx context.Context, key *plumbline.APIKey, from, to time.Time, groupBy string) (*usageDaily, error) {
	firstMonth, _ := meter.Period(from)
	_, lastEnd := meter.Period(to)
	// One read of whole months: the rows in range and each month's sums.
	counts, err := s.cfg.UsageDetail.Detail(ctx, key.CustomerID, firstMonth, lastEnd.AddDate(0, 0, -1))
	if err != nil {
		return nil, err
	}
	prefixes := map[string]string{}
	if groupBy == "key" {
		keys, err := s.cfg.Accounts.Keys(ctx, key.CustomerID)
		if err != nil {
			return nil, err
		}
		for _, k := range keys {
			prefixes[k.ID] = k.Prefix
		}
	}
	out := &usageDaily{Livemode: !key.Test, From: from.Format(time.DateOnly), To: to.Format(time.DateOnly), GroupBy: groupBy, Rows: []usageDailyRow{}}
	if groupBy == "" {
		out.GroupBy = "day"
	}
	attributed := map[string]int64{}
	type cell struct{ day, group string }
	sums := map[cell]int64{}
	var order []cell
	for _, c := range counts {
		attributed[c.Day.Format("2006-01")] += c.Calls
		if c.Day.Before(from) || c.Day.After(to) {
			continue
		}
		k := cell{day: c.Day.Format(time.DateOnly)}
		switch groupBy {
		case "key":
			k.group = c.KeyID
		case "operation":
			k.group = c.Operation
		}
		if _, seen := sums[k]; !seen {
			order = append(order, k)
		}
		sums[k] += c.Calls
		out.Total += c.Calls
	}
	slices.SortFunc(order, func(a, b cell) int { return cmp.Or(cmp.Compare(a.day, b.day), cmp.Compare(a.group, b.group)) })
	for _, k := range order {
		row := usageDailyRow{Date: k.day, Calls: sums[k]}
		switch groupBy {
		case "key":
			row.KeyID, row.KeyPrefix = k.group, prefixes[k.group]
		case "operation":
			row.Operation = k.group
		}
		out.Rows = append(out.Rows, row)
	}
	for m := firstMonth; m.Before(lastEnd); m = m.AddDate(0, 1, 0) {
		u, err := s.cfg.Meter.Usage(ctx, key, m)
		if err != nil {
			return nil, err
		}
		name := m.Format("2006-01")
		out.Months = append(out.Months, usageMonth{Month: name, RequestsUsed: u.Used, Attributed: attributed[name], Unattributed: u.Used - attributed[name]})
	}
	return out, nil
}

// wantsCSV reports whether the client asked for text/csv.
func wantsCSV(ctx *fasthttp.RequestCtx) bool {
	return bytes.Contains(ctx.Request.Header.Peek(fasthttp.HeaderAccept), []byte("text/csv"))
}

// writeUsageCSV writes the rows as RFC 4180 CSV with a header line; the
// months' reconciliation is in the JSON answer.
func writeUsageCSV(ctx *fasthttp.RequestCtx, u *usageDaily) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	switch u.GroupBy {
	case "key":
		_ = w.Write([]string{"date", "key_id", "key_prefix", "calls"})
	case "operation":
		_ = w.Write([]string{"date", "operation", "calls"})
	default:
		_ = w.Write([]string{"date", "calls"})
	}
	for _, r := range u.Rows {
		n := strconv.FormatInt(r.Calls, 10)
		switch u.GroupBy {
		case "key":
			_ = w.Write([]string{r.Date, r.KeyID, r.KeyPrefix, n})
		case "operation":
			_ = w.Write([]string{r.Date, r.Operation, n})
		default:
			_ = w.Write([]string{r.Date, n})
		}
	}
	w.Flush()
	ctx.SetStatusCode(fasthttp.StatusOK)
	ctx.SetContentType("text/csv; charset=utf-8")
	ctx.Response.Header.Set("Content-Disposition", `attachment; filename="usage-`+u.From+`-`+u.To+`.csv"`)
	ctx.SetBody(buf.Bytes())
}

// usageDailyURI is the usage detail as an MCP resource (issue 37).
const usageDailyURI = mcpResourceScheme + "account/usage/daily"

// usageDailyResource answers the resource: query is "" or "?from=…&to=…&group_by=…"
// (default: this month by operation).
func (s *Server) usageDailyResource(key *plumbline.APIKey, query string) ([]byte, error) {
	var args fasthttp.Args
	args.Parse(strings.TrimPrefix(query, "?"))
	if args.Peek("group_by") == nil {
		args.Set("group_by", "operation")
	}
	from, to, groupBy, err := parseUsageRange(&args, clock.Now())
	if err != nil {
		var e *plumbline.Error
		if errors.As(err, &e) && len(e.Fields) > 0 {
			return nil, errors.New(e.Fields[0].Field + " " + e.Fields[0].Message)
		}
		return nil, err
	}
	ctx, cancel := downstream()
	defer cancel()
	out, err := s.usageDailyView(ctx, key, from, to, groupBy)
	if err != nil {
		return nil, err
	}
	return json.Marshal(out)
}
