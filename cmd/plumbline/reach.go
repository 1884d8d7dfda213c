package main

import (
	"context"
	"log/slog"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
	"github.com/plumbline-api/plumbline/web"
	"github.com/redis/go-redis/v9"
)

// reach is what lets people and hosted agents in: the pages and the OAuth
// authorization server, with its per-address limits.
type reach struct {
	pages                          *web.Pages
	oauth                          *oauth.Service
	register, authorize, tokenReqs server.Throttle
}

// newReach builds the pages and the OAuth server: on Postgres with
// DATABASE_URL (else in memory), limits shared through Redis with
// REDIS_URL (else per process).
func (a *app) newReach(cfg config, pool *pgxpool.Pool, rdb redis.UniversalClient, keys *billing.Authenticator, hasher *billing.Hasher, pepper []byte, logger *slog.Logger) (*reach, error) {
	var store oauth.Store = oauth.NewMemoryStore()
	if pool != nil {
		store = oauth.NewPGStore(pool)
	}
	svc, err := oauth.NewService(store, keys, hasher, derive(pepper, "plumbline oauth"), oauth.Config{Issuer: cfg.baseURL, Resource: cfg.baseURL + server.MCPPath})
	if err != nil {
		return nil, err
	}
	pages, err := web.New(web.Config{
		PaymentScriptURL: cfg.stripeJSURL, PublishableKey: cfg.stripePublishableKey, PaymentOrigins: cfg.paymentOrigins,
		ChallengeScriptURL: cfg.challengeJSURL, SiteKey: cfg.challengeSiteKey, ChallengeOrigins: cfg.challengeOrigins,
		SignupUnavailable: signupUnavailable(cfg),
	})
	if err != nil {
		return nil, err
	}
	r := &reach{pages: pages, oauth: svc}
	if rdb != nil {
		ks := meter.DefaultKeyspace
		r.register = meter.NewRedisWindow(rdb, ks, "oauth-register", server.RegisterLimit, server.RegisterWindow)
		r.authorize = meter.NewRedisWindow(rdb, ks, "oauth-authorize", server.AuthorizeLimit, server.AuthorizeWindow)
		r.tokenReqs = meter.NewRedisWindow(rdb, ks, "oauth-token", server.TokenLimit, server.TokenWindow)
	}
	// Spent codes, tokens and grants, and abandoned clients, go hourly.
	a.workers = append(a.workers, func(ctx context.Context) { hourly(ctx, logger, "OAuth", svc.Purge) })
	return r, nil
}

// signupUnavailable says, for the signup page, what this server lacks for
// the browser signup flow ("" when nothing).
func signupUnavailable(cfg config) string {
	if cfg.stripeSecretKey == "" {
		// All four settings the browser signup needs, so an operator
		// reading the notice on make run sets them at once (issue 39).
		return "it has no payment processor configured, so accounts cannot be created here. Ask its operator; the browser signup needs " +
			"STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (the payment processor and its card form) and CHALLENGE_VERIFY_URL, CHALLENGE_SECRET and CHALLENGE_SITE_KEY (the human check)."
	}
	var missing []string
	if cfg.stripePublishableKey == "" {
		missing = append(missing, "the card form (STRIPE_PUBLISHABLE_KEY)")
	}
	if cfg.challengeURL == "" || cfg.challengeSiteKey == "" {
		missing = append(missing, "the human check (CHALLENGE_VERIFY_URL, CHALLENGE_SECRET and CHALLENGE_SITE_KEY)")
	}
	if missing == nil {
		return ""
	}
	return "it is not configured with " + strings.Join(missing, " or ") +
		". Ask its operator, or create an account with the programmatic flow (POST /v1/account/signup with a payment_method_id)."
}
