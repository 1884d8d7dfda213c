package main

import (
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/reference"
)

// settings are the environment variables plumbline reads, with their
// defaults ("" when unset means "none" or "derived"; the README's settings
// table explains each, and a test checks it lists them all).
var settings = []struct{ name, def string }{
	{"PLUMBLINE_ADDR", "127.0.0.1:8080"},
	{"PLUMBLINE_BASE_URL", ""},        // http://{PLUMBLINE_ADDR}
	{"PLUMBLINE_ERRORS_BASE_URL", ""}, // {PLUMBLINE_BASE_URL}/errors
	{"PLUMBLINE_CORS_ORIGINS", ""},
	{"PLUMBLINE_MCP_ORIGINS", ""}, // more browser origins allowed on /mcp and the OAuth endpoints
	{"PLUMBLINE_MAX_BODY_BYTES", "1048576"},
	{"PLUMBLINE_DEV_KEY", ""},    // random
	{"PLUMBLINE_KEY_PEPPER", ""}, // random per process (embedded default)
	{"PLUMBLINE_METRICS_TOKEN", ""},
	{"PLUMBLINE_SHUTDOWN_TIMEOUT", "30s"},
	{"PLUMBLINE_LOG_LEVEL", "info"},
	{"DATABASE_URL", ""},                 // unset: the in-memory store
	{"REDIS_URL", ""},                    // unset: in-process rate limits and counters
	{"PLUMBLINE_DATA_DIR", "data"},       // the bundled snapshot (BundleDir)
	{"PLUMBLINE_REFRESH", "on"},          // the background refresh of the publishers' releases
	{"PLUMBLINE_REFRESH_EVERY", "1h"},    // how often it checks what is due
	{"PLUMBLINE_REFRESH_SOURCES", "all"}, // or a comma-separated list of `data pull` sources
	{"PLUMBLINE_PUBLISHER_BASE", ""},     // the publishers themselves
	{"PLUMBLINE_PULL_CONTACT", ""},       // the BLS sources wait for it
	{"PLUMBLINE_PULL_USER_AGENT", ""},    // plumbline/<version> (…; contact <PLUMBLINE_PULL_CONTACT>)
	{"PLUMBLINE_CACHE_ENTRIES", "10000"},
	{"PLUMBLINE_DATASET_KEEP", "6"},          // dataset versions kept (the live one included)
	{"PLUMBLINE_DATASET_KEEP_FOR", "400d"},   // how long a superseded version stays answerable (0: no limit)
	{"PLUMBLINE_CACHE_BYTES", "67108864"},    // 64 MiB
	{"PLUMBLINE_CACHE_L2_BYTES", "67108864"}, // 64 MiB
	{"PLUMBLINE_FLUSH_INTERVAL", "10s"},
	{"REDIS_CLUSTER", "off"},
	{"PLUMBLINE_METER_SPILL", ""},      // <PLUMBLINE_METER_SPILL_DIR>/plumbline-meter-<port>-<instance id>.spill
	{"PLUMBLINE_METER_SPILL_DIR", "."}, // where the journals of the instances that share it live (adopted when orphaned)
	{"PLUMBLINE_METER_FSYNC", "off"},   // off, or a group-commit interval such as 10ms
	{"STRIPE_METER_EVENT_NAME", "plumbline_overage_calls"},
	{"STRIPE_SECRET_KEY", ""},
	{"STRIPE_API_BASE", ""}, // https://api.stripe.com
	{"STRIPE_WEBHOOK_SECRET", ""},
	{"STRIPE_PRICE_FREE", ""},
	{"STRIPE_PRICE_STARTER", ""},
	{"STRIPE_PRICE_GROWTH", ""},
	{"STRIPE_PRICE_ENTERPRISE", ""},
	{"STRIPE_PUBLISHABLE_KEY", ""},
	{"STRIPE_JS_URL", "https://js.stripe.com/v3/"},
	{"PLUMBLINE_PAYMENT_ORIGINS", "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://api.stripe.com"},
	{"CHALLENGE_VERIFY_URL", ""},
	{"CHALLENGE_SECRET", ""},
	{"CHALLENGE_SITE_KEY", ""},
	{"CHALLENGE_JS_URL", "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"},
	{"PLUMBLINE_CHALLENGE_ORIGINS", "https://challenges.cloudflare.com"},
	{"PLUMBLINE_DUPLICATE_CARD_CHECK", "on"},
	{"PLUMBLINE_MAX_KEYS_PER_CUSTOMER", "25"},
	{"PLUMBLINE_WEBHOOKS_LOOPBACK", "off"},
	{"PLUMBLINE_IDEMPOTENCY_TTL", "24h"},
	{"PLUMBLINE_CLIENT_IP_HEADER", ""},
	{"PLUMBLINE_TRUSTED_PROXIES", "1"},
	{"PLUMBLINE_MAX_CONNS_PER_CLIENT", ""}, // 256 without PLUMBLINE_CLIENT_IP_HEADER, off with it
}

// setting is a setting's value, or its default when unset.
func setting(getenv func(string) string, name string) string {
	if v := strings.TrimSpace(getenv(name)); v != "" {
		return v
	}
	for _, s := range settings {
		if s.name == name {
			return s.def
		}
	}
	panic("unknown setting " + name)
}

// config is the parsed environment.
type config struct {
	addr            string
	baseURL         string
	errorsBaseURL   string
	corsOrigins     []string
	mcpOrigins      []string
	maxBodyBytes    int
	devKey          string
	pepper          string
	metricsToken    string
	shutdownTimeout time.Duration
	logLevel        slog.Level

	databaseURL     string
	redisURL        string
	redisCluster    bool
	dataDir         string
	dataDirSet      bool // given explicitly: its files must be there
	refresh         refreshConfig
	retention       reference.Retention
	cacheEntries    int
	cacheBytes      int64
	cacheL2Bytes    int64
	flushInterval   time.Duration
	meterSpill      string
	meterFsync      time.Duration // 0: off
	meterEventName  string
	stripeSecretKey string
	stripeAPIBase   string
	stripeWebhook   string
	stripePrices    map[string]string
	challengeURL    string
	challengeSecret string
	// The pages: the processor's browser script and key, the challenge
	// widget's script and site key, and the origins their CSP allows.
	stripePublishableKey string
	stripeJSURL          string
	paymentOrigins       []string
	challengeSiteKey     string
	challengeJSURL       string
	challengeOrigins     []string
	duplicateCardCheck   bool
	webhooksLoopback     bool // webhook endpoints may be on loopback (local development, tests)
	maxKeys              int
	idempotencyTTL       time.Duration
	clientIPHeader       string
	trustedProxies       int
	maxConnsPerClient    int
}

func loadConfig(getenv func(string) string) (config, error) {
	get := func(name string) string { return setting(getenv, name) }
	c := config{
		addr:          get("PLUMBLINE_ADDR"),
		baseURL:       strings.TrimRight(get("PLUMBLINE_BASE_URL"), "/"),
		errorsBaseURL: get("PLUMBLINE_ERRORS_BASE_URL"),
		devKey:        get("PLUMBLINE_DEV_KEY"),
		pepper:        get("PLUMBLINE_KEY_PEPPER"),
		metricsToken:  get("PLUMBLINE_METRICS_TOKEN"),
	}
	if _, _, err := net.SplitHostPort(c.addr); err != nil {
		return c, fmt.Errorf("PLUMBLINE_ADDR=%q: %w", c.addr, err)
	}
	if c.baseURL == "" {
		c.baseURL = "http://" + c.addr
	}
	for o := range strings.SplitSeq(get("PLUMBLINE_CORS_ORIGINS"), ",") {
		if o = strings.TrimSpace(o); o != "" {
			c.corsOrigins = append(c.corsOrigins, o)
		}
	}
	for o := range strings.SplitSeq(get("PLUMBLINE_MCP_ORIGINS"), ",") {
		if o = strings.TrimSpace(o); o != "" {
			c.mcpOrigins = append(c.mcpOrigins, o)
		}
	}
	var err error
	if c.maxBodyBytes, err = strconv.Atoi(get("PLUMBLINE_MAX_BODY_BYTES")); err != nil || c.maxBodyBytes <= 0 {
		return c, fmt.Errorf("PLUMBLINE_MAX_BODY_BYTES=%q: want a positive number of bytes", get("PLUMBLINE_MAX_BODY_BYTES"))
	}
	if c.shutdownTimeout, err = time.ParseDuration(get("PLUMBLINE_SHUTDOWN_TIMEOUT")); err != nil || c.shutdownTimeout <= 0 {
		return c, fmt.Errorf("PLUMBLINE_SHUTDOWN_TIMEOUT=%q: want a positive Go duration such as 30s", get("PLUMBLINE_SHUTDOWN_TIMEOUT"))
	}
	if err := c.logLevel.UnmarshalText([]byte(get("PLUMBLINE_LOG_LEVEL"))); err != nil {
		return c, fmt.Errorf("PLUMBLINE_LOG_LEVEL: %w", err)
	}
	c.databaseURL = get("DATABASE_URL")
	c.redisURL = get("REDIS_URL")
	switch v := strings.ToLower(get("REDIS_CLUSTER")); v {
	case "on", "true", "1":
		c.redisCluster = true
	case "off", "false", "0":
	default:
		return c, fmt.Errorf("REDIS_CLUSTER=%q: want on or off", v)
	}
	c.dataDir, c.dataDirSet = get("PLUMBLINE_DATA_DIR"), strings.TrimSpace(getenv("PLUMBLINE_DATA_DIR")) != ""
	if c.retention, err = retentionSetting(getenv); err != nil {
		return c, err
	}
	if c.refresh, err = loadRefreshConfig(get); err != nil {
		return c, err
	}
	if c.cacheEntries, err = strconv.Atoi(get("PLUMBLINE_CACHE_ENTRIES")); err != nil || c.cacheEntries <= 0 {
		return c, fmt.Errorf("PLUMBLINE_CACHE_ENTRIES=%q: want a positive number of entries", get("PLUMBLINE_CACHE_ENTRIES"))
	}
	for _, b := range []struct {
		name string
		to   *int64
	}{{"PLUMBLINE_CACHE_BYTES", &c.cacheBytes}, {"PLUMBLINE_CACHE_L2_BYTES", &c.cacheL2Bytes}} {
		if *b.to, err = strconv.ParseInt(get(b.name), 10, 64); err != nil || *b.to < 1<<20 {
			return c, fmt.Errorf("%s=%q: want a number of bytes, at least 1048576", b.name, get(b.name))
		}
	}
	c.meterEventName = get("STRIPE_METER_EVENT_NAME")
	if c.flushInterval, err = time.ParseDuration(get("PLUMBLINE_FLUSH_INTERVAL")); err != nil || c.flushInterval <= 0 {
		return c, fmt.Errorf("PLUMBLINE_FLUSH_INTERVAL=%q: want a positive Go duration such as 10s", get("PLUMBLINE_FLUSH_INTERVAL"))
	}
	c.meterSpill = get("PLUMBLINE_METER_SPILL")
	if c.meterSpill == "" {
		// Each process has a journal of its own, named by a unique instance
		// id, in the directory the instances share: a replacement (another
		// port, another host name) adopts what a stopped one left there.
		// The port is in the name only for the operator's eye.
		_, port, _ := net.SplitHostPort(c.addr)
		c.meterSpill = filepath.Join(get("PLUMBLINE_METER_SPILL_DIR"), "plumbline-meter-"+port+"-"+meter.NewInstanceID()+meter.SpillSuffix)
	}
	switch v := strings.ToLower(get("PLUMBLINE_METER_FSYNC")); v {
	case "off", "0":
	default:
		if c.meterFsync, err = time.ParseDuration(v); err != nil || c.meterFsync <= 0 || c.meterFsync > time.Second {
			return c, fmt.Errorf("PLUMBLINE_METER_FSYNC=%q: want off or a group-commit interval from 1ms to 1s, such as 10ms", v)
		}
	}
	if c.redisCluster && c.meterSpill == "off" {
		return c, fmt.Errorf("REDIS_CLUSTER=on needs the meter's journal (PLUMBLINE_METER_SPILL is off): on a cluster the ledger is fed from the journals only")
	}
	c.stripeSecretKey = get("STRIPE_SECRET_KEY")
	c.stripeAPIBase = get("STRIPE_API_BASE")
	c.stripeWebhook = get("STRIPE_WEBHOOK_SECRET")
	c.stripePrices = map[string]string{}
	for _, tier := range []string{"free", "starter", "growth", "enterprise"} {
		if v := get("STRIPE_PRICE_" + strings.ToUpper(tier)); v != "" {
			c.stripePrices[tier] = v
		}
	}
	c.challengeURL, c.challengeSecret = get("CHALLENGE_VERIFY_URL"), get("CHALLENGE_SECRET")
	c.stripePublishableKey, c.stripeJSURL = get("STRIPE_PUBLISHABLE_KEY"), get("STRIPE_JS_URL")
	c.challengeSiteKey, c.challengeJSURL = get("CHALLENGE_SITE_KEY"), get("CHALLENGE_JS_URL")
	c.paymentOrigins = strings.Fields(get("PLUMBLINE_PAYMENT_ORIGINS"))
	c.challengeOrigins = strings.Fields(get("PLUMBLINE_CHALLENGE_ORIGINS"))
	c.clientIPHeader = get("PLUMBLINE_CLIENT_IP_HEADER")
	if c.trustedProxies, err = strconv.Atoi(get("PLUMBLINE_TRUSTED_PROXIES")); err != nil || c.trustedProxies <= 0 {
		return c, fmt.Errorf("PLUMBLINE_TRUSTED_PROXIES=%q: want how many proxies append to PLUMBLINE_CLIENT_IP_HEADER (1 or more)", get("PLUMBLINE_TRUSTED_PROXIES"))
	}
	if v := get("PLUMBLINE_MAX_CONNS_PER_CLIENT"); v != "" {
		if c.maxConnsPerClient, err = strconv.Atoi(v); err != nil || c.maxConnsPerClient < 0 {
			return c, fmt.Errorf("PLUMBLINE_MAX_CONNS_PER_CLIENT=%q: want a number of connections (0: no cap)", v)
		}
		if c.maxConnsPerClient == 0 {
			c.maxConnsPerClient = -1 // server.Config: negative is off, 0 the default
		}
	}
	switch v := strings.ToLower(get("PLUMBLINE_DUPLICATE_CARD_CHECK")); v {
	case "on", "true", "1":
		c.duplicateCardCheck = true
	case "off", "false", "0":
	default:
		return c, fmt.Errorf("PLUMBLINE_DUPLICATE_CARD_CHECK=%q: want on or off", v)
	}
	switch v := strings.ToLower(get("PLUMBLINE_WEBHOOKS_LOOPBACK")); v {
	case "on", "true", "1":
		c.webhooksLoopback = true
	case "off", "false", "0":
	default:
		return c, fmt.Errorf("PLUMBLINE_WEBHOOKS_LOOPBACK=%q: want on or off", v)
	}
	if c.maxKeys, err = strconv.Atoi(get("PLUMBLINE_MAX_KEYS_PER_CUSTOMER")); err != nil || c.maxKeys <= 0 {
		return c, fmt.Errorf("PLUMBLINE_MAX_KEYS_PER_CUSTOMER=%q: want a positive number", get("PLUMBLINE_MAX_KEYS_PER_CUSTOMER"))
	}
	if c.idempotencyTTL, err = time.ParseDuration(get("PLUMBLINE_IDEMPOTENCY_TTL")); err != nil || c.idempotencyTTL < 24*time.Hour {
		return c, fmt.Errorf("PLUMBLINE_IDEMPOTENCY_TTL=%q: want a Go duration of at least 24h", get("PLUMBLINE_IDEMPOTENCY_TTL"))
	}
	if c.databaseURL != "" && len(c.pepper) < 32 {
		return c, fmt.Errorf("PLUMBLINE_KEY_PEPPER must be set (32 characters or more) when DATABASE_URL is: stored key hashes depend on it")
	}
	if c.databaseURL != "" && c.redisURL == "" {
		// The in-process counter keeps pending counts in memory only: a
		// restart would lose them, and two instances would each hold their
		// own quota. Billing needs the durable path.
		return c, fmt.Errorf("REDIS_URL must be set when DATABASE_URL is: metered counts need Redis (with AOF) and the spill file to survive restarts")
	}
	if c.stripeSecretKey != "" && c.stripePrices["free"] == "" {
		return c, fmt.Errorf("STRIPE_PRICE_FREE must be set when STRIPE_SECRET_KEY is: signup subscribes new accounts to it")
	}
	if c.challengeURL != "" && c.challengeSecret == "" {
		return c, fmt.Errorf("CHALLENGE_SECRET must be set when CHALLENGE_VERIFY_URL is")
	}
	if c.devKey != "" && !billing.WellFormed(c.devKey) {
		// Never echo the value: it is a credential.
		return c, fmt.Errorf("PLUMBLINE_DEV_KEY must be svc_ followed by 32 base64url characters")
	}
	return c, nil
}

// retentionSetting reads how many dataset versions are kept and for how
// long: serve refuses pins of versions past them, import drops their rows,
// so both read the same two settings.
func retentionSetting(getenv func(string) string) (reference.Retention, error) {
	var r reference.Retention
	n, err := strconv.Atoi(setting(getenv, "PLUMBLINE_DATASET_KEEP"))
	if err != nil || n < reference.MinKeep {
		return r, fmt.Errorf("PLUMBLINE_DATASET_KEEP=%q: want how many dataset versions to keep, %d or more (the live one and the one before it at least)",
			setting(getenv, "PLUMBLINE_DATASET_KEEP"), reference.MinKeep)
	}
	d, err := reference.ParseKeepFor(setting(getenv, "PLUMBLINE_DATASET_KEEP_FOR"))
	if err != nil {
		return r, fmt.Errorf("PLUMBLINE_DATASET_KEEP_FOR=%w", err)
	}
	return reference.Retention{Keep: n, For: d}, nil
}
