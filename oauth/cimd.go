package oauth

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/internal/egress"
	"golang.org/x/sync/singleflight"
)

// Client ID Metadata Documents (the MCP authorization specification since
// 2025-11-25; draft-ietf-oauth-client-id-metadata-document): a client whose
// client_id is an https URL registers nowhere; the server fetches its
// metadata from that URL and uses it as a registered client's. The fetch is
// an outbound request chosen by whoever sends an authorization request, so
// it is fenced: https only, never to a private, loopback or link-local
// address (checked on the address actually dialled, so DNS cannot rebind
// it), no redirects, a size cap and a time limit. Answers are cached as
// their HTTP caching headers allow.

// MetadataFetch configures the fetch of client metadata documents.
type MetadataFetch struct {
	// AllowLoopback lets documents be fetched from loopback addresses
	// (tests serve them on 127.0.0.1); never in production.
	AllowLoopback bool
	// RootCAs replaces the system roots (tests: the test server's).
	RootCAs *x509.CertPool
	// Timeout bounds one fetch (default 5 s); MaxBytes a document
	// (default 5 KiB, the draft's suggestion).
	Timeout  time.Duration
	MaxBytes int64
}

// Defaults and bounds of the metadata cache.
const (
	defaultMetadataTimeout = 5 * time.Second
	defaultMetadataBytes   = 5 << 10
	metadataDefaultTTL     = 5 * time.Minute // no caching headers: the heuristic freshness
	metadataMaxTTL         = 24 * time.Hour
	metadataCacheMax       = 1000
)

type metadataFetcher struct {
	cfg    MetadataFetch
	client *http.Client
	cache  *expirable.LRU[string, metadataEntry]
	flight singleflight.Group
	now    func() time.Time
}

type metadataEntry struct {
	client  *Client
	expires time.Time
}

func newMetadataFetcher(cfg MetadataFetch, now func() time.Time) *metadataFetcher {
	if cfg.Timeout <= 0 {
		cfg.Timeout = defaultMetadataTimeout
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = defaultMetadataBytes
	}
	f := &metadataFetcher{cfg: cfg, now: now, cache: expirable.NewLRU[string, metadataEntry](metadataCacheMax, nil, metadataMaxTTL)}
	dialer := egress.Dialer(cfg.Timeout, cfg.AllowLoopback)
	f.client = &http.Client{
		Timeout: cfg.Timeout,
		Transport: &http.Transport{
			Proxy:                 nil, // straight to the address checked above
			DialContext:           dialer.DialContext,
			TLSClientConfig:       &tls.Config{RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12},
			TLSHandshakeTimeout:   cfg.Timeout,
			ResponseHeaderTimeout: cfg.Timeout,
			MaxIdleConns:          10,
			IdleConnTimeout:       30 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return f
}

// publicAddr: an address a fetch may reach (the egress fence, shared with
// webhook deliveries).
func publicAddr(ip netip.Addr, allowLoopback bool) bool { return egress.PublicAddr(ip, allowLoopback) }

// IsMetadataURL reports a client_id that names a client metadata document.
func IsMetadataURL(id string) bool { return strings.HasPrefix(id, "https://") }

// metadataURLProblem says what makes id unusable as a document's URL, or "":
// https, a host, a path other than "/", no query, fragment, credentials or
// dot segments.
func metadataURLProblem(id string) string {
	u, err := url.Parse(id)
	switch {
	case err != nil || len(id) > maxURILen || !printable(id):
		return "is not a URL"
	case u.Scheme != "https" || u.Host == "" || u.Opaque != "":
		return "must be an https URL"
	case u.User != nil || u.RawQuery != "" || u.Fragment != "" || strings.Contains(id, "#"):
		return "must have no credentials, query or fragment"
	case u.Path == "" || u.Path == "/":
		return "must have a path"
	case strings.Contains("/"+u.Path+"/", "/./") || strings.Contains("/"+u.Path+"/", "/../"):
		return "must have no dot segments"
	}
	return ""
}

// metadataClient is the client a metadata document describes, from the
// cache while it is fresh. Any failure is an invalid_client *Error naming
// the document (the page shows it; nothing vouches for a redirect).
func (s *Service) metadataClient(ctx context.Context, id string) (*Client, error) {
	if p := metadataURLProblem(id); p != "" {
		return nil, oauthErr(ErrInvalidClient, "client_id "+quoteShort(id)+" "+p+" (a client metadata document's URL)")
	}
	f := s.metadata
	if e, ok := f.cache.Get(id); ok && f.now().Before(e.expires) {
		return e.client, nil
	}
	v, err, _ := f.flight.Do(id, func() (any, error) { return f.fetch(ctx, id) })
	if err != nil {
		return nil, err
	}
	return v.(*Client), nil
}

func metadataErr(id, why string) *Error {
	return oauthErr(ErrInvalidClient, "the client's metadata document at "+quoteShort(id)+" "+why)
}

func (f *metadataFetcher) fetch(ctx context.Context, id string) (*Client, error) {
	ctx, cancel := context.WithTimeout(ctx, f.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, id, nil)
	if err != nil {
		return nil, metadataErr(id, "is not a URL")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := f.client.Do(req)
	if err != nil {
		why := "could not be fetched"
		if errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "Timeout") {
			why += " in time"
		} else if strings.Contains(err.Error(), "not a public address") {
			why += ": it is not at a public address"
		}
		return nil, metadataErr(id, why)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, metadataErr(id, "answered HTTP "+strconv.Itoa(resp.StatusCode)+" (redirects are not followed)")
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, f.cfg.MaxBytes+1))
	if err != nil {
		return nil, metadataErr(id, "could not be read")
	}
	if int64(len(body)) > f.cfg.MaxBytes {
		return nil, metadataErr(id, "is over "+strconv.FormatInt(f.cfg.MaxBytes, 10)+" bytes")
	}
	c, err := clientFromDocument(id, body)
	if err != nil {
		return nil, err
	}
	now := f.now()
	c.CreatedAt = now.UTC().Truncate(time.Millisecond)
	if ttl := cacheFor(resp.Header); ttl > 0 {
		f.cache.Add(id, metadataEntry{client: c, expires: now.Add(ttl)})
	} else {
		f.cache.Remove(id)
	}
	return c, nil
}

// clientFromDocument validates a document as a registration is validated,
// and more: its client_id is the URL it came from, and it is a public
// client (no shared secret can be registered through a public document).
func clientFromDocument(id string, body []byte) (*Client, error) {
	var d RegistrationRequest
	if err := decodeRegistration(body, &d); err != nil {
		var oe *Error
		errors.As(err, &oe)
		return nil, metadataErr(id, "is not valid client metadata: "+oe.Description)
	}
	var idOnly struct { // a registration has no client_id: read on its own

		ClientID string `json:"client_id"`
	}
	if err := json.Unmarshal(body, &idOnly); err != nil || idOnly.ClientID != id {
		return nil, metadataErr(id, "must say client_id "+quoteShort(id)+" exactly")
	}
	switch d.TokenEndpointAuthMethod {
	case "", AuthNone:
		d.TokenEndpointAuthMethod = AuthNone
	default:
		return nil, metadataErr(id, "must use token_endpoint_auth_method none: a public document cannot share a secret")
	}
	if err := d.validate(); err != nil {
		var oe *Error
		errors.As(err, &oe)
		return nil, metadataErr(id, "is not valid client metadata: "+oe.Description)
	}
	return &Client{ID: id, AuthMethod: AuthNone, RedirectURIs: d.RedirectURIs, GrantTypes: d.GrantTypes, Metadata: d.ClientMetadata}, nil
}

// cacheFor is how long an answer may be reused (RFC 9111): no-store or
// no-cache, none; max-age, as said (at most a day); otherwise the default.
func cacheFor(h http.Header) time.Duration {
	cc := strings.ToLower(h.Get("Cache-Control"))
	if strings.Contains(cc, "no-store") || strings.Contains(cc, "no-cache") {
		return 0
	}
	for _, d := range strings.Split(cc, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(d), "max-age="); ok {
			n, err := strconv.ParseInt(strings.Trim(v, `"`), 10, 64)
			if err != nil || n <= 0 {
				return 0
			}
			return min(time.Duration(n)*time.Second, metadataMaxTTL)
		}
	}
	if exp, err := http.ParseTime(h.Get("Expires")); err == nil && h.Get("Expires") != "" {
		if d := time.Until(exp); d > 0 {
			return min(d, metadataMaxTTL)
		}
		return 0
	}
	return metadataDefaultTTL
}

// storeMetadataClient records a metadata-document client the first time a
// person consents to it: codes and grants refer to their client's row.
// Its document, not the row, is what every request is checked against.
func (s *Service) storeMetadataClient(ctx context.Context, c *Client) error {
	if !IsMetadataURL(c.ID) {
		return nil
	}
	_, err := s.store.Client(ctx, c.ID)
	if plumbline.ErrorCode(err) != plumbline.ENOTFOUND {
		return err
	}
	if err := s.store.CreateClient(ctx, c); err != nil {
		if _, again := s.store.Client(ctx, c.ID); again == nil {
			return nil // stored meanwhile by a concurrent consent
		}
		return err
	}
	return nil
}

// Host is the host serving a metadata-document client's document, which
// the consent page shows beside its self-declared name ("" for a
// registered client).
func (c *Client) Host() string {
	if !IsMetadataURL(c.ID) {
		return ""
	}
	u, err := url.Parse(c.ID)
	if err != nil {
		return ""
	}
	return u.Host
}
