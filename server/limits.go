package server

import (
	"encoding/json"
	"math"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
)

// Account limits and the spend cap (issue 37): GET and PATCH
// /v1/account/limits, and the 429 a call past the cap answers.

type spendCapView struct {
	Calls *int64   `json:"calls"`
	USD   *float64 `json:"usd"`
	// OverageCalls is the cap in calls past the quota (a cap in dollars
	// at the plan's overage price); MaxMonthlyCalls the quota plus them.
	OverageCalls    int64  `json:"overage_calls"`
	MaxMonthlyCalls int64  `json:"max_monthly_calls"`
	ResetsAt        string `json:"resets_at"`
}

type limitsView struct {
	TierID            string        `json:"tier_id"`
	MonthlyQuota      int64         `json:"monthly_quota"`
	RPM               int           `json:"rpm"`
	Burst             int           `json:"burst"`
	OverageUSDPerCall float64       `json:"overage_usd_per_call"`
	SpendCap          *spendCapView `json:"spend_cap"`
	Livemode          bool          `json:"livemode"`
}

func (s *Server) limitsOf(key *plumbline.APIKey, c *plumbline.Customer) limitsView {
	t := plumbline.Tiers[c.TierID]
	v := limitsView{TierID: c.TierID, MonthlyQuota: key.Limits.MonthlyQuota, RPM: key.Limits.RPM, Burst: key.Limits.Burst,
		OverageUSDPerCall: float64(t.OverageMicroUSD) / 1e6, Livemode: !key.Test}
	if c.SpendCap != nil && !t.HardCap {
		_, end := meter.Period(clock.Now())
		n := c.SpendCap.OverageCalls(t)
		sc := &spendCapView{Calls: c.SpendCap.Calls, OverageCalls: n, MaxMonthlyCalls: key.Limits.MonthlyQuota + n, ResetsAt: timestamp(end)}
		if c.SpendCap.USDCents != nil {
			usd := float64(*c.SpendCap.USDCents) / 100
			sc.USD = &usd
		}
		v.SpendCap = sc
	}
	return v
}

func (s *Server) getLimits(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	dctx, cancel := downstream()
	defer cancel()
	c, err := s.cfg.Accounts.Customer(dctx, key.CustomerID)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, s.limitsOf(key, c))
}

// maxSpendCapCalls bounds a cap in calls (and, in cents, what it buys):
// far past any plan, far below an overflow of quota + cap.
const maxSpendCapCalls = 1 << 40

func (s *Server) patchLimits(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	var req struct {
		SpendCap json.RawMessage `json:"spend_cap"`
	}
	if err := decodeBody(ctx, &req, false); err != nil {
		s.writeError(ctx, err)
		return
	}
	if refuseTestKey(s, ctx, key) {
		return
	}
	if req.SpendCap == nil {
		s.writeError(ctx, invalidField("spend_cap", "required", `send {"spend_cap": {"calls": N}}, {"spend_cap": {"usd": D}} or {"spend_cap": null} to remove it`))
		return
	}
	var sc *plumbline.SpendCap
	if string(req.SpendCap) != "null" {
		var in struct {
			Calls *json.Number `json:"calls"`
			USD   *json.Number `json:"usd"`
		}
		if err := json.Unmarshal(req.SpendCap, &in); err != nil {
			s.writeError(ctx, invalidField("spend_cap", "type", "must be an object {calls} or {usd}, or null"))
			return
		}
		sc = &plumbline.SpendCap{}
		switch {
		case (in.Calls == nil) == (in.USD == nil):
			s.writeError(ctx, invalidField("spend_cap", "one_of", "set exactly one of calls and usd"))
			return
		case in.Calls != nil:
			n, err := strconv.ParseInt(in.Calls.String(), 10, 64)
			if err != nil || n < 0 || n > maxSpendCapCalls {
				s.writeError(ctx, invalidField("spend_cap.calls", "range", "must be a whole number of calls from 0 to "+strconv.Itoa(maxSpendCapCalls)))
				return
			}
			sc.Calls = &n
		default:
			f, err := strconv.ParseFloat(in.USD.String(), 64)
			cents := math.Round(f * 100)
			if err != nil || f < 0 || cents > maxSpendCapCalls || math.Abs(f*100-cents) > 1e-6 {
				s.writeError(ctx, invalidField("spend_cap.usd", "range", "must be dollars from 0, with at most two decimals"))
				return
			}
			c := int64(cents)
			sc.USDCents = &c
		}
	}
	dctx, cancel := downstream()
	defer cancel()
	c, err := s.cfg.Accounts.SetSpendCap(dctx, key.CustomerID, sc)
	if err != nil {
		s.writeError(ctx, err)
		return
	}
	writeJSON(ctx, fasthttp.StatusOK, s.limitsOf(key, c))
}

// spendCapDetail names the cap and when it resets.
func spendCapDetail(key *plumbline.APIKey, d *meter.Decision) string {
	return "the account's monthly spend cap is reached: " + strconv.FormatInt(key.Limits.MonthlyQuota, 10) + " calls of quota plus " +
		strconv.FormatInt(key.SpendCapCalls, 10) + " calls of overage; it resets at " + d.QuotaResetAt.Format(time.RFC3339) +
		", or raise it with PATCH /v1/account/limits"
}

// writeSpendCapProblem answers 429 with code spend_cap_reached and the cap
// as members of the problem.
func (s *Server) writeSpendCapProblem(ctx *fasthttp.RequestCtx, key *plumbline.APIKey, d *meter.Decision) {
	bp := bufPool.Get().(*[]byte)
	b := s.appendProblemCode((*bp)[:0], fasthttp.StatusTooManyRequests, plumbline.ESPENDCAP, spendCapDetail(key, d), ctx.Path(), requestID(ctx), nil)
	b = appendSpendCapMembers(b[:len(b)-1], key, d)
	ctx.SetStatusCode(fasthttp.StatusTooManyRequests)
	ctx.SetContentTypeBytes(contentTypeProblem)
	ctx.SetBody(b)
	*bp = b
	bufPool.Put(bp)
}

// appendSpendCapMembers closes a problem object with the spend cap's members.
func appendSpendCapMembers(b []byte, key *plumbline.APIKey, d *meter.Decision) []byte {
	b = append(b, `,"spend_cap":{"overage_calls":`...)
	b = strconv.AppendInt(b, key.SpendCapCalls, 10)
	b = append(b, `,"max_monthly_calls":`...)
	b = strconv.AppendInt(b, key.Limits.MonthlyQuota+key.SpendCapCalls, 10)
	b = append(b, `},"resets_at":`...)
	b = jsonw.AppendString(b, d.QuotaResetAt.UTC().Format(time.RFC3339))
	return append(b, '}')
}
