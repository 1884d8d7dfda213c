// Package server is the HTTP face of plumbline: routing, middleware,
// problem+json errors, the OpenAPI document and metrics. It translates
// between HTTP and the domain packages and holds no domain logic.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fasthttp/router"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

// Config is what a Server needs. cmd/plumbline fills it from the environment.
type Config struct {
	// BaseURL is the public address ({base_url}), used in the OpenAPI servers list.
	BaseURL string
	// ErrorsBaseURL prefixes problem types: {errors_base_url}/<status>.
	ErrorsBaseURL string
	// CORSOrigins is the browser origin allowlist ("https://app.example.com");
	// "*" is refused.
	CORSOrigins []string
	// MCPOrigins are more browser origins allowed to reach /mcp and the
	// OAuth endpoints (origin.go); this server's own origin, loopback
	// origins and CORSOrigins are allowed without it.
	MCPOrigins []string
	// MaxBodyBytes caps POST/PUT/PATCH bodies, judged by Content-Length.
	MaxBodyBytes int
	// MetricsToken, when set, is required as a Bearer token on /metrics.
	MetricsToken string

	Auth        Authenticator
	Calculators *calc.Registry
	Accounts    Accounts
	Meter       Meter
	// UsageDetail records counted calls by day, key and operation
	// (GET /v1/account/usage/daily); nil keeps it in process.
	UsageDetail UsageDetail
	// Webhooks manages the signed-event endpoints (/v1/account/webhooks);
	// nil keeps them in this process, undelivered (tests).
	Webhooks Webhooks
	// Reference answers the codes area (and, later, the other data areas).
	Reference *reference.Service
	// MCPHeartbeat is how often an open MCP GET stream carries a ping
	// (default 10 s): a stream whose client has gone is released at the
	// first ping it cannot write.
	MCPHeartbeat time.Duration
	// Idempotency stores Idempotency-Key outcomes; IdempotencySecret keys
	// the sealing of stored responses (derived from the key pepper).
	Idempotency       billing.IdempotencyStore
	IdempotencySecret []byte
	// Pages renders the people's pages (signup, account, consent); nil
	// serves none of them.
	Pages Pages
	// OAuth is the authorization server for hosted MCP clients; nil serves
	// no OAuth endpoint, and /mcp takes API keys only.
	OAuth OAuth
	// RegisterThrottle, AuthorizeThrottle and TokenThrottle limit the OAuth
	// endpoints per client IP (defaults: RegisterLimit per RegisterWindow,
	// and so on, in this process; meter.RedisWindow shares the counts).
	RegisterThrottle, AuthorizeThrottle, TokenThrottle Throttle
	// SetupIntentThrottle limits POST /v1/account/setup-intent per client IP
	// (default: 5 per 10 minutes in this process; meter.RedisWindow shares
	// the count across instances).
	SetupIntentThrottle Throttle
	// ClientIPHeader names a header carrying the client address, set by a
	// trusted proxy (X-Forwarded-For). TrustedProxies is how many proxies
	// append to it in front of this server (default 1): the client is the
	// address that many entries from the right, so addresses a client
	// writes itself, to the left, are never believed.
	ClientIPHeader string
	TrustedProxies int
	// HeaderTimeout bounds reading a request's line and headers, and a body
	// of up to 8 KB with them (default 10 s, at most ReadTimeout);
	// ReadTimeout bounds reading a request with a larger body (default
	// 30 s). A connection that times out before its request is read is
	// closed without an answer; a body that stalls is answered 408.
	HeaderTimeout time.Duration
	ReadTimeout   time.Duration
	// MaxConnsPerClient caps the connections one client address (an IPv6
	// /64) holds open; past it a connection is answered 429 and closed.
	// 0: 256 when clients connect directly, off when ClientIPHeader is set
	// (every client is then the proxy's address); negative: off.
	MaxConnsPerClient int
	// AuthFailureInterval is how often one client may present an API key
	// the server has not seen before once its previous key was refused
	// (default 1 s): a flood of random keys costs at most one key-store
	// lookup per client per interval.
	AuthFailureInterval time.Duration
	ReadyChecks         []ReadyCheck
	Logger              *slog.Logger
}

// DefaultMaxBodyBytes is the spec's 1 MB request body cap.
const DefaultMaxBodyBytes = 1 << 20

// DefaultHeaderTimeout and DefaultMaxConnsPerClient are the defaults of
// Config.HeaderTimeout and Config.MaxConnsPerClient.
const (
	DefaultHeaderTimeout     = 10 * time.Second
	DefaultMaxConnsPerClient = 256
)

// Server serves the API. Create it with New.
type Server struct {
	cfg         Config
	ids         *requestIDs
	metrics     *metrics
	corsOrigins map[string]struct{}
	headers     *fasthttp.ResponseHeader // template: security headers
	errorTypes  [500]string              // {errors_base_url}/<status> for 100..599
	errorPages  sync.Map                 // errorPageKey → rendered /errors/<status> page (errorPage)
	catalogJSON []byte
	openapi     func() ([]byte, error)
	discovery   *discovery // server.json, llms.txt, the API catalog (discovery.go)
	handler     fasthttp.RequestHandler
	http        *fasthttp.Server
	draining    atomic.Bool
	// mcpCtx is the context of MCP requests: cancelled at Shutdown, so open
	// MCP streams end and their connections can close.
	mcpCtx    context.Context
	mcpCancel context.CancelFunc
	origin    string // scheme://host of the base URL
	baseHost  string // host[:port] of the base URL
	// mcpOrigins: Config.MCPOrigins (guardBrowser)
	mcpOrigins map[string]struct{}
	// authFailures holds, per client, when it may next present an unseen key.
	authFailures    *authFailures
	consentFailures *authFailures // the consent form's key lookups (unknownConsentKey)
	logLimit        *logLimiter   // one 5xx log line per second per kind
}

// New validates cfg and builds the routes, the catalog and the OpenAPI document.
func New(cfg Config) (*Server, error) {
	if cfg.Auth == nil || cfg.Calculators == nil || cfg.Accounts == nil || cfg.Meter == nil || cfg.Idempotency == nil || cfg.Reference == nil {
		return nil, errors.New("server: Auth, Calculators, Accounts, Meter, Idempotency and Reference are required")
	}
	if len(cfg.IdempotencySecret) < 16 {
		return nil, errors.New("server: IdempotencySecret must be at least 16 bytes")
	}
	if cfg.UsageDetail == nil {
		// In process, as the embedded default keeps it.
		cfg.UsageDetail = meter.NewDetailRecorder(meter.NewMemoryDetail())
	}
	if cfg.Webhooks == nil {
		cfg.Webhooks = defaultWebhooks()
	}
	if ks, ok := cfg.Meter.(keySeeder); ok {
		// A key's count starts from the usage detail when its monthly
		// limit is set (keylimits.go).
		ks.SetKeySeed(keySeedFrom(cfg.UsageDetail))
	}
	if cfg.SetupIntentThrottle == nil {
		cfg.SetupIntentThrottle = meter.NewLocalWindow(SetupIntentLimit, SetupIntentWindow)
	}
	if cfg.RegisterThrottle == nil {
		cfg.RegisterThrottle = meter.NewLocalWindow(RegisterLimit, RegisterWindow)
	}
	if cfg.AuthorizeThrottle == nil {
		cfg.AuthorizeThrottle = meter.NewLocalWindow(AuthorizeLimit, AuthorizeWindow)
	}
	if cfg.TokenThrottle == nil {
		cfg.TokenThrottle = meter.NewLocalWindow(TokenLimit, TokenWindow)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if cfg.TrustedProxies <= 0 {
		cfg.TrustedProxies = 1
	}
	if cfg.ReadTimeout <= 0 {
		cfg.ReadTimeout = 30 * time.Second
	}
	if cfg.HeaderTimeout <= 0 {
		cfg.HeaderTimeout = min(DefaultHeaderTimeout, cfg.ReadTimeout)
	}
	if cfg.MaxConnsPerClient == 0 && cfg.ClientIPHeader == "" {
		cfg.MaxConnsPerClient = DefaultMaxConnsPerClient
	}
	if cfg.AuthFailureInterval <= 0 {
		cfg.AuthFailureInterval = time.Second
	}
	if cfg.MCPHeartbeat <= 0 {
		cfg.MCPHeartbeat = defaultMCPHeartbeat
	}
	if _, err := url.ParseRequestURI(cfg.BaseURL); err != nil {
		return nil, fmt.Errorf("server: base URL %q: %w", cfg.BaseURL, err)
	}
	if cfg.ErrorsBaseURL == "" {
		cfg.ErrorsBaseURL = cfg.BaseURL + "/errors"
	}
	cfg.ErrorsBaseURL = strings.TrimRight(cfg.ErrorsBaseURL, "/")
	s := &Server{cfg: cfg, ids: newRequestIDs(), metrics: newMetrics(), corsOrigins: map[string]struct{}{}, headers: newHeaderTemplate(),
		authFailures: newAuthFailures(cfg.AuthFailureInterval), consentFailures: newAuthFailures(cfg.AuthFailureInterval), logLimit: newLogLimiter(time.Second), origin: originOf(cfg.BaseURL)}
	for _, o := range cfg.CORSOrigins {
		if err := validOrigin(o); err != nil {
			return nil, err
		}
		s.corsOrigins[o] = struct{}{}
	}
	s.mcpOrigins = map[string]struct{}{}
	for _, o := range cfg.MCPOrigins {
		if err := validOrigin(o); err != nil {
			return nil, err
		}
		s.mcpOrigins[o] = struct{}{}
	}
	if u, err := url.Parse(cfg.BaseURL); err == nil {
		s.baseHost = u.Host
	}
	for i := range s.errorTypes {
		s.errorTypes[i] = cfg.ErrorsBaseURL + "/" + strconv.Itoa(i+100)
	}
	var err error
	if s.catalogJSON, err = buildCatalog(cfg.Calculators); err != nil {
		return nil, err
	}
	s.mcpCtx, s.mcpCancel = context.WithCancel(context.Background())
	routes, err := s.allRoutes()
	if err != nil {
		return nil, err
	}
	// The document is built when first asked for, not here: it is most of
	// what New costs (a third of a second of CPU under the race detector,
	// paid by every one of the server tests' instances that never reads it).
	s.openapi = sync.OnceValues(func() ([]byte, error) { return s.buildOpenAPI(routes) })
	if s.discovery, err = s.buildDiscovery(routes); err != nil {
		return nil, err
	}

	r := router.New()
	r.RedirectTrailingSlash = false // an API answers 404, not a redirect a POST may not follow
	r.RedirectFixedPath = false
	r.NotFound = s.notFound
	r.MethodNotAllowed = s.methodNotAllowed
	refs := newRefRoutes(s.notFound)
	for _, rt := range routes {
		s.mountRoute(r, rt)
		if rt.conditional != nil && rt.method == fasthttp.MethodGet { // the reference routes
			refs.add(rt.path, s.routeHandler(rt))
		}
	}
	for _, rt := range append(s.reachRoutes(), s.discoveryRoutes()...) {
		s.mountRoute(r, rt)
	}
	s.handler = s.front(func(ctx *fasthttp.RequestCtx) {
		if !refs.serve(ctx) {
			r.Handler(ctx)
		}
	})
	s.http = &fasthttp.Server{
		Handler:            s.handler,
		ErrorHandler:       s.requestError,
		ExpectHandler:      s.expectContinue,
		MaxRequestBodySize: cfg.MaxBodyBytes,
		// Bodies are read by the route, after the key is known, into a
		// buffer that grows as bytes arrive (readBody): fasthttp otherwise
		// set aside the announced size before any handler ran, and 2,000
		// sockets announcing 1 MB and sending 1 byte held 2 GB (issue 24
		// finding 1). HeaderReceived gives such bodies their deadline.
		StreamRequestBody:            true,
		HeaderReceived:               s.headerReceived,
		NoDefaultServerHeader:        true,
		NoDefaultContentType:         noDefaultContentType,
		DisablePreParseMultipartForm: true,
		CloseOnShutdown:              true,
		ReadTimeout:                  cfg.HeaderTimeout,
		WriteTimeout:                 30 * time.Second,
		IdleTimeout:                  2 * time.Minute,
		Logger:                       fasthttpLogger{cfg.Logger, newLogLimiter(time.Second)},
		// fasthttp's parse errors quote the raw request, Authorization
		// header included; this leaves the request bytes out of them.
		SecureErrorLogMessage: true,
	}
	return s, nil
}

// validOrigin accepts scheme://host[:port] and nothing else: no wildcard,
// no path, no trailing slash (browsers send origins in exactly that form).
func validOrigin(o string) error {
	u, err := url.Parse(o)
	if err != nil || o == "*" || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.Path != "" || u.RawQuery != "" || u.User != nil || strings.Contains(o, "*") {
		return fmt.Errorf("server: CORS origin %q must be scheme://host[:port], never a wildcard", o)
	}
	return nil
}

// OpenAPI is the generated OpenAPI 3.1 document (served at /v1/openapi.json),
// built on the first call.
func (s *Server) OpenAPI() ([]byte, error) { return s.openapi() }

// Handler is the full request handler (front middleware, router, routes).
func (s *Server) Handler() fasthttp.RequestHandler { return s.handler }

// Serve serves on ln until Shutdown.
func (s *Server) Serve(ln net.Listener) error { return s.http.Serve(s.listen(ln)) }

// Shutdown stops accepting connections, marks the server not ready, lets
// in-flight requests finish and closes idle connections. It returns when
// all connections are closed or ctx ends.
func (s *Server) Shutdown(ctx context.Context) error {
	s.draining.Store(true)
	s.mcpCancel()
	return s.http.ShutdownWithContext(ctx)
}

// fasthttpLogger routes fasthttp's own messages (connection errors) to slog,
// with anything that looks like a credential blanked: SecureErrorLogMessage
// covers the parse errors fasthttp knows about, this covers the rest.
// A client can make fasthttp log a line per connection (a malformed
// request, a reset), so each message passes at most once a second, the next
// saying how many were dropped.
type fasthttpLogger struct {
	l     *slog.Logger
	limit *logLimiter
}

func (f fasthttpLogger) Printf(format string, args ...any) {
	ok, dropped := f.limit.allow(format, time.Now())
	if !ok {
		return
	}
	f.l.Warn(redactSecrets(fmt.Sprintf(format, args...)), slog.String("component", "fasthttp"), slog.Int64("suppressed", dropped))
}
