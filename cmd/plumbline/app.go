package main

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/postgres"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/server"
	"github.com/plumbline-api/plumbline/webhooks"
	"github.com/redis/go-redis/v9"
)

// app is the assembled service: the server, the workers it needs, and what
// to close at the end.
type app struct {
	srv     *server.Server
	hooks   *webhooks.Service // the webhook outbox (the data refresh announces releases through it)
	devKey  string            // embedded default only
	devTier []devTierKey
	workers []func(ctx context.Context)
	close   func()
}

// lastUsedFlushInterval is how often key last-used times reach the store.
const lastUsedFlushInterval = 10 * time.Second

// newApp builds the service from the settings: the embedded default (memory
// store, a seeded dev key) without DATABASE_URL, Postgres with it; billing
// with STRIPE_SECRET_KEY; the browser signup flow with CHALLENGE_VERIFY_URL.
func newApp(ctx context.Context, cfg config, logger *slog.Logger) (*app, error) {
	a := &app{close: func() {}}
	pepper := []byte(cfg.pepper)
	if len(pepper) == 0 {
		// Only the embedded default gets here (loadConfig requires a pepper
		// with DATABASE_URL): keys live in this process only, nothing is lost.
		pepper = make([]byte, 32)
		_, _ = rand.Read(pepper)
		logger.Info("PLUMBLINE_KEY_PEPPER not set: using a random per-process pepper for the in-memory store")
	}
	hasher, err := billing.NewHasher(pepper)
	if err != nil {
		return nil, err
	}

	var store billing.Store
	var ready []server.ReadyCheck
	var pool *pgxpool.Pool
	if cfg.databaseURL != "" {
		pool, err = postgres.Connect(ctx, cfg.databaseURL)
		if err != nil {
			return nil, err
		}
		a.onClose(pool.Close)
		from, to, err := postgres.Migrate(ctx, pool)
		if err != nil {
			pool.Close()
			return nil, err
		}
		logger.Info("schema ready", slog.Int("from_version", int(from)), slog.Int("version", int(to)))
		pg := billing.NewPGStore(pool)
		store = pg
		ready = append(ready, server.ReadyCheck{Name: "postgres", Check: pg.Ping})
	} else {
		mem := billing.NewMemoryStore()
		a.devKey = cfg.devKey
		if a.devKey == "" {
			a.devKey = billing.NewKey()
		}
		if err := seedDevCustomer(ctx, mem, hasher, a.devKey); err != nil {
			return nil, err
		}
		if a.devTier, err = seedDevTiers(ctx, mem, hasher); err != nil {
			return nil, err
		}
		test, err := seedDevTestKey(ctx, mem, hasher)
		if err != nil {
			return nil, err
		}
		a.devTier = append(a.devTier, test)
		store = mem
		ready = append(ready, server.ReadyCheck{Name: "store", Check: mem.Ping})
	}

	auth := billing.NewAuthenticator(hasher, store)
	var payments billing.Payments
	var stripeAPI *billing.Stripe
	if cfg.stripeSecretKey != "" {
		stripeAPI = billing.NewStripe(cfg.stripeSecretKey, cfg.stripeAPIBase)
		payments = stripeAPI
	}
	var rdb redis.UniversalClient // an interface: nil (not a nil pointer) without REDIS_URL
	if cfg.redisURL != "" {
		if rdb, err = a.redisClient(cfg); err != nil {
			a.close()
			return nil, err
		}
		ready = append(ready, server.ReadyCheck{Name: "redis", Check: func(ctx context.Context) error { return rdb.Ping(ctx).Err() }})
	}
	usage, throttle, err := a.newMeter(cfg, rdb, pool, stripeAPI, logger)
	if err != nil {
		a.close()
		return nil, err
	}
	if a.hooks, err = a.newWebhooks(cfg, pool, pepper, logger); err != nil {
		a.close()
		return nil, err
	}
	detail := a.newUsageDetail(cfg, pool, logger)
	refs, err := a.newReference(ctx, cfg, pool, rdb, logger)
	if err != nil {
		a.close()
		return nil, err
	}
	var challenge billing.Challenge
	if cfg.challengeURL != "" {
		challenge = billing.NewSiteVerify(cfg.challengeURL, cfg.challengeSecret)
	}
	rc, err := a.newReach(cfg, pool, rdb, auth, hasher, pepper, logger)
	if err != nil {
		a.close()
		return nil, err
	}
	accounts := billing.NewService(store, auth, hasher, payments, challenge, billing.ServiceConfig{
		Prices:              cfg.stripePrices,
		DuplicateCardCheck:  cfg.duplicateCardCheck,
		MaxKeysPerCustomer:  cfg.maxKeys,
		WebhookSecret:       cfg.stripeWebhook,
		OnSubscriptionEnded: rc.oauth.RevokeCustomer,
		Events:              a.hooks,
	}, logger)

	a.srv, err = server.New(server.Config{
		BaseURL:             cfg.baseURL,
		ErrorsBaseURL:       cfg.errorsBaseURL,
		CORSOrigins:         cfg.corsOrigins,
		MCPOrigins:          cfg.mcpOrigins,
		MaxBodyBytes:        cfg.maxBodyBytes,
		MetricsToken:        cfg.metricsToken,
		Auth:                auth,
		Calculators:         calc.Builtin(),
		Accounts:            accounts,
		Meter:               webhooks.Watch(usage, a.hooks), // usage.threshold and the caps' events
		Webhooks:            a.hooks,
		UsageDetail:         detail,
		Reference:           refs,
		SetupIntentThrottle: throttle,
		Pages:               rc.pages,
		OAuth:               rc.oauth,
		RegisterThrottle:    rc.register,
		AuthorizeThrottle:   rc.authorize,
		TokenThrottle:       rc.tokenReqs,
		Idempotency:         store,
		IdempotencySecret:   derive(pepper, "plumbline idempotency"),
		ClientIPHeader:      cfg.clientIPHeader,
		TrustedProxies:      cfg.trustedProxies,
		MaxConnsPerClient:   cfg.maxConnsPerClient,
		ReadyChecks:         ready,
		Logger:              logger,
	})
	if err != nil {
		a.close()
		return nil, err
	}
	a.workers = append(a.workers,
		func(ctx context.Context) {
			auth.FlushLastUsed(ctx, store, lastUsedFlushInterval, func(err error) {
				logger.Warn("last-used times not written; they will be retried on the next use", slog.Any("error", err))
			})
		},
		func(ctx context.Context) { purgeIdempotency(ctx, store, cfg.idempotencyTTL, logger) },
	)
	return a, nil
}

// newWebhooks builds the webhook outbox (Postgres with DATABASE_URL, this
// process's memory without) and its delivery worker. Signing secrets are
// sealed under a key derived from the key pepper.
func (a *app) newWebhooks(cfg config, pool *pgxpool.Pool, pepper []byte, logger *slog.Logger) (*webhooks.Service, error) {
	sealer, err := webhooks.NewSealer(derive(pepper, "plumbline webhook secrets"))
	if err != nil {
		return nil, err
	}
	var store plumbline.WebhookStore = webhooks.NewMemoryStore()
	if pool != nil {
		store = webhooks.NewPGStore(pool)
	}
	log := logger.With(slog.String("worker", "webhooks"))
	svc := webhooks.NewService(store, sealer, webhooks.Options{AllowLoopback: cfg.webhooksLoopback, Log: log})
	w := &webhooks.Worker{Service: svc}
	a.workers = append(a.workers, w.Run, func(ctx context.Context) { hourly(ctx, logger, "webhook outbox", svc.Purge) })
	return svc, nil
}

// redisClient connects to REDIS_URL. Short timeouts and no client
// retries: an unreachable Redis must be noticed in milliseconds, so requests
// fall back to the in-process limiter (and the cache to its loads) at once;
// the meter retries counts itself, idempotently.
func (a *app) redisClient(cfg config) (redis.UniversalClient, error) {
	const redisDial, redisIO = 250 * time.Millisecond, 500 * time.Millisecond
	if cfg.redisCluster {
		opt, err := redis.ParseClusterURL(cfg.redisURL)
		if err != nil {
			return nil, fmt.Errorf("REDIS_URL (cluster): %w", err)
		}
		opt.DialTimeout, opt.ReadTimeout, opt.WriteTimeout, opt.MaxRetries = redisDial, redisIO, redisIO, -1
		client := redis.NewClusterClient(opt)
		a.onClose(func() { _ = client.Close() })
		return client, nil
	}
	opt, err := redis.ParseURL(cfg.redisURL)
	if err != nil {
		return nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	opt.DialTimeout, opt.ReadTimeout, opt.WriteTimeout, opt.MaxRetries = redisDial, redisIO, redisIO, -1
	client := redis.NewClient(opt)
	a.onClose(func() { _ = client.Close() })
	return client, nil
}

// newMeter builds the meter: Redis-backed when rdb is set (GCRA through the
// micro-batcher, counts merged per flush), in-process without. With
// DATABASE_URL a flush worker moves the counts into the Postgres ledger and
// reports overage to Stripe when billing is configured.
func (a *app) newMeter(cfg config, rdb redis.UniversalClient, pool *pgxpool.Pool, stripeAPI *billing.Stripe, logger *slog.Logger) (*meter.Meter, server.Throttle, error) {
	var m *meter.Meter
	var pending, legacy meter.Pending
	var throttle server.Throttle
	var redisCounter *meter.RedisCounter // nil: in-process counts
	if rdb != nil {
		batcher := meter.NewBatcher(rdb, meter.BatcherOptions{})
		a.onClose(batcher.Close)
		ks := meter.DefaultKeyspace
		counter := meter.NewRedisCounter(batcher, ks, meter.DefaultCountFlush)
		if pool != nil {
			counter.SeedFrom(meter.NewPGLedger(pool))
		}
		if cfg.meterSpill != "off" {
			counter.SyncJournal(cfg.meterFsync)
			n, err := counter.OpenSpill(cfg.meterSpill)
			if err != nil {
				return nil, nil, err
			}
			a.onClose(func() { _ = counter.Close() })
			if n > 0 {
				logger.Info("replaying usage counts not yet in Redis (this journal's and those adopted from stopped instances)", slog.Int("batches", n), slog.String("file", cfg.meterSpill))
			}
		}
		checkAOF(rdb, logger)
		m = meter.New(meter.NewRedisGCRA(batcher, ks), counter)
		pending = meter.NewRedisPending(rdb, ks)
		if jp := counter.JournalPending(); jp != nil {
			// The ledger is fed from this instance's journal; the Redis
			// pending hash is still drained (counts of a run without a
			// journal, or of an earlier release).
			legacy = pending
			pending = jp
		}
		throttle = meter.NewRedisWindow(rdb, ks, "setup-intent", server.SetupIntentLimit, server.SetupIntentWindow)
		redisCounter = counter
	} else {
		var counter *meter.MemoryCounter
		m, counter = meter.NewMemory()
		pending = counter
	}
	var flushers []*meter.Flusher
	if pool != nil {
		ledger := meter.NewPGLedger(pool)
		f := &meter.Flusher{Pending: pending, Ledger: ledger, Log: logger, Interval: cfg.flushInterval}
		if stripeAPI != nil {
			f.Reporter = &meter.StripeReporter{API: stripeAPI.API(), EventName: cfg.meterEventName}
		}
		flushers = append(flushers, f)
		if legacy != nil {
			flushers = append(flushers, &meter.Flusher{Pending: legacy, Ledger: f.Ledger, Log: logger, Interval: cfg.flushInterval})
		}
		a.workers = append(a.workers, func(ctx context.Context) { purgeJournalMarks(ctx, ledger, logger) })
	}
	a.workers = append(a.workers, func(ctx context.Context) { runMeter(ctx, redisCounter, flushers, logger) })
	return m, throttle, nil
}

// runMeter runs the counter and the flushers, and stops them in order:
// the counter sends what it holds to Redis; then the flushers write what
// Redis took to the ledger; then what Redis refused (an outage) goes
// straight to the ledger (DeliverToLedger), so a stopped instance leaves
// nothing behind while Postgres answers.
func runMeter(ctx context.Context, counter *meter.RedisCounter, flushers []*meter.Flusher, logger *slog.Logger) {
	fctx, stopFlushers := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, f := range flushers {
		wg.Go(func() { f.Run(fctx) })
	}
	if counter != nil {
		counter.Run(ctx) // returns after its last send, once ctx ends
	} else {
		<-ctx.Done()
	}
	stopFlushers()
	wg.Wait() // each flusher flushes once more on the way out
	if counter == nil || len(flushers) == 0 {
		return
	}
	dctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	n, err := counter.DeliverToLedger(dctx)
	switch {
	case err != nil:
		logger.Warn("usage counts Redis did not take could not reach the ledger either; they stay in the journal for the next instance that adopts it", slog.Any("error", err))
	case n > 0:
		logger.Info("usage counts Redis did not take were written straight to the ledger", slog.Int64("calls", n))
	}
}

// journalMarksKept is how long the ledger remembers which journal batches
// it holds: a journal file older than this is not expected to come back.
const journalMarksKept = 90 * 24 * time.Hour

// purgeJournalMarks deletes old delivery records, hourly.
func purgeJournalMarks(ctx context.Context, ledger *meter.PGLedger, logger *slog.Logger) {
	hourly(ctx, logger, "journal delivery", func(ctx context.Context) (int64, error) {
		return ledger.PurgeJournalMarks(ctx, time.Now().Add(-journalMarksKept))
	})
}

// checkAOF warns when Redis does not persist: a Redis that restarts empty
// has its live counters re-seeded from the ledger, which lags by a flush
// interval; without a journal it also loses the pending hash (calls not
// yet in the ledger). Managed Redis
// that refuses CONFIG is not judged.
func checkAOF(rdb redis.UniversalClient, logger *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	v, err := rdb.ConfigGet(ctx, "appendonly").Result()
	if err != nil {
		return
	}
	if v["appendonly"] != "yes" {
		logger.Warn("Redis has appendonly off: a Redis restart resets the live counters to the ledger's totals (and, with PLUMBLINE_METER_SPILL=off, loses the counts not yet in the ledger); set appendonly yes")
	}
}

// onClose runs fn at close, after everything registered later.
func (a *app) onClose(fn func()) {
	prev := a.close
	a.close = func() { fn(); prev() }
}

// seedDevCustomer gives the embedded default one Enterprise customer and key.
// The account is the local operator's own: its contract limits are beyond
// any local load, so exploring and benchmarking are never throttled (every
// call still passes the limiter and is counted).
func seedDevCustomer(ctx context.Context, store *billing.MemoryStore, hasher *billing.Hasher, key string) error {
	now := time.Now().UTC()
	c := &plumbline.Customer{ID: "acct_dev", Email: "dev@localhost", TierID: plumbline.TierEnterprise, CreatedAt: now,
		Limits: &plumbline.Limits{MonthlyQuota: 1 << 40, RPM: 1 << 30, Burst: 1 << 30}}
	k := &plumbline.APIKey{ID: "key_dev", CustomerID: c.ID, OwnerEmail: c.Email, Prefix: billing.DisplayPrefix(key), TierID: c.TierID, CreatedAt: now}
	return store.CreateCustomer(ctx, c, k, hasher.HashString(key))
}

// derive is a purpose-bound secret from the pepper.
func derive(pepper []byte, purpose string) []byte {
	m := hmac.New(sha256.New, pepper)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

// purgeIdempotency deletes idempotency records older than ttl, hourly.
func purgeIdempotency(ctx context.Context, store billing.IdempotencyStore, ttl time.Duration, logger *slog.Logger) {
	hourly(ctx, logger, "idempotency", func(ctx context.Context) (int64, error) {
		return store.PurgeIdempotent(ctx, time.Now().Add(-ttl))
	})
}

// hourly runs a purge now and every hour until ctx ends, logging what it
// deleted and any failure.
func hourly(ctx context.Context, logger *slog.Logger, what string, purge func(context.Context) (int64, error)) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if n, err := purge(ctx); err != nil && ctx.Err() == nil {
			logger.Warn(what+" purge failed", slog.Any("error", err))
		} else if n > 0 {
			logger.Info(what+" records purged", slog.Int64("count", n))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// migrate applies the schema migrations to DATABASE_URL.
func migrate(ctx context.Context, getenv func(string) string) (string, error) {
	url := getenv("DATABASE_URL")
	if url == "" {
		return "", fmt.Errorf("DATABASE_URL is not set")
	}
	pool, err := postgres.Connect(ctx, url)
	if err != nil {
		return "", err
	}
	defer pool.Close()
	from, to, err := postgres.Migrate(ctx, pool)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("schema at version %d (was %d)", to, from), nil
}
