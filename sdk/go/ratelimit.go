package plumbline

import (
	"net/http"
	"strconv"
	"strings"
	"time"
)

// RateLimit is the key's standing as an answer's headers state it (the IETF
// httpapi RateLimit header draft):
//
//	RateLimit-Policy: "default";q=60;w=60;burst=120
//	RateLimit: "default";r=117;t=2
type RateLimit struct {
	Limit     int           // q: requests per window
	Window    time.Duration // w
	Burst     int           // burst: requests that may arrive at once
	Remaining int           // r: requests the key may make at once now
	Reset     time.Duration // t: until the allowance is full again
}

// ParseRateLimit reads the RateLimit and RateLimit-Policy headers; ok is
// false when the answer carries no RateLimit header.
func ParseRateLimit(h http.Header) (rl RateLimit, ok bool) {
	v := h.Get("RateLimit")
	if v == "" {
		return rl, false
	}
	for k, n := range params(v) {
		switch k {
		case "r":
			rl.Remaining = n
		case "t":
			rl.Reset = time.Duration(n) * time.Second
		}
	}
	for k, n := range params(h.Get("RateLimit-Policy")) {
		switch k {
		case "q":
			rl.Limit = n
		case "w":
			rl.Window = time.Duration(n) * time.Second
		case "burst":
			rl.Burst = n
		}
	}
	return rl, true
}

// params reads the integer parameters of a structured-field item
// (`"default";r=1;t=2`); others are ignored.
func params(v string) map[string]int {
	out := map[string]int{}
	for _, p := range strings.Split(v, ";")[1:] {
		k, val, found := strings.Cut(strings.TrimSpace(p), "=")
		if n, err := strconv.Atoi(val); found && err == nil {
			out[k] = n
		}
	}
	return out
}

// retryAfter reads Retry-After as seconds or an HTTP date.
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n >= 0 {
		return time.Duration(n) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}
