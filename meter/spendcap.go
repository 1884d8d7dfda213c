package meter

import (
	"github.com/plumbline-api/plumbline"
)

// A paid account with a spend cap (issue 37) is capped as Free is, at its
// quota plus the overage its cap allows: Begin takes the call's place
// under that cap atomically (the Reserver of the Free hard cap), so
// concurrent calls, on one instance or many, never serve one past it. Its
// calls past the quota are still overage, billed as before: the ledger and
// the overage report read the calls, not how they were admitted.

// capOf is the call cap Begin enforces for key: hard is false when its
// calls are counted without one (a paid account without a spend cap).
func capOf(key *plumbline.APIKey) (limit int64, hard, spend bool) {
	if plumbline.Tiers[key.TierID].HardCap {
		return key.Limits.MonthlyQuota, true, false
	}
	if key.HasSpendCap {
		return key.Limits.MonthlyQuota + key.SpendCapCalls, true, true
	}
	return 0, false, false
}
