package billing

import (
	"context"
	"strconv"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Per-key limits (issue 37): a key's own monthly call limit and rate, each
// at most its account's.

// MaxKeyMonthlyCalls bounds a key's monthly limit on an account whose
// month has no bound (a paid plan without a spend cap).
const MaxKeyMonthlyCalls = 1 << 40

// KeyLimitsChange is a change of a key's limits: a nil member is left as
// it is; a member pointing at 0 removes that limit.
type KeyLimitsChange struct {
	MonthlyCalls *int64
	RPM          *int
}

// accountMonthlyCalls is the most calls the account may make in a month:
// the quota on a hard-capped plan, quota + cap with a spend cap, else no
// bound (MaxKeyMonthlyCalls).
func accountMonthlyCalls(c *plumbline.Customer) int64 {
	l := effectiveLimits(c)
	t := plumbline.Tiers[c.TierID]
	switch {
	case t.HardCap:
		return l.MonthlyQuota
	case c.SpendCap != nil:
		return l.MonthlyQuota + c.SpendCap.OverageCalls(t)
	}
	return MaxKeyMonthlyCalls
}

// checkKeyLimits refuses limits above the account's (422, one field error
// each), and a monthly limit on a test key, whose calls are never counted.
func checkKeyLimits(c *plumbline.Customer, test bool, l plumbline.KeyLimits) error {
	var fields []plumbline.FieldError
	if l.MonthlyCalls > 0 {
		if test {
			fields = append(fields, plumbline.FieldError{Field: "monthly_call_limit", Code: "unsupported",
				Message: "a test key's calls are never counted; give it a rate_per_minute, or set the limit on a live key"})
		} else if most := accountMonthlyCalls(c); l.MonthlyCalls > most {
			fields = append(fields, plumbline.FieldError{Field: "monthly_call_limit", Code: "maximum",
				Message: "must be at most the account's " + strconv.FormatInt(most, 10) + " calls a month" + monthlyWhy(c)})
		}
	}
	if l.RPM > 0 {
		rpm := effectiveLimits(c).RPM
		if test {
			rpm = plumbline.TestLimits.RPM
		}
		if l.RPM > rpm {
			fields = append(fields, plumbline.FieldError{Field: "rate_per_minute", Code: "maximum",
				Message: "must be at most the account's rate of " + strconv.Itoa(rpm) + " requests per minute"})
		}
	}
	if len(fields) > 0 {
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the request is not valid; see errors", Fields: fields}
	}
	return nil
}

func monthlyWhy(c *plumbline.Customer) string {
	switch {
	case plumbline.Tiers[c.TierID].HardCap:
		return " (its monthly quota)"
	case c.SpendCap != nil:
		return " (its quota plus its spend cap)"
	}
	return ""
}

// applyKeyLimits is l changed by ch; a monthly limit set on a key that had
// none starts its count at now (Since).
func applyKeyLimits(l plumbline.KeyLimits, ch KeyLimitsChange, now time.Time) plumbline.KeyLimits {
	if ch.MonthlyCalls != nil {
		if *ch.MonthlyCalls <= 0 {
			l.MonthlyCalls, l.Since = 0, time.Time{}
		} else {
			if l.MonthlyCalls == 0 {
				l.Since = now.UTC().Truncate(time.Second)
			}
			l.MonthlyCalls = *ch.MonthlyCalls
		}
	}
	if ch.RPM != nil {
		l.RPM = max(*ch.RPM, 0)
	}
	return l
}

// SetKeyLimits changes one of the customer's keys' own limits (at most
// the account's) and returns the key. This instance applies it at once;
// others within AuthCacheTTL.
func (s *Service) SetKeyLimits(ctx context.Context, customerID, keyID string, ch KeyLimitsChange) (*plumbline.APIKey, error) {
	c, err := s.store.CustomerByID(ctx, customerID)
	if err != nil {
		return nil, err
	}
	var out *plumbline.APIKey
	err = s.store.UpdateKeyLimits(ctx, customerID, keyID, func(k *plumbline.APIKey) (plumbline.KeyLimits, error) {
		if k.Revoked() {
			return k.KeyLimits, plumbline.Errorf(plumbline.ECONFLICT, "the key %s is revoked; its limits cannot change", k.ID)
		}
		l := applyKeyLimits(k.KeyLimits, ch, s.now())
		return l, checkKeyLimits(c, k.Test, l)
	}, &out)
	if err != nil {
		return nil, err
	}
	s.auth.Forget(keyID)
	return out, nil
}
