package meter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Reservations of hard-capped (Free) calls on Redis (settle.go says why).
//
// Reserve runs the cap script: the call is in the customer's usage counter
// at once, under the cap, marked applied under its call id. Commit then
// hands it to the ledger (a line of the journal's ledger file; without a
// journal the script already put it in the pending hash). Cancel gives it
// back: refundScript takes the call out of the usage counter only if its
// marker is still there, and deletes the marker, so a refund applies once
// however often it is sent. A refund Redis does not take at once is kept
// and retried by every flush, and journaled (<base>.refund-<call id>), so
// a restart still sends it.
//
// While Redis is unreachable the place is held in process (held): the
// fallback cap counts it beside what this instance has not sent, and
// Commit counts it as the fallback always did (in the open batch, or as a
// batch of its own under the call id when the cap script may have run
// before its reply was lost, in which case Cancel refunds by that id too).
//
// Without a journal, the cap script counts the call in the pending hash
// too, and a refund takes one call of that customer-month out of it; if the
// flusher claimed the hash in the instant between the call and its refund,
// the ledger keeps that Free call (never billed: Free has no overage).

// refundPrefix names journal files of refunds not yet taken by Redis.
const refundPrefix = "refund-"

// refundScript takes back a call the cap script counted, once.
// KEYS: usage counter, pending hash, applied marker of the call.
// ARGV: pending field ("" with a journal).
var refundScript = redis.NewScript(`
if redis.call('DEL', KEYS[3]) == 0 then
  return 0
end
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then
  redis.call('DECR', KEYS[1])
end
if ARGV[1] ~= '' then
  local p = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
  if p > 0 then
    redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
  end
end
return 1
`)

// refund is a cap-script count to take back, with its journal file.
type refund struct {
	r    Reservation
	file string
}

// Reserve decides the cap for one hard-capped call and takes its place.
func (c *RedisCounter) Reserve(ctx context.Context, customerID string, period time.Time, quota int64) (Reservation, bool, error) {
	id := counterID{customerID, period.Unix()}
	callID := ""
	if c.b.Up() {
		callID = c.idPrefix + "-c" + strconv.FormatInt(c.seq.Add(1), 10)
		// The refund is on file before the cap script counts the call:
		// a process killed before Commit or Cancel leaves it, and the
		// instance that adopts the journal gives the place back (issue 34).
		held := c.holdRefund(callID, id)
		usage := c.ks.usage(customerID, period)
		keys := []string{usage, c.pendingKey(c.pendingField(customerID, period), usage), c.ks.applied(customerID, callID)}
		for attempt := 0; ; attempt++ {
			v, err := capScript.Run(ctx, c.b, keys, quota, c.pendingField(customerID, period), counterTTL).Slice()
			if err == nil && len(v) == 2 {
				ok, _ := v[0].(int64)
				used, _ := v[1].(int64)
				if ok == -1 && attempt == 0 {
					err = c.seed(ctx, nil, []counterID{id})
					if err == nil {
						continue
					}
				} else {
					c.mu.Lock()
					c.lastKnown[id] = used
					c.mu.Unlock()
					if ok != 1 {
						dropFile(held) // refused: nothing counted
						held = ""
					}
					return Reservation{id: id, callID: callID, script: true, held: held}, ok == 1, nil
				}
			}
			if err != nil && !isDown(err) && !errors.Is(err, context.DeadlineExceeded) {
				dropFile(held) // the script answered: it counted nothing
				return Reservation{}, false, fmt.Errorf("meter: quota: %w", err)
			}
			break
		}
		return c.reserveLocal(ctx, id, callID, held, quota)
	}
	return c.reserveLocal(ctx, id, "", "", quota)
}

// reserveLocal is the in-process cap (Redis unreachable); held is the
// refund journaled for a cap script that may have run.
func (c *RedisCounter) reserveLocal(ctx context.Context, id counterID, callID, held string, quota int64) (Reservation, bool, error) {
	c.knowFromLedger(ctx, id)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.lastKnown[id]+c.unsentLocked(id)+c.held[id] >= quota {
		// Refused here, but a cap script whose reply was lost may have
		// counted it: the refund stays on file and is sent.
		if held != "" {
			c.refunds = append(c.refunds, refund{r: Reservation{id: id, callID: callID, script: true}, file: held})
			c.wake()
		}
		return Reservation{}, false, nil
	}
	c.held[id]++
	return Reservation{id: id, callID: callID, held: held}, true, nil
}

// holdRefund journals the refund of a call about to be counted by the cap
// script (<base>.refund-<call id>, written, not synced: a process killed
// keeps it, as it keeps every journal line). "" without a journal.
func (c *RedisCounter) holdRefund(callID string, id counterID) string {
	c.mu.Lock()
	j := c.journal
	c.mu.Unlock()
	if j == nil {
		return ""
	}
	p := j.base + "." + refundPrefix + callID
	if err := os.WriteFile(p, appendJournalLine(nil, id), 0o600); err != nil {
		return "" // the place cannot be given back after a crash: as before
	}
	return p
}

func dropFile(p string) {
	if p != "" {
		_ = os.Remove(p)
	}
}

// Commit makes a reserved call a counted one, before it is answered.
func (c *RedisCounter) Commit(_ context.Context, r Reservation) error {
	var ticket uint64
	c.mu.Lock()
	defer func() {
		c.mu.Unlock()
		c.waitJournal(ticket)
	}()
	if r.script {
		if c.journal != nil {
			// In Redis already; the ledger learns of it from the journal.
			ticket, _ = c.journal.recordLedger(c.idPrefix, &c.seq, r.id, r.callID)
		}
		dropFile(r.held) // committed: the ledger line is on file first
		return nil
	}
	c.held[r.id]--
	if r.callID != "" {
		// The script may have run before its reply was lost: this call is
		// sent as its own batch, under the id the script marked, so Redis
		// adds it at most once.
		b := &applyBatch{id: r.callID, counts: map[counterID]int64{r.id: 1}}
		if c.journal != nil {
			b.file, _ = c.journal.single(r.callID, r.id) // on a write error the count is in memory only
		}
		dropFile(r.held)
		c.queue = append(c.queue, b)
		c.wake()
		return nil
	}
	ticket = c.countLocked(r.id, false)
	return nil
}

// Cancel gives a reserved call's place back: it was not answered.
func (c *RedisCounter) Cancel(ctx context.Context, r Reservation) error {
	if !r.script {
		c.mu.Lock()
		c.held[r.id]--
		c.mu.Unlock()
		if r.callID == "" {
			return nil // never reached Redis
		}
	}
	if c.b.Up() && c.refund(ctx, r) == nil {
		dropFile(r.held)
		return nil
	}
	// Redis did not take it: kept, journaled, and sent by the next flushes.
	f := refund{r: r}
	c.mu.Lock()
	if c.journal != nil {
		f.file, _ = c.journal.refund(r) // on a write error the refund is in memory only
	}
	c.refunds = append(c.refunds, f)
	c.mu.Unlock()
	c.wake()
	return nil
}

// refund sends one refund.
func (c *RedisCounter) refund(ctx context.Context, r Reservation) error {
	period := time.Unix(r.id.period, 0)
	usage := c.ks.usage(r.id.customer, period)
	keys := []string{usage, c.pendingKey(c.pendingField(r.id.customer, period), usage), c.ks.applied(r.id.customer, r.callID)}
	n, err := refundScript.Run(ctx, c.b, keys, c.pendingField(r.id.customer, period)).Int()
	if err != nil {
		return err
	}
	if n == 1 {
		c.mu.Lock()
		if c.lastKnown[r.id] > 0 {
			c.lastKnown[r.id]--
		}
		c.mu.Unlock()
	}
	return nil
}

// retryRefunds sends the refunds Redis has not taken (flush holds sending).
func (c *RedisCounter) retryRefunds(ctx context.Context) {
	c.mu.Lock()
	pending := c.refunds
	c.refunds = nil
	c.mu.Unlock()
	var left []refund
	for i, f := range pending {
		if !c.b.Up() || c.refund(ctx, f.r) != nil {
			left = append(left, pending[i:]...)
			break
		}
		if f.file != "" {
			_ = os.Remove(f.file)
		}
	}
	if len(left) > 0 {
		c.mu.Lock()
		c.refunds = append(left, c.refunds...)
		c.mu.Unlock()
	}
}

// refund journals one refund: <base>.refund-<call id>, one line, synced
// and renamed into place so a restart reads it whole or not at all.
func (j *journal) refund(r Reservation) (string, error) {
	p := j.base + "." + refundPrefix + r.callID
	if err := writeSynced(p+".tmp", appendJournalLine(nil, r.id)); err != nil {
		return "", err
	}
	return p, os.Rename(p+".tmp", p)
}

// dropCommitted removes the refunds of calls the journal holds as
// committed: a refund is journaled before the cap script runs (Reserve)
// and deleted once the call is committed, so a process killed between the
// two leaves both; the commit wins. A committed call is a line with its id
// in a ledger-only file, a claim's batch under its id, or a batch file of
// its own (the cap script's reply was lost).
func (j *journal) dropCommitted(refunds []refund) []refund {
	if len(refunds) == 0 {
		return refunds
	}
	committed := map[string]bool{}
	paths, _ := filepath.Glob(globEscape(j.base) + ".*")
	for _, p := range paths {
		name := strings.TrimSuffix(strings.TrimPrefix(p, j.base+"."), appliedSuffix)
		switch {
		case strings.HasSuffix(name, ".tmp") || strings.HasPrefix(name, refundPrefix):
		case strings.HasPrefix(name, claimPrefix):
			data, err := os.ReadFile(p)
			var cf claimFile
			if err == nil && json.Unmarshal(data, &cf) == nil {
				for _, b := range cf.Batches {
					committed[b.ID] = true
				}
			}
		case ledgerFileID.MatchString(name):
			calls, _ := readLedgerCalls(p, name)
			for _, b := range calls {
				committed[b.ID] = true
			}
		default:
			committed[name] = true
		}
	}
	kept := refunds[:0]
	for _, f := range refunds {
		if committed[f.r.callID] {
			_ = os.Remove(f.file)
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// refunds reads the refunds a previous run left.
func (j *journal) refunds() ([]refund, error) {
	paths, err := filepath.Glob(globEscape(j.base) + "." + refundPrefix + "*")
	if err != nil {
		return nil, err
	}
	var out []refund
	for _, p := range paths {
		callID := strings.TrimPrefix(p, j.base+"."+refundPrefix)
		if strings.HasSuffix(p, ".tmp") {
			_ = os.Remove(p) // the process died before the refund was on file
			continue
		}
		r, err := readRefund(p, callID)
		if err != nil {
			return nil, err
		}
		out = append(out, r...)
	}
	return out, nil
}

// readRefund reads one refund file (removed when it holds nothing).
func readRefund(p, callID string) ([]refund, error) {
	b, err := readJournalFile(p, callID)
	if err != nil {
		return nil, err
	}
	if b == nil {
		_ = os.Remove(p)
		return nil, nil
	}
	var out []refund
	for id := range b.counts {
		out = append(out, refund{r: Reservation{id: id, callID: callID, script: true}, file: p})
	}
	return out, nil
}
