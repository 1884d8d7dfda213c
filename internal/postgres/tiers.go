package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/plumbline-api/plumbline"
)

// SyncTiers makes the tiers table equal plumbline.Tiers, the one place tier
// limits and prices are kept. Migration 001 seeded the table with the
// figures of its day; overage billing (meter/ledger.go) and the key lookup
// read limits from it, so Migrate runs this after every migration and a
// change to the Go table reaches the database at the next start, with no
// migration to write and nothing to drift.
func SyncTiers(ctx context.Context, conn *pgx.Conn) error {
	for _, t := range plumbline.Tiers {
		if _, err := conn.Exec(ctx, `INSERT INTO tiers (id, name, monthly_quota, rpm, burst, hard_cap, monthly_price_usd_cents, overage_micro_usd)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, monthly_quota = EXCLUDED.monthly_quota, rpm = EXCLUDED.rpm,
				burst = EXCLUDED.burst, hard_cap = EXCLUDED.hard_cap, monthly_price_usd_cents = EXCLUDED.monthly_price_usd_cents,
				overage_micro_usd = EXCLUDED.overage_micro_usd`,
			t.ID, t.Name, t.MonthlyQuota, t.RPM, t.Burst, t.HardCap, t.MonthlyPriceUSDCents, t.OverageMicroUSD); err != nil {
			return fmt.Errorf("postgres: sync tier %s: %w", t.ID, err)
		}
	}
	return nil
}
