package meter_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/plumbline-api/plumbline/internal/redistest"
	"github.com/plumbline-api/plumbline/meter"
)

// Issue 34 (chaos seed 69): go-redis sends a command again when its reply
// is lost (the cluster client does so even with MaxRetries -1), after the
// first may have run. A Free call's cap script run twice must count the
// call once and answer it admitted both times; it counted it twice (usage
// one above the ledger, for good).
func TestCapScriptRunTwiceCountsOnce(t *testing.T) {
	srv := redistest.StartServer(t)
	var drop atomic.Bool // the next cap script's reply is read, then lost
	client := redis.NewClient(&redis.Options{Addr: srv.Addr, MaxRetries: 2,
		MinRetryBackoff: time.Millisecond, MaxRetryBackoff: 2 * time.Millisecond,
		Dialer: func(ctx context.Context, network, addr string) (net.Conn, error) {
			cn, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if err != nil {
				return nil, err
			}
			return &replyDropper{Conn: cn, drop: &drop}, nil
		}})
	defer client.Close()
	b := meter.NewBatcher(client, meter.BatcherOptions{})
	c := meter.NewRedisCounter(b, meter.DefaultKeyspace, time.Millisecond)
	stop := runCounter(c, b)
	defer stop()
	ctx := context.Background()
	// At the quota the retry refused the call its first run had counted
	// (no ledger line, the place never given back: seed 69's usage 153,
	// ledger 152, admitted 152); below it, it counted the call twice.
	for _, quota := range []int64{3, 10} {
		customer := "acct_retry_free_" + strconv.FormatInt(quota, 10)
		for i := range 2 {
			if ok, err := c.Count(ctx, customer, thisMonth, quota, true); !ok || err != nil {
				t.Fatalf("quota %d, call %d: admitted %v, %v", quota, i, ok, err)
			}
		}
		drop.Store(true)
		if ok, err := c.Count(ctx, customer, thisMonth, quota, true); !ok || err != nil {
			t.Errorf("quota %d, the call whose cap script reply was lost once: admitted %v (%v), want admitted", quota, ok, err)
		}
		if drop.Load() {
			t.Fatal("no cap script reply was dropped: the test did not exercise the retry")
		}
		if got := storedCount(t, srv, customer); got != 3 {
			t.Errorf("quota %d: Redis counter %d after 3 calls (one cap script sent twice), want 3", quota, got)
		}
	}
}

// replyDropper loses the reply of one cap script (EVALSHA or EVAL naming an
// applied marker) after Redis ran it, as a connection reset would.
type replyDropper struct {
	net.Conn
	drop  *atomic.Bool
	armed bool
}

func (r *replyDropper) Write(p []byte) (int, error) {
	if r.drop.Load() && bytes.Contains(bytes.ToLower(p), []byte("eval")) && bytes.Contains(p, []byte("applied:")) {
		r.armed = true
	}
	return r.Conn.Write(p)
}

func (r *replyDropper) Read(p []byte) (int, error) {
	if !r.armed {
		return r.Conn.Read(p)
	}
	if _, err := r.Conn.Read(p); err != nil { // the script ran and answered
		return 0, err
	}
	r.armed = false
	r.drop.Store(false)
	r.Conn.Close()
	return 0, io.EOF
}
