package main

import (
	"context"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/meter"
)

// newUsageDetail records calls by day, key and operation (issue 37): into
// Postgres with DATABASE_URL, in process without, flushed every
// PLUMBLINE_FLUSH_INTERVAL and once more at shutdown.
func (a *app) newUsageDetail(cfg config, pool *pgxpool.Pool, logger *slog.Logger) *meter.DetailRecorder {
	var store meter.DetailStore = meter.NewMemoryDetail()
	if pool != nil {
		store = meter.NewPGDetail(pool)
	}
	r := meter.NewDetailRecorder(store)
	a.workers = append(a.workers, func(ctx context.Context) {
		r.Run(ctx, cfg.flushInterval, func(err error) {
			logger.Warn("usage detail not written; it is kept and retried on the next flush", slog.Any("error", err))
		})
	})
	return r
}
