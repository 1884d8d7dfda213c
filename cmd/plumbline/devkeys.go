package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
)

// The embedded default's main dev key is the local operator's own
// Enterprise account, with limits beyond any local load (benchmarks, the
// examples). Limits, quotas and 429s can only be tried on a key that has
// them, so the embedded default also seeds one account per tier, each with
// its tier's real limits, and one Free account whose monthly quota is 5 so
// the hard cap's 429 can be seen in six calls (docs/decisions.md).

// devTierKey is one seeded per-tier account's key, as the banner shows it.
type devTierKey struct {
	label string
	key   string
	note  string
}

// devTiers are the per-tier accounts: label, tier, limits override, what
// the banner says of it.
var devTiers = []struct {
	label, tier string
	limits      *plumbline.Limits
}{
	{"free", plumbline.TierFree, nil},
	{"free-quota-5", plumbline.TierFree, &plumbline.Limits{MonthlyQuota: 5}},
	{"starter", plumbline.TierStarter, nil},
	{"growth", plumbline.TierGrowth, nil},
	{"enterprise", plumbline.TierEnterprise, nil},
}

// seedDevTiers creates the per-tier accounts with a fresh key each.
func seedDevTiers(ctx context.Context, store *billing.MemoryStore, hasher *billing.Hasher) ([]devTierKey, error) {
	now := time.Now().UTC()
	var out []devTierKey
	for _, d := range devTiers {
		key := billing.NewKey()
		c := &plumbline.Customer{ID: "acct_dev_" + d.label, Email: "dev-" + d.label + "@localhost", TierID: d.tier, Limits: d.limits, CreatedAt: now}
		k := &plumbline.APIKey{ID: "key_dev_" + d.label, CustomerID: c.ID, OwnerEmail: c.Email, Prefix: billing.DisplayPrefix(key), TierID: d.tier, CreatedAt: now}
		if err := store.CreateCustomer(ctx, c, k, hasher.HashString(key)); err != nil {
			return nil, err
		}
		l := plumbline.Tiers[d.tier].Limits
		if d.limits != nil {
			l.MonthlyQuota = d.limits.MonthlyQuota
		}
		past := "served past it and counted as overage"
		if plumbline.Tiers[d.tier].HardCap {
			past = "a hard cap (429 past it)"
		}
		out = append(out, devTierKey{d.label, key, fmt.Sprintf("%s: %d calls a month, %s; %d a minute, bursts of %d",
			plumbline.Tiers[d.tier].Name, l.MonthlyQuota, past, l.RPM, l.Burst)})
	}
	return out, nil
}

// seedDevTestKey gives the operator's dev account a test key (issue 37):
// the same answers, never counted, its own modest rate.
func seedDevTestKey(ctx context.Context, store *billing.MemoryStore, hasher *billing.Hasher) (devTierKey, error) {
	key := billing.NewTestKey()
	k := &plumbline.APIKey{ID: "key_dev_test", CustomerID: "acct_dev", OwnerEmail: "dev@localhost", Prefix: billing.DisplayPrefix(key),
		TierID: plumbline.TierEnterprise, CreatedAt: time.Now().UTC(), Test: true}
	if err := store.CreateKey(ctx, k, hasher.HashString(key), billing.DefaultMaxKeysPerCustomer); err != nil {
		return devTierKey{}, err
	}
	return devTierKey{"test", key, fmt.Sprintf("test key of the dev account: same answers, never counted or billed (livemode false); %d a minute, bursts of %d",
		plumbline.TestLimits.RPM, plumbline.TestLimits.Burst)}, nil
}

// printDevTierKeys writes the per-tier keys under the banner's dev key.
func printDevTierKeys(w io.Writer, keys []devTierKey) {
	if len(keys) == 0 {
		return
	}
	fmt.Fprintln(w, "dev keys per tier (each its own account with the tier's limits, to try rate limits, quotas and 429s):")
	for _, k := range keys {
		fmt.Fprintf(w, "  %-13s %s  %s\n", k.label, k.key, k.note)
	}
}
