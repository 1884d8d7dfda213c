package server_test

import (
	"bufio"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/oauth"
	"github.com/plumbline-api/plumbline/server"
)

// Issue 35: the consent form's key goes through the unknown-key gate as a
// key in an Authorization header does: after a random key, the same
// client's next one waits (429).
func TestConsentKeyBehindUnknownKeyLimit(t *testing.T) {
	e := start(t)
	c := e.registerClient(t)
	post := func(key string) response {
		form := c.authorizeQuery(e.base)
		form.Set("api_key", key)
		form.Set("decision", "allow")
		return e.do("POST", oauth.AuthorizePath, form.Encode(), "Content-Type", "application/x-www-form-urlencoded", "Origin", e.base)
	}
	if r := post(billing.NewKey()); r.status != 422 {
		t.Fatalf("a random key: %d %s", r.status, r.body)
	}
	statuses := map[int]int{}
	for range 20 {
		statuses[post(billing.NewKey()).status]++
	}
	if statuses[429] < 19 {
		t.Fatalf("random keys right after an unknown one: %v (want 429s: the unknown-key limit)", statuses)
	}
}

// Issue 35: a registration over the per-address limit, or declaring a body
// over oauth.MaxRegistrationBytes, is answered from its headers: the
// server does not wait for (or read) the body. A client that sends the
// headers of a 1 MB body and 10 bytes of it gets its answer at once.
func TestRegistrationRefusedBeforeItsBody(t *testing.T) {
	e := start(t, withBodyCap(1<<20))
	send := func() string {
		t.Helper()
		c, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		// The server's own Host: the Origin/Host guard (issue 38) runs first.
		fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n%s", oauth.RegisterPath, strings.TrimPrefix(e.base, "http://"), strings.Repeat(" ", 9000))
		_ = c.SetReadDeadline(time.Now().Add(3 * time.Second))
		line, _ := bufio.NewReader(c).ReadString('\n')
		return line
	}
	if got := send(); !strings.Contains(got, " 400 ") {
		t.Fatalf("a declared 20 KB registration: %q (want 400 at once)", got)
	}
	for range server.RegisterLimit {
		e.do("POST", oauth.RegisterPath, `{"redirect_uris":["`+redirectURI+`"],"token_endpoint_auth_method":"none"}`, "Content-Type", "application/json")
	}
	if got := send(); !strings.Contains(got, " 429 ") {
		t.Fatalf("over the limit: %q (want 429 at once)", got)
	}
}
