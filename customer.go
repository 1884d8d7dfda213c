package plumbline

import "time"

// Customer is an account: one e-mail, one payment-processor customer, one
// tier, any number of API keys sharing its monthly quota.
type Customer struct {
	ID                   string
	Email                string
	TierID               string
	StripeCustomerID     string
	StripeSubscriptionID string
	CardFingerprint      string // of the default card; recorded always, the duplicate-card check compares it
	// CardExclusive: the card was claimed with the duplicate-card check on,
	// so no other exclusive claim of it is stored (a racing signup is refused).
	CardExclusive bool
	// Limits overrides the tier's limits (Enterprise: negotiated per customer).
	Limits *Limits
	// SpendCap bounds a paid account's monthly overage (nil: none).
	SpendCap  *SpendCap
	CreatedAt time.Time
}

// SpendCap is a paid account's monthly overage limit, in calls or in US
// cents (exactly one of them is set).
type SpendCap struct {
	Calls    *int64
	USDCents *int64
}

// OverageCalls is how many calls past the quota the cap allows on a tier:
// a cap in cents buys whole calls at the tier's overage price.
func (c *SpendCap) OverageCalls(t Tier) int64 {
	switch {
	case c.Calls != nil:
		return *c.Calls
	case c.USDCents != nil && t.OverageMicroUSD > 0:
		return *c.USDCents * 10_000 / t.OverageMicroUSD
	}
	return 0
}

// Limits are what a tier (or an Enterprise contract) allows.
type Limits struct {
	MonthlyQuota int64 // calls per calendar month (UTC)
	RPM          int   // sustained requests per minute
	Burst        int   // requests that may arrive at once
}

// Tier is a price plan (spec: Limits).
type Tier struct {
	ID   string
	Name string
	Limits
	// HardCap: calls past the quota are refused (429) instead of billed.
	HardCap bool
	// MonthlyPriceUSDCents is the subscription price; OverageMicroUSD the
	// price of one call past the quota, in millionths of a dollar.
	MonthlyPriceUSDCents int64
	OverageMicroUSD      int64
}

// Tiers are the spec's four tiers. Enterprise figures are the defaults a
// contract may override.
var Tiers = map[string]Tier{
	TierFree:       {ID: TierFree, Name: "Free", Limits: Limits{MonthlyQuota: 1_000, RPM: 10, Burst: 20}, HardCap: true},
	TierStarter:    {ID: TierStarter, Name: "Starter", Limits: Limits{MonthlyQuota: 25_000, RPM: 60, Burst: 120}, MonthlyPriceUSDCents: 4_900, OverageMicroUSD: 40_000},
	TierGrowth:     {ID: TierGrowth, Name: "Growth", Limits: Limits{MonthlyQuota: 250_000, RPM: 300, Burst: 600}, MonthlyPriceUSDCents: 24_900, OverageMicroUSD: 20_000},
	TierEnterprise: {ID: TierEnterprise, Name: "Enterprise", Limits: Limits{MonthlyQuota: 10_000_000, RPM: 2_000, Burst: 4_000}, MonthlyPriceUSDCents: 150_000},
}
