package server_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestGracefulShutdownFinishesInFlight starts a request, begins shutdown
// while its body is still arriving, and checks that the request completes
// with its answer and that Shutdown waits for it.
func TestGracefulShutdownFinishesInFlight(t *testing.T) {
	e := start(t)
	body := `{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.10}`
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /v1/calc/concrete/yards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nPrefer: return=minimal\r\nContent-Length: %d\r\n\r\n%s", e.key, len(body), body[:10])
	time.Sleep(100 * time.Millisecond) // the server is now reading this request

	stopped := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		stopped <- e.srv.Shutdown(ctx)
	}()
	select {
	case err := <-stopped:
		t.Fatalf("Shutdown returned (%v) with a request in flight", err)
	case <-time.After(300 * time.Millisecond):
	}
	// New connections are refused while draining.
	if c, err := net.DialTimeout("tcp", strings.TrimPrefix(e.base, "http://"), time.Second); err == nil {
		c.Close()
		t.Fatal("a new connection was accepted during shutdown")
	}

	fmt.Fprint(conn, body[10:])
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request lost: %v", err)
	}
	defer resp.Body.Close()
	buf := make([]byte, 256)
	n, _ := resp.Body.Read(buf)
	if resp.StatusCode != 200 || !strings.Contains(string(buf[:n]), `"cubic_yards":1.358`) {
		t.Fatalf("in-flight request: %d %s", resp.StatusCode, buf[:n])
	}
	select {
	case err := <-stopped:
		if err != nil {
			t.Fatalf("Shutdown: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Shutdown did not return after the in-flight request finished")
	}
}
