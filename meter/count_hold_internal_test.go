package meter

import (
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// The counts wait for callsPerCustomer calls per customer, or the hold:
// maxCountHold in memory only, journaledCountHold with a journal (whose
// files, not Redis, feed the ledger, so the longer hold costs no
// durability). Spread traffic (10,000 keys, a few calls a second each)
// then costs Redis about a command per ten calls (issue 18 item 0b).
func TestCountHold(t *testing.T) {
	for _, journaled := range []bool{false, true} {
		c := &RedisCounter{}
		hold := maxCountHold
		if journaled {
			j, _, err := openJournal(filepath.Join(t.TempDir(), "spill"))
			if err != nil {
				t.Fatal(err)
			}
			defer j.close()
			c.journal, hold = j, journaledCountHold
		}
		start := time.Unix(1_800_000_000, 0)
		c.acc = map[counterID]int64{}
		for i := range 100 { // 100 customers, 2 calls each
			c.acc[counterID{"acct_" + strconv.Itoa(i), 0}] = 2
		}
		c.accCalls, c.accSince = 200, start
		if c.due(start.Add(hold - time.Millisecond)) {
			t.Fatalf("journaled=%v: due before the %v hold with 2 calls a customer", journaled, hold)
		}
		if !c.due(start.Add(hold)) {
			t.Fatalf("journaled=%v: not due after the %v hold", journaled, hold)
		}
		c.accCalls = callsPerCustomer * 100
		if !c.due(start) {
			t.Fatalf("journaled=%v: not due with %d calls a customer", journaled, callsPerCustomer)
		}
	}
}
