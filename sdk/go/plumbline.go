// The hand-written layer over the generated client (plumbline.gen.go): the
// base URL and key from arguments or the environment, retries on 429 and 503
// that honour Retry-After, an Idempotency-Key on every mutating call,
// problem answers as *Error, and the RateLimit headers of the last answer.
// The same layer, with the same defaults, is in the TypeScript and Python
// SDKs.

package plumbline

import (
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	openapi_types "github.com/oapi-codegen/runtime/types"
)

// Email is the type of e-mail fields (SignupRequest.Email), so that a caller
// needs no import of oapi-codegen's runtime to fill one in.
type Email = openapi_types.Email

// DefaultBaseURL is where `make run` serves; PLUMBLINE_BASE_URL overrides it.
const DefaultBaseURL = "http://127.0.0.1:8080"

// Defaults of Options.
const (
	DefaultMaxRetries   = 3
	DefaultMaxRetryWait = 60 * time.Second
	DefaultTimeout      = 60 * time.Second
)

// Options configure New. The zero value reads PLUMBLINE_BASE_URL and
// PLUMBLINE_API_KEY and uses the defaults above.
type Options struct {
	// BaseURL of the API; empty: PLUMBLINE_BASE_URL, else DefaultBaseURL.
	BaseURL string
	// APIKey (svc_…); empty: PLUMBLINE_API_KEY. Without one only the public
	// calls (signup, health) answer; the others are a 401 *Error.
	APIKey string
	// MaxRetries is how many times a call answered 429 or 503 is sent again
	// (0: DefaultMaxRetries; negative: never).
	MaxRetries int
	// MaxRetryWait is the longest wait the client accepts: an answer whose
	// Retry-After is longer (a Free account's spent monthly quota) is
	// returned as an *Error at once instead of sleeping (0: DefaultMaxRetryWait).
	MaxRetryWait time.Duration
	// OnRetry, when set, is called before each wait.
	OnRetry func(RetryEvent)
	// HTTPClient sends the requests (nil: an *http.Client with DefaultTimeout).
	HTTPClient *http.Client
}

// RetryEvent describes a retry about to happen.
type RetryEvent struct {
	Attempt    int           // 1 for the first retry
	Status     int           // 429 or 503
	Wait       time.Duration // how long the client sleeps before resending
	RetryAfter bool          // Wait came from the answer's Retry-After (else backoff)
}

// Plumbline is the generated client (every operation as a method, e.g.
// CalcConcreteYardsWithResponse) with the layer underneath.
type Plumbline struct {
	*ClientWithResponses
	doer *doer
}

// New makes a client. Errors only for a base URL that does not parse.
func New(o Options) (*Plumbline, error) {
	base := firstNonEmpty(o.BaseURL, os.Getenv("PLUMBLINE_BASE_URL"), DefaultBaseURL)
	d := &doer{
		key:     firstNonEmpty(o.APIKey, os.Getenv("PLUMBLINE_API_KEY")),
		retries: o.MaxRetries,
		maxWait: o.MaxRetryWait,
		onRetry: o.OnRetry,
		hc:      o.HTTPClient,
	}
	if d.retries == 0 {
		d.retries = DefaultMaxRetries
	}
	d.retries = max(d.retries, 0)
	if d.maxWait <= 0 {
		d.maxWait = DefaultMaxRetryWait
	}
	if d.hc == nil {
		d.hc = &http.Client{Timeout: DefaultTimeout}
	}
	c, err := NewClientWithResponses(strings.TrimRight(base, "/"), WithHTTPClient(d))
	if err != nil {
		return nil, err
	}
	return &Plumbline{ClientWithResponses: c, doer: d}, nil
}

// RateLimit is what the RateLimit headers of the last answer said (ok false
// when it had none: public routes carry none). Under concurrent calls "last"
// is whichever finished last; ParseRateLimit reads one answer's headers.
func (p *Plumbline) RateLimit() (RateLimit, bool) {
	p.doer.mu.Lock()
	defer p.doer.mu.Unlock()
	return p.doer.last, p.doer.lastOK
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// lastRate holds the last answer's rate-limit state.
type lastRate struct {
	mu     sync.Mutex
	last   RateLimit
	lastOK bool
}

func (l *lastRate) record(h http.Header) {
	rl, ok := ParseRateLimit(h)
	l.mu.Lock()
	l.last, l.lastOK = rl, ok
	l.mu.Unlock()
}
