package postgres_test

import (
	"context"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/internal/postgres/pgtest"
)

// Finding 7: tier limits live in one place, plumbline.Tiers. A migrated
// database holds exactly those rows, even one whose table drifted (a
// limit edited by hand, or seeded by an old migration): Migrate rewrites it.
func TestTiersTableEqualsGoTable(t *testing.T) {
	schema := pgtest.New(t)
	ctx := context.Background()
	if _, err := schema.Pool.Exec(ctx, `UPDATE tiers SET rpm = rpm + 1, monthly_quota = 1 WHERE id = 'starter'`); err != nil {
		t.Fatal(err)
	}
	if _, _, err := postgres.Migrate(ctx, schema.Pool); err != nil {
		t.Fatal(err)
	}
	rows, err := schema.Pool.Query(ctx, `SELECT id, name, monthly_quota, rpm, burst, hard_cap, monthly_price_usd_cents, overage_micro_usd FROM tiers`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	seen := 0
	for rows.Next() {
		var got plumbline.Tier
		if err := rows.Scan(&got.ID, &got.Name, &got.MonthlyQuota, &got.RPM, &got.Burst, &got.HardCap, &got.MonthlyPriceUSDCents, &got.OverageMicroUSD); err != nil {
			t.Fatal(err)
		}
		if want, ok := plumbline.Tiers[got.ID]; !ok || got != want {
			t.Errorf("tiers row %+v; plumbline.Tiers has %+v", got, want)
		}
		seen++
	}
	if seen != len(plumbline.Tiers) {
		t.Errorf("%d tiers rows, %d tiers in Go", seen, len(plumbline.Tiers))
	}
}
