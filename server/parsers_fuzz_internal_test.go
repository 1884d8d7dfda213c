package server

import (
	"bytes"
	"net/url"
	"strings"
	"testing"

	"github.com/valyala/fasthttp"
)

// FuzzBareLF: however a stream of bytes is cut into reads, the connection
// notes a bare LF exactly when the whole stream has one, and a request-line
// bare LF ("HTTP/1.x" LF) exactly when the stream has that.
func FuzzBareLF(f *testing.F) {
	for _, s := range []string{
		"GET / HTTP/1.1\r\nHost: x\r\n\r\n", "GET / HTTP/1.1\nHost: x\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\n\r\n",
		"POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\n{\n}GET / HTTP/1.0\n\n", "\n", "\r\n", "HTTP/1.9\n", "HTTP/1.\n", "xHTTP/1.1\r\n",
	} {
		f.Add([]byte(s), uint8(3), uint8(7))
	}
	f.Fuzz(func(t *testing.T, stream []byte, cut1, cut2 uint8) {
		wantAny, wantLine := false, false
		for i, c := range stream {
			if c != '\n' || i > 0 && stream[i-1] == '\r' {
				continue
			}
			wantAny = true
			if i >= 8 && bytes.Equal(stream[i-8:i-1], []byte("HTTP/1.")) && stream[i-1] >= '0' && stream[i-1] <= '9' {
				wantLine = true
			}
		}
		var c clientConn
		a, b := min(int(cut1), len(stream)), min(int(cut2), len(stream))
		if a > b {
			a, b = b, a
		}
		for _, part := range [][]byte{stream[:a], stream[a:b], stream[b:]} {
			if len(part) > 0 {
				c.scan(part)
			}
		}
		if c.anyBareLF != wantAny || c.bareLFLine != wantLine {
			t.Fatalf("%q cut at %d, %d: any %v line %v, want %v %v", stream, a, b, c.anyBareLF, c.bareLFLine, wantAny, wantLine)
		}
		if hasBareLF(stream) != wantAny {
			t.Fatalf("hasBareLF(%q) = %v", stream, !wantAny)
		}
	})
}

// FuzzPathProblem: a path oddPath lets through is one fasthttp's
// normalization leaves as it is (once decoded), so the router, which reads
// the path as sent, and the reference routes, which read it normalized,
// see the same path.
func FuzzPathProblem(f *testing.F) {
	for _, s := range []string{"/v1/codes/irc", "//v1//x", "/v1/a/../b", "/v1/%2e%2E/b", "/v1/a%2Fb", "/v1/a/./b", "/a/b/", "/v1/x.y/..z", "/%2e", "/a\\b", "/a/%5C/b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "?#") || pathProblem([]byte(p)) != "" {
			return
		}
		decoded, err := url.PathUnescape(p)
		if err != nil {
			return // fasthttp keeps a bad escape as it is; the router then sees it raw too
		}
		var u fasthttp.URI
		if err := u.Parse(nil, []byte(p)); err != nil {
			return
		}
		if string(u.Path()) != decoded {
			t.Fatalf("%q passes, but fasthttp normalizes it to %q (decoded %q)", p, u.Path(), decoded)
		}
	})
}
