// Package meter decides whether a call is admitted (rate limit and monthly
// quota) and counts it, per customer and calendar month (UTC).
package meter

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Period returns the calendar month (UTC) that contains t: [start, end).
func Period(t time.Time) (start, end time.Time) {
	t = t.UTC()
	start = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return start, start.AddDate(0, 1, 0)
}

// Usage is a customer's count for one period.
type Usage struct {
	PeriodStart, PeriodEnd time.Time
	Used                   int64 // calls admitted in the period
	Overage                int64 // of those, calls past the monthly quota
}

// Decision is the answer to one call.
type Decision struct {
	Allowed bool
}

// Meter admits and counts calls.
type Meter interface {
	Admit(ctx context.Context, key *plumbline.APIKey, now time.Time) (Decision, error)
	Usage(ctx context.Context, key *plumbline.APIKey, now time.Time) (Usage, error)
}

// overage is the part of used past quota.
func overage(used, quota int64) int64 {
	if used > quota {
		return used - quota
	}
	return 0
}
