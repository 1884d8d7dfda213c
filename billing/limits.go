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

func errTooManyKeys(max int) error {
	return plumbline.Errorf(plumbline.ECONFLICT, "this account already has %d active API keys, the most it may hold; revoke one first", max)
}
