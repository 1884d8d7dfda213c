package meter

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/redis/go-redis/v9"
)

// Per-key monthly limits (issue 37, docs/decisions/0074-per-key-limits.md).
//
// A key that carries its own monthly call limit holds a count of its own,
// beside its customer's: Begin takes the call's place under the key's
// limit atomically (before the customer's quota or spend cap, and gives it
// back when those refuse), Finish keeps it for an answered call and gives
// it back for one that is not counted. So concurrent calls, on one
// instance or many sharing Redis, never serve one past the key's limit.
//
// Keys without a limit are not counted per key (no round trip is added to
// their calls): their month is read from the usage detail. A count starts
// when a key's limit is set (its name carries KeyLimits.Since), from what
// the usage detail holds of the key's month then (KeySeed).

// KeySeed answers how many calls the usage detail holds for a key in the
// month that starts at period.
type KeySeed func(ctx context.Context, customerID, keyID string, period time.Time) (int64, error)

// keyCountID names one key's count in one month, under the limit set at since.
type keyCountID struct {
	customer, key string
	period, since int64 // unix seconds
}

func keyCountOf(key *plumbline.APIKey, period time.Time) keyCountID {
	return keyCountID{key.CustomerID, key.ID, period.Unix(), key.KeyLimits.Since.Unix()}
}

// keyReservation is a call's place under its key's monthly limit.
type keyReservation struct {
	id     keyCountID
	callID string // the Redis script's id for the call ("" in process)
	local  bool   // taken in process (Redis unreachable, or the memory counter)
}

// keyCounts keeps the counts of keys with a monthly limit.
type keyCounts interface {
	// ReserveKey takes a call's place under limit; false when the key's
	// count is at its limit already (nothing is counted then).
	ReserveKey(ctx context.Context, id keyCountID, limit int64, seed KeySeed) (keyReservation, bool, error)
	// CancelKey gives a reserved place back, once.
	CancelKey(ctx context.Context, r keyReservation) error
	// KeyUsed is the key's count, false when none is kept.
	KeyUsed(ctx context.Context, id keyCountID) (int64, bool, error)
}

// keyCounterSource is a Counter that brings its keyCounts.
type keyCounterSource interface{ keyCounter() keyCounts }

// SetKeySeed sets where a new key count starts (the usage detail); without
// it a count starts at 0.
func (m *Meter) SetKeySeed(seed KeySeed) { m.keySeed = seed }

// KeyUsage is a key's calls this month as its limit counts them: ok is
// false when the key has no count (no limit), and the caller reads the
// usage detail instead.
func (m *Meter) KeyUsage(ctx context.Context, key *plumbline.APIKey, now time.Time) (int64, bool, error) {
	if m.keys == nil || key.KeyLimits.MonthlyCalls <= 0 {
		return 0, false, nil
	}
	start, _ := Period(now)
	return m.keys.KeyUsed(ctx, keyCountOf(key, start))
}

// reserveKey takes the call's place under its key's limit (ok true when
// the key has none).
func (m *Meter) reserveKey(ctx context.Context, key *plumbline.APIKey, d *Decision, now, start, end time.Time) (bool, error) {
	limit := key.KeyLimits.MonthlyCalls
	if limit <= 0 || m.keys == nil {
		return true, nil
	}
	if m.deny.quota(key.ID, limit, now) {
		keyDenied(d, limit, now, end)
		return false, nil
	}
	res, ok, err := m.keys.ReserveKey(ctx, keyCountOf(key, start), limit, m.keySeed)
	if err != nil {
		return false, err
	}
	if !ok {
		recheck := now.Add(quotaRecheck)
		if end.Before(recheck) {
			recheck = end
		}
		m.deny.denyQuota(key.ID, limit, recheck)
		keyDenied(d, limit, now, end)
		return false, nil
	}
	d.keyRes, d.keyHeld = res, true
	return true, nil
}

// releaseKey gives back a call's place under its key's limit, if it holds one.
func (m *Meter) releaseKey(ctx context.Context, key *plumbline.APIKey, d *Decision) error {
	if !d.keyHeld {
		return nil
	}
	d.keyHeld = false
	m.deny.quotas.Remove(key.ID)
	return m.keys.CancelKey(ctx, d.keyRes)
}

// keyDenied is the decision for a call past its key's monthly limit: the
// RateLimit headers speak of the key's limit.
func keyDenied(d *Decision, limit int64, now, end time.Time) {
	d.Allowed = false
	d.KeyLimitReached, d.SpendCapReached = true, false
	d.Limits.MonthlyQuota = limit
	d.QuotaExceeded, d.QuotaResetAt, d.RetryAfter = true, end, end.Sub(now)
	d.settle = settleNone
}

// memoryKeys is the in-process keyCounts (MemoryCounter's).
type memoryKeys struct {
	mu sync.Mutex
	n  map[keyCountID]int64
}

func (c *memoryKeys) ReserveKey(ctx context.Context, id keyCountID, limit int64, seed KeySeed) (keyReservation, bool, error) {
	c.mu.Lock()
	_, known := c.n[id]
	c.mu.Unlock()
	if !known {
		n, err := seedOf(ctx, seed, id)
		if err != nil {
			return keyReservation{}, false, err
		}
		c.mu.Lock()
		if _, known := c.n[id]; !known {
			c.n[id] = n
		}
		c.mu.Unlock()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[id] >= limit {
		return keyReservation{}, false, nil
	}
	c.n[id]++
	return keyReservation{id: id, local: true}, true, nil
}

func (c *memoryKeys) CancelKey(_ context.Context, r keyReservation) error {
	c.mu.Lock()
	if c.n[r.id] > 0 {
		c.n[r.id]--
	}
	c.mu.Unlock()
	return nil
}

func (c *memoryKeys) KeyUsed(_ context.Context, id keyCountID) (int64, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n, ok := c.n[id]
	return n, ok, nil
}

func seedOf(ctx context.Context, seed KeySeed, id keyCountID) (int64, error) {
	if seed == nil {
		return 0, nil
	}
	return seed(ctx, id.customer, id.key, time.Unix(id.period, 0).UTC())
}

// keyCalls:{customer}:{key}:{yyyy-mm}:{since} → the key's calls in the
// month, counted under the limit set at since.
func (k Keyspace) keyCalls(id keyCountID) string {
	return string(k) + "keycalls:" + tag(id.customer) + ":" + id.key + ":" + monthOf(time.Unix(id.period, 0)) + ":" + strconv.FormatInt(id.since, 10)
}

// keycall:{customer}:{call} → "1" while a call holds its place, "0" once
// given back or refused: the scripts apply once per call however often
// go-redis sends them (a cluster client resends after a lost reply).
func (k Keyspace) keyCall(customerID, callID string) string {
	return string(k) + "keycall:" + tag(customerID) + ":" + callID
}

// keyCallTTL is how long a call's marker lives: past any call's answer and
// a short outage's pending refunds (a refund later than this is dropped,
// leaving the key's count one high: never a call past its limit).
const keyCallTTL = 3600

// keyReserveScript takes one call's place under a key's limit, first
// adding what this instance admitted in process while Redis was
// unreachable. KEYS: the count, the call's marker. ARGV: limit, count TTL,
// calls to add. Answers {ok, count}; {-1, 0} when the count must be seeded.
var keyReserveScript = redis.NewScript(`
local m = redis.call('GET', KEYS[2])
if m then
  return {tonumber(m), tonumber(redis.call('GET', KEYS[1]) or '0')}
end
local v = redis.call('GET', KEYS[1])
if not v then
  return {-1, 0}
end
v = tonumber(v) + tonumber(ARGV[3])
local ok = 0
if v < tonumber(ARGV[1]) then
  v = v + 1
  ok = 1
end
if v < 0 then
  v = 0
end
redis.call('SET', KEYS[1], v, 'EX', ARGV[2])
redis.call('SET', KEYS[2], ok, 'EX', ARGV[4])
return {ok, v}
`)

// keyRefundScript gives a call's place back once. KEYS: the count, the
// call's marker.
var keyRefundScript = redis.NewScript(`
if redis.call('GET', KEYS[2]) ~= '1' then
  return 0
end
redis.call('SET', KEYS[2], '0', 'KEEPTTL')
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then
  redis.call('DECR', KEYS[1])
end
return 1
`)

// redisKeys is the Redis keyCounts (RedisCounter's). While Redis cannot
// be reached it holds each key at its last known count plus what it
// admitted since (unsent), and adds those to Redis with its next call.
type redisKeys struct {
	b        *Batcher
	ks       Keyspace
	idPrefix string
	seq      atomic.Int64

	mu        sync.Mutex
	lastKnown map[keyCountID]int64
	unsent    map[keyCountID]int64
	refunds   []keyReservation // Redis did not take them yet
}

func newRedisKeys(b *Batcher, ks Keyspace) *redisKeys {
	return &redisKeys{b: b, ks: ks, idPrefix: "k" + NewInstanceID(), lastKnown: map[keyCountID]int64{}, unsent: map[keyCountID]int64{}}
}

func (c *redisKeys) ReserveKey(ctx context.Context, id keyCountID, limit int64, seed KeySeed) (keyReservation, bool, error) {
	if c.b.Up() {
		c.retryRefunds(ctx)
		callID := c.idPrefix + "-" + strconv.FormatInt(c.seq.Add(1), 10)
		keys := []string{c.ks.keyCalls(id), c.ks.keyCall(id.customer, callID)}
		// What this instance admitted while Redis was unreachable goes with
		// this script, taken so that no concurrent script sends it too; it
		// is put back when the script does not answer.
		c.mu.Lock()
		add := c.unsent[id]
		delete(c.unsent, id)
		c.mu.Unlock()
		putBack := func() {
			if add != 0 {
				c.mu.Lock()
				c.unsent[id] += add
				c.mu.Unlock()
			}
		}
		for attempt := 0; attempt < 2; attempt++ {
			v, err := keyReserveScript.Run(ctx, c.b, keys, limit, counterTTL, add, keyCallTTL).Slice()
			if err == nil && len(v) == 2 {
				ok, _ := v[0].(int64)
				used, _ := v[1].(int64)
				if ok == -1 {
					if attempt == 1 { // seeded, and gone again: judged in process
						putBack()
						break
					}
					if err = c.seedCount(ctx, id, seed); err != nil {
						putBack()
						return keyReservation{}, false, err
					}
					continue
				}
				c.mu.Lock()
				c.lastKnown[id] = used
				c.mu.Unlock()
				return keyReservation{id: id, callID: callID}, ok == 1, nil
			}
			putBack()
			if err != nil && !isDown(err) && !errors.Is(err, context.DeadlineExceeded) {
				return keyReservation{}, false, err
			}
			// The script may have run before its reply was lost: its count
			// of this call is given back (once, by its marker) and the
			// call is judged in process. What it added stays counted twice
			// at worst: a key is never served past its limit for it.
			c.mu.Lock()
			c.refunds = append(c.refunds, keyReservation{id: id, callID: callID})
			c.mu.Unlock()
			break
		}
	}
	return c.reserveLocal(ctx, id, limit, seed)
}

// seedCount starts a key's count from the usage detail (SET NX: the
// first instance to seed wins).
func (c *redisKeys) seedCount(ctx context.Context, id keyCountID, seed KeySeed) error {
	n, err := seedOf(ctx, seed, id)
	if err != nil {
		return err
	}
	cmd := redis.NewBoolCmd(ctx, "set", c.ks.keyCalls(id), n, "nx", "ex", counterTTL)
	if err := c.b.Do(ctx, cmd); err != nil && err != redis.Nil {
		return err
	}
	return nil
}

func (c *redisKeys) reserveLocal(ctx context.Context, id keyCountID, limit int64, seed KeySeed) (keyReservation, bool, error) {
	c.mu.Lock()
	_, known := c.lastKnown[id]
	c.mu.Unlock()
	if !known {
		n, err := seedOf(ctx, seed, id)
		if err != nil {
			return keyReservation{}, false, err
		}
		c.mu.Lock()
		if _, known := c.lastKnown[id]; !known {
			c.lastKnown[id] = n
		}
		c.mu.Unlock()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.lastKnown[id]+c.unsent[id] >= limit {
		return keyReservation{}, false, nil
	}
	c.unsent[id]++
	return keyReservation{id: id, local: true}, true, nil
}

func (c *redisKeys) CancelKey(ctx context.Context, r keyReservation) error {
	if r.local {
		c.mu.Lock()
		c.unsent[r.id]--
		c.mu.Unlock()
		return nil
	}
	if c.b.Up() && c.refund(ctx, r) == nil {
		return nil
	}
	c.mu.Lock()
	c.refunds = append(c.refunds, r)
	c.mu.Unlock()
	return nil
}

func (c *redisKeys) refund(ctx context.Context, r keyReservation) error {
	n, err := keyRefundScript.Run(ctx, c.b, []string{c.ks.keyCalls(r.id), c.ks.keyCall(r.id.customer, r.callID)}).Int()
	if err == nil && n == 1 {
		c.mu.Lock()
		if c.lastKnown[r.id] > 0 {
			c.lastKnown[r.id]--
		}
		c.mu.Unlock()
	}
	return err
}

// retryRefunds sends the refunds Redis has not taken.
func (c *redisKeys) retryRefunds(ctx context.Context) {
	c.mu.Lock()
	pending := c.refunds
	c.refunds = nil
	c.mu.Unlock()
	for i, r := range pending {
		if c.refund(ctx, r) != nil {
			c.mu.Lock()
			c.refunds = append(c.refunds, pending[i:]...)
			c.mu.Unlock()
			return
		}
	}
}

func (c *redisKeys) KeyUsed(ctx context.Context, id keyCountID) (int64, bool, error) {
	c.mu.Lock()
	unsent := c.unsent[id]
	last, known := c.lastKnown[id]
	c.mu.Unlock()
	if c.b.Up() {
		cmd := redis.NewStringCmd(ctx, "get", c.ks.keyCalls(id))
		err := c.b.Do(ctx, cmd)
		switch {
		case errors.Is(err, redis.Nil):
			return 0, false, nil
		case err == nil:
			n, _ := strconv.ParseInt(cmd.Val(), 10, 64)
			return n + unsent, true, nil
		}
	}
	return last + unsent, known, nil
}
