//go:build faults

package faults

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"
)

// traffic calls the running instances until ctx ends: REST single calls,
// labor costs for 2 to 4 trades at once, batches of 2 to 5 items, MCP
// tool calls, over every account's keys (and
// now and then a revoked key).
func (c *chaosRun) traffic(ctx context.Context, rng *rand.Rand) {
	client := &http.Client{Timeout: 4 * time.Second}
	for ctx.Err() == nil {
		ins := c.instances()
		if len(ins) == 0 {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		in := ins[rng.IntN(len(ins))]
		a := chaosAccounts[rng.IntN(len(chaosAccounts))]
		c.mu.Lock()
		ks := c.keys[a.id]
		key := ks[rng.IntN(len(ks))]
		if len(c.revoked) > 0 && rng.IntN(20) == 0 {
			// A revoked key (acct_paid_b's): counted if still admitted,
			// within the auth cache.
			a, key = chaosAccounts[4], c.revoked[rng.IntN(len(c.revoked))]
		}
		c.mu.Unlock()
		c.calls.Add(1)
		tl := c.acct[a.id]
		var req *http.Request
		kind, items := rng.IntN(10), 1
		switch {
		case kind < 5:
			req, _ = http.NewRequest("POST", in.base+"/v1/calc/concrete/yards", strings.NewReader(`{"length_ft":10,"width_ft":10,"depth_in":4}`))
		case kind == 5: // several trades, each metered as one call
			items = 2 + rng.IntN(3)
			req, _ = http.NewRequest("GET", in.base+"/v1/costs/labor?zip=14850&trade="+strings.Join(chaosTrades[:items], ","), nil)
		case kind < 8:
			items = 2 + rng.IntN(4)
			var b strings.Builder
			b.WriteString(`{"items":[`)
			for i := range items {
				if i > 0 {
					b.WriteByte(',')
				}
				if i%2 == 0 {
					fmt.Fprintf(&b, `{"id":"i%d","operation_id":"calc_concrete_yards","input":{"length_ft":%d,"width_ft":10,"depth_in":4}}`, i, 5+i)
				} else {
					fmt.Fprintf(&b, `{"id":"i%d","path":"/v1/calc/stairs/rise-run","input":{"total_rise_in":108,"tread_depth_in":10}}`, i)
				}
			}
			b.WriteString(`]}`)
			req, _ = http.NewRequest("POST", in.base+"/v1/calc/batch", strings.NewReader(b.String()))
			req.Header.Set("Prefer", "return=minimal")
		default:
			req, _ = http.NewRequest("POST", in.base+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_concrete_yards","arguments":{"length_ft":10,"width_ft":10,"depth_in":4}}}`))
			req.Header.Set("Mcp-Protocol-Version", "2026-07-28")
			req.Header.Set("Accept", "application/json, text/event-stream")
			kind = 9
		}
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			tl.indeterminate.Add(int64(items)) // the answer was lost: counted or not
			time.Sleep(10 * time.Millisecond)
			continue
		}
		body, rerr := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		switch {
		case rerr != nil:
			tl.indeterminate.Add(int64(items))
		case resp.StatusCode == 200:
			n, ok := countedIn(kind, items, body)
			if !ok {
				tl.indeterminate.Add(int64(items))
				break
			}
			tl.admitted.Add(n)
		case resp.StatusCode == 503 && resp.Header.Get("Retry-After") != "":
			c.unavail.Add(1)
		case resp.StatusCode >= 500:
			c.status5.Add(1)
			c.first5.CompareAndSwap(nil, fmt.Sprintf("%d %s %s", resp.StatusCode, req.URL.Path, body))
		}
		time.Sleep(time.Duration(2+rng.IntN(8)) * time.Millisecond)
	}
}

var chaosTrades = []string{"electricians", "plumbers", "carpenters", "roofers"}

// countedIn reads how many calls a 200 answer counted: one for a REST
// call, summary.counted for a batch or a list of trades, one for an MCP
// tool result that is not an error.
func countedIn(kind, items int, body []byte) (int64, bool) {
	switch {
	case kind < 5:
		return 1, true
	case kind < 8:
		var b struct {
			Summary *struct {
				Counted int64 `json:"counted"`
			} `json:"summary"`
		}
		if json.Unmarshal(body, &b) != nil || b.Summary == nil {
			return 0, false
		}
		return b.Summary.Counted, true
	}
	text := string(body)
	if i := strings.Index(text, "data: "); i >= 0 && strings.HasPrefix(text, "event:") || strings.HasPrefix(text, "data:") {
		text = strings.TrimSpace(strings.SplitN(text[strings.Index(text, "data:")+5:], "\n", 2)[0])
	}
	var m struct {
		Result *struct {
			IsError bool `json:"isError"`
		} `json:"result"`
		Error *json.RawMessage `json:"error"`
	}
	if json.Unmarshal([]byte(text), &m) != nil {
		return 0, false
	}
	if m.Result == nil || m.Result.IsError {
		return 0, true
	}
	return 1, true
}
