package billing

import "github.com/plumbline-api/plumbline"

// effectiveLimits are the customer's contract limits where set (Enterprise),
// else its tier's.
func effectiveLimits(c *plumbline.Customer) plumbline.Limits {
	l := plumbline.Tiers[c.TierID].Limits
	if c.Limits != nil {
		if c.Limits.MonthlyQuota > 0 {
			l.MonthlyQuota = c.Limits.MonthlyQuota
		}
		if c.Limits.RPM > 0 {
			l.RPM = c.Limits.RPM
		}
		if c.Limits.Burst > 0 {
			l.Burst = c.Limits.Burst
		}
	}
	return l
}

// keyLimits are a key's own limits: its customer's, or TestLimits (with
// the customer's quota, which a test key's calls never count against).
func keyLimits(k *plumbline.APIKey, customer plumbline.Limits) plumbline.Limits {
	if k.Test {
		l := plumbline.TestLimits
		l.MonthlyQuota = customer.MonthlyQuota
		return l
	}
	return customer
}

// applySpendCap gives a key its account's spend cap, in calls past the
// quota (a cap in dollars at the tier's overage price). A hard-capped
// (Free) tier has no overage to cap.
func applySpendCap(k *plumbline.APIKey, c *plumbline.SpendCap) {
	t := plumbline.Tiers[k.TierID]
	if t.HardCap {
		return
	}
	k.HasSpendCap, k.SpendCapCalls = true, c.OverageCalls(t)
}

func errTooManyKeys(max int) error {
	return plumbline.Errorf(plumbline.ECONFLICT, "this account already has %d active API keys, the most it may hold; revoke one first", max)
}
