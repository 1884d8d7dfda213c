package oauth

import (
	"net/http"
	"net/netip"
	"testing"
	"time"
)

// The addresses a metadata fetch may dial: public ones only (loopback with
// the test setting).
func TestPublicAddr(t *testing.T) {
	for addr, want := range map[string]bool{
		"93.184.216.34": true, "2606:2800:220:1::": true,
		"127.0.0.1": false, "::1": false, "10.1.2.3": false, "172.16.0.1": false, "192.168.1.1": false,
		"169.254.169.254": false, "fe80::1": false, "fc00::1": false, "100.64.0.1": false, "0.0.0.0": false,
		"224.0.0.1": false, "255.255.255.255": false, "::": false,
	} {
		if got := publicAddr(netip.MustParseAddr(addr).Unmap(), false); got != want {
			t.Errorf("%s: %v, want %v", addr, got, want)
		}
	}
	if !publicAddr(netip.MustParseAddr("127.0.0.1"), true) || publicAddr(netip.MustParseAddr("10.0.0.1"), true) {
		t.Fatal("AllowLoopback allows loopback, and only loopback")
	}
}

// HTTP caching of documents (RFC 9111): max-age (capped at a day),
// no-store/no-cache, Expires, else the default.
func TestMetadataCacheFor(t *testing.T) {
	h := func(kv ...string) http.Header {
		out := http.Header{}
		for i := 0; i < len(kv); i += 2 {
			out.Set(kv[i], kv[i+1])
		}
		return out
	}
	for _, c := range []struct {
		h    http.Header
		want time.Duration
	}{
		{h("Cache-Control", "public, max-age=120"), 2 * time.Minute},
		{h("Cache-Control", "max-age=999999999"), metadataMaxTTL},
		{h("Cache-Control", "no-store"), 0},
		{h("Cache-Control", "no-cache, max-age=60"), 0},
		{h("Cache-Control", "max-age=0"), 0},
		{h("Expires", "Thu, 01 Jan 1970 00:00:00 GMT"), 0},
		{h(), metadataDefaultTTL},
	} {
		if got := cacheFor(c.h); got != c.want {
			t.Errorf("%v: %v, want %v", c.h, got, c.want)
		}
	}
}

// A metadata document's URL: https with a path, nothing else.
func TestMetadataURLProblem(t *testing.T) {
	for id, ok := range map[string]bool{
		"https://agent.example.com/client.json": true, "https://agent.example.com:8443/a/b": true,
		"https://agent.example.com": false, "https://agent.example.com/": false, "https://u:p@agent.example.com/c": false,
		"https://agent.example.com/c?x=1": false, "https://agent.example.com/c#f": false, "https://agent.example.com/a/../c": false,
		"https://agent.example.com/./c": false,
	} {
		if got := metadataURLProblem(id) == ""; got != ok {
			t.Errorf("%s: ok %v, want %v (%s)", id, got, ok, metadataURLProblem(id))
		}
	}
}
