package meter

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-redis/redis_rate/v10"
	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/plumbline-api/plumbline"
	"github.com/redis/go-redis/v9"
)

// RedisGCRA is the GCRA limiter on redis_rate v10, through the batcher. While
// Redis is down it falls back to an in-process GCRA with the same arithmetic.
//
// Leasing: redis_rate's script costs Redis several microseconds per call,
// the largest cost of a request. When a key has ample headroom, one call
// reserves a small lease of calls (redis_rate AllowAtMost) that this instance
// then admits locally for up to leaseTTL. A lease is what this instance's
// traffic for the key (measured over the last rateWindow) would use in a
// leaseTTL, at most leaseMax, and at most 1/leaseShare of the key's
// headroom, so near its limit a key falls back to one Redis call per
// request — exact GCRA. Sizing from a second of traffic and holding the
// lease for several seconds keeps a key with a few calls a second (10,000
// keys sharing the load: the normal production case) at a few calls per
// script instead of one. Leasing never admits more than the GCRA allows;
// tokens a lease does not use expire with it (docs/decisions.md).
type RedisGCRA struct {
	limiter *redis_rate.Limiter
	batcher *Batcher
	ks      Keyspace
	local   *LocalGCRA
	period  time.Duration

	leases *lru.Cache[string, *lease]
}

// Lease bounds.
const (
	rateWindow    = time.Second
	leaseTTL      = 20 * time.Second
	leaseMax      = 128
	leaseShare    = 8
	leasesMaxKeys = 100_000 // past it, the least recently used lease is dropped (its tokens expire unused)
)

// lease is one key's locally held admissions and its recent traffic.
type lease struct {
	mu         sync.Mutex
	tokens     int // admitted in Redis, not yet used here
	expires    time.Time
	remaining  int // headroom in Redis after the last lease
	resetAfter time.Duration
	window     time.Time // start of the current traffic window
	hits, prev int       // calls in the current and the previous window
	// inflight is closed when the lease being fetched arrives: callers that
	// miss meanwhile wait for it instead of each fetching one (their extra
	// leases would expire unused).
	inflight chan struct{}
}

// NewRedisGCRA limits per minute through b.
func NewRedisGCRA(b *Batcher, ks Keyspace) *RedisGCRA {
	return &RedisGCRA{limiter: redis_rate.NewLimiter(b), batcher: b, ks: ks, local: NewLocalGCRA(), period: time.Minute, leases: newLeases()}
}

func newLeases() *lru.Cache[string, *lease] {
	c, _ := lru.New[string, *lease](leasesMaxKeys) // only a size <= 0 fails
	return c
}

func (r *RedisGCRA) lease(keyID string, now time.Time) *lease {
	if ls, ok := r.leases.Get(keyID); ok {
		return ls
	}
	ls := &lease{window: now}
	if prev, ok, _ := r.leases.PeekOrAdd(keyID, ls); ok {
		return prev // another caller added it first
	}
	return ls
}

// SetPeriod sets the window of a limit's rate (a minute; tests shorten it),
// for the Redis limiter and its in-process fallback. Call it before use.
func (r *RedisGCRA) SetPeriod(d time.Duration) {
	r.period = d
	r.local.Period = d
}

func (r *RedisGCRA) Allow(ctx context.Context, keyID string, l plumbline.Limits, now time.Time) (RateResult, error) {
	return r.AllowFor(ctx, keyID, keyID, l, now)
}

// AllowFor is Allow for a key of a customer: the bucket's Redis key
// carries the customer's hash tag, beside the customer's other keys.
func (r *RedisGCRA) AllowFor(ctx context.Context, customerID, keyID string, l plumbline.Limits, now time.Time) (RateResult, error) {
	if !r.batcher.Up() {
		return r.local.Allow(ctx, keyID, l, now)
	}
	ls := r.lease(keyID, now)
	ls.mu.Lock()
	if now.Sub(ls.window) >= rateWindow {
		ls.prev, ls.hits, ls.window = ls.hits, 0, now
	}
	ls.hits++
	for {
		if ls.tokens > 0 && now.Before(ls.expires) {
			ls.tokens--
			res := RateResult{Allowed: true, Remaining: ls.remaining + ls.tokens, RetryAfter: -1, ResetAfter: ls.resetAfter}
			ls.mu.Unlock()
			return res, nil
		}
		if ls.inflight == nil {
			break
		}
		wait := ls.inflight
		ls.mu.Unlock()
		if !r.awaitLease(wait) {
			return r.local.Allow(ctx, keyID, l, now)
		}
		ls.mu.Lock()
	}
	done := make(chan struct{})
	ls.inflight = done
	perTTL := max(ls.prev, ls.hits) * int(leaseTTL/rateWindow)
	size := max(1, min(perTTL, leaseMax, ls.remaining/leaseShare))
	ls.mu.Unlock()

	res, err := r.limiter.AllowAtMost(ctx, r.ks.rate(customerID, keyID, l), redis_rate.Limit{Rate: l.RPM, Burst: l.Burst, Period: r.period}, size)
	ls.mu.Lock()
	defer ls.mu.Unlock()
	ls.inflight = nil
	close(done)
	if err != nil {
		if !isDown(err) {
			return RateResult{}, fmt.Errorf("meter: rate limit: %w", err)
		}
		return r.local.Allow(ctx, keyID, l, now)
	}
	ls.remaining, ls.resetAfter = res.Remaining, res.ResetAfter
	if res.Allowed == 0 {
		ls.tokens = 0
		return RateResult{Allowed: false, RetryAfter: res.RetryAfter, ResetAfter: res.ResetAfter}, nil
	}
	if !now.Before(ls.expires) {
		ls.tokens = 0 // an old lease's leftovers expire
	}
	ls.tokens += res.Allowed - 1
	ls.expires = now.Add(leaseTTL)
	return RateResult{Allowed: true, Remaining: ls.remaining + ls.tokens, RetryAfter: -1, ResetAfter: res.ResetAfter}, nil
}

// awaitLease waits for the lease another caller is fetching. If Redis goes
// down meanwhile, that fetch may hang for the client's dial retries; the
// waiters then stop waiting (false) and use the in-process fallback, as
// every call does once Redis is known to be down.
func (r *RedisGCRA) awaitLease(wait <-chan struct{}) bool {
	select {
	case <-wait:
		return true
	default:
	}
	t := time.NewTicker(5 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-wait:
			return true
		case <-t.C:
			if !r.batcher.Up() {
				return false
			}
		}
	}
}

// capScript admits one call of a hard-capped customer if it is under quota,
// counting it in the usage counter and the pending hash atomically, so no
// number of concurrent callers can overshoot the cap. It marks the call
// applied under its id, so the in-process fallback of a call whose reply was
// lost (a timeout after the script ran) adds nothing when replayed. A missing
// counter answers -1: the caller seeds it from the ledger first (a Redis that
// lost its data must not reset a quota). A call already marked is
// answered admitted and not counted again: the same script can run twice
// for one call, because go-redis's cluster client sends a command again
// after a timeout or a dropped connection (MaxRedirects retries, even with
// MaxRetries -1), when the first one may have run (chaos seed 69: a node
// stopped after the script ran, the retry counted the call a second time;
// usage one above the ledger for the rest of the month).
// KEYS: usage counter, pending hash, applied marker. ARGV: quota, pending field, ttl.
var capScript = redis.NewScript(`
local v = redis.call('GET', KEYS[1])
if not v then
  return {-1, 0}
end
local used = tonumber(v)
if redis.call('EXISTS', KEYS[3]) == 1 then
  return {1, used}
end
if used >= tonumber(ARGV[1]) then
  return {0, used}
end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
if ARGV[2] ~= '' then
  redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
end
redis.call('SET', KEYS[3], '1', 'EX', 86400)
return {1, used}
`)

// applyScript adds a batch of counts once: the batch id is marked applied
// in the same script, so a retry after a lost reply adds nothing. It never
// creates a counter: when one is missing it changes nothing and returns
// {-1, positions (1-based, among the usage counters) of the missing ones};
// the caller seeds those from the ledger (under the seed locks,
// ledger_seed.go) and runs it again. {1}: added; {0}: added before.
// KEYS: applied marker, pending hash, usage counters…
// ARGV: counter ttl, marker ttl, then (pending field, calls) per usage counter.
var applyScript = redis.NewScript(applySrc)

const applySrc = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  return {0}
end
local missing = {-1}
for i = 3, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 0 then
    missing[#missing + 1] = i - 2
  end
end
if #missing > 1 then
  return missing
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[2])
for i = 3, #KEYS do
  local field = ARGV[3 + (i - 3) * 2]
  local n = tonumber(ARGV[4 + (i - 3) * 2])
  redis.call('INCRBY', KEYS[i], n)
  if field ~= '' then
    redis.call('HINCRBY', KEYS[2], field, n)
  end
end
return {1}
`

// pendingField is the field of the Redis pending hash a count goes to; ""
// with a journal, whose files feed the ledger instead (JournalPending).
func (c *RedisCounter) pendingField(customerID string, period time.Time) string {
	if c.journal != nil {
		return ""
	}
	return pendingField(customerID, period)
}

// LedgerTotals reads what the ledger holds for a customer's period: the
// floor of its usage when Redis has no counter (PGLedger is one).
type LedgerTotals interface {
	Total(ctx context.Context, customerID string, period time.Time) (int64, error)
}

// RedisCounter keeps monthly counts in Redis. Hard-capped (Free) calls are
// decided by capScript, one per call. Other calls are admitted at once and
// their counts accumulate in process, to be added in one applyScript per
// flush (every few milliseconds, merged per customer): a paid call costs a
// fraction of a command.
//
// While Redis is down, calls are counted in process and replayed, exactly
// once (each batch by its id), when it returns. With a journal (OpenSpill)
// every call counted in process is written to it before it is answered, so
// the counts survive the process being stopped or killed, during an outage
// or not (journal.go). The Free cap then holds
// against the last count this instance read (or the ledger's total, for a
// customer it has not read) plus what it admitted since (docs/decisions.md).
type RedisCounter struct {
	b       *Batcher
	ks      Keyspace
	tick    time.Duration
	notify  chan struct{}
	ledger  LedgerTotals  // nil: counters are not seeded
	journal *journal      // nil: counts not yet in Redis live in memory only
	fsync   time.Duration // the journal's group commit (0: off)

	// sending is held (write) while batches are sent and settled, and (read)
	// by Used across its Redis read and its count of unsent calls, so a batch
	// is never seen both in Redis and as unsent. Count never takes it.
	sending sync.RWMutex

	mu        sync.Mutex
	acc       map[counterID]int64 // admitted, not yet in a batch
	accCalls  int64               // the calls in acc
	accSince  time.Time           // when acc's oldest call was counted
	openID    string              // id of the batch acc will be sent as
	queue     []*applyBatch       // batches to send (or re-send with the same id), oldest first
	lastKnown map[counterID]int64 // hard-capped counts last read from Redis (or the ledger)
	held      map[counterID]int64 // hard-capped calls reserved in process (Redis unreachable), not yet committed
	refunds   []refund            // cap-script counts of calls not answered, not yet given back to Redis
	idPrefix  string
	seq       atomic.Int64
	keys      *redisKeys // per-key monthly limits (keylimit.go)
}

func (c *RedisCounter) keyCounter() keyCounts { return c.keys }

type applyBatch struct {
	id     string
	counts map[counterID]int64
	file   string // its journal file ("" without a journal)
	synced bool   // the file was fsynced
	// done: the slot groups (by tag customer) Redis has taken, when a
	// send reached some nodes and not others (apply.go).
	done map[string]bool
}

// DefaultCountFlush is how often accumulated counts are sent to Redis. A
// longer interval merges more calls of a customer into one increment (less
// Redis work per call); usage stays exact on this instance, which adds what
// it has not sent, and other instances see the counts this much later.
const DefaultCountFlush = 250 * time.Millisecond

// NewRedisCounter counts through b. Run must be started.
func NewRedisCounter(b *Batcher, ks Keyspace, tick time.Duration) *RedisCounter {
	if tick <= 0 {
		tick = DefaultCountFlush
	}
	c := &RedisCounter{b: b, ks: ks, tick: tick, notify: make(chan struct{}, 1),
		acc: map[counterID]int64{}, lastKnown: map[counterID]int64{}, held: map[counterID]int64{}, idPrefix: NewInstanceID()}
	c.keys = newRedisKeys(b, ks)
	b.health.onRecover(c.wake)
	return c
}

// NewInstanceID is a random name for this process (12 hex digits): unique
// across the instances that share a Redis or a spill directory, and
// across restarts.
func NewInstanceID() string {
	var r [6]byte
	_, _ = rand.Read(r[:])
	return hex.EncodeToString(r[:])
}

// SeedFrom makes the counter seed missing Redis counters, and the outage
// fallback's Free cap, from the ledger. Call before use.
func (c *RedisCounter) SeedFrom(l LedgerTotals) { c.ledger = l }

// OpenSpill journals the counts not yet in Redis in files named path.<batch>
// (path itself is the lock) and queues the batches a previous run left.
// Call before use; Close releases the journal.
//
// It then adopts the journals of stopped instances in the same directory
// (journal_adopt.go). Batches the ledger already holds are dropped.
func (c *RedisCounter) OpenSpill(path string) (replay int, err error) {
	j, batches, err := openJournal(path)
	if err != nil {
		return 0, err
	}
	refunds, err := j.refunds()
	if err != nil {
		_ = j.close()
		return 0, err
	}
	refunds = j.dropCommitted(refunds)
	j.syncEvery(c.fsync)
	batches = c.dropDelivered(context.Background(), batches)
	c.mu.Lock()
	c.journal = j
	c.queue = append(batches, c.queue...)
	c.refunds = append(refunds, c.refunds...)
	c.mu.Unlock()
	c.wake()
	if _, err := c.Adopt(context.Background()); err != nil {
		return 0, err
	}
	c.mu.Lock()
	replay = len(c.queue)
	c.mu.Unlock()
	return replay, nil
}

// SyncJournal sets the journal's group commit (PLUMBLINE_METER_FSYNC): 0
// is off, d > 0 answers a call only once its journal line is on disk, one
// fsync per d at most. Call before OpenSpill.
func (c *RedisCounter) SyncJournal(d time.Duration) { c.fsync = d }

// Close releases the journal (after Run has returned).
func (c *RedisCounter) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.journal == nil {
		return nil
	}
	return c.journal.close()
}

func (c *RedisCounter) wake() {
	select {
	case c.notify <- struct{}{}:
	default:
	}
}

// capTimeout bounds the seeding reads of a Free call.
const capTimeout = 2 * time.Second

func (c *RedisCounter) Count(ctx context.Context, customerID string, period time.Time, quota int64, hardCap bool) (bool, error) {
	if hardCap { // the cap decided and the call counted at once (reserve.go)
		r, ok, err := c.Reserve(ctx, customerID, period, quota)
		if err != nil || !ok {
			return ok, err
		}
		return true, c.Commit(ctx, r)
	}
	c.mu.Lock()
	t := c.countLocked(counterID{customerID, period.Unix()}, true)
	c.mu.Unlock()
	c.waitJournal(t)
	return true, nil
}

// waitJournal waits, outside the counter's lock, until a journal write is
// on disk (PLUMBLINE_METER_FSYNC; at once when off).
func (c *RedisCounter) waitJournal(t uint64) {
	if t > 0 {
		c.journal.wait(t)
	}
}

// countLocked adds one call to the open batch (journaled first, when there
// is a journal); wake: a paid call's first count of a batch wakes the sender.
// The ticket is for waitJournal.
func (c *RedisCounter) countLocked(id counterID, wake bool) (ticket uint64) {
	if c.openID == "" {
		c.openID = c.idPrefix + "-" + strconv.FormatInt(c.seq.Add(1), 10)
	}
	if len(c.acc) == 0 {
		c.accSince = time.Now()
	}
	c.acc[id]++
	c.accCalls++
	if c.journal != nil {
		ticket, _ = c.journal.record(c.openID, id) // on a write error the count is in memory only
	}
	if wake && len(c.acc) == 1 {
		c.wake()
	}
	return ticket
}

// seed sets missing usage counters to the ledger's live total (NX: an
// instance that seeded one first wins), under the ledger's seed locks when
// it has them (ledger_seed.go); tx: those locks are held already.
func (c *RedisCounter) seed(ctx context.Context, tx seedTx, ids []counterID) error {
	if tx != nil || c.ledger == nil {
		return c.seedIn(ctx, tx, ids)
	}
	lctx, cancel := context.WithTimeout(ctx, capTimeout)
	defer cancel()
	if sl, ok := c.ledger.(seedLedger); ok {
		return sl.withSeedLocks(lctx, ids, func(tx seedTx) error { return c.seedIn(lctx, tx, ids) })
	}
	return c.seedIn(lctx, nil, ids)
}

func (c *RedisCounter) seedIn(ctx context.Context, tx seedTx, ids []counterID) error {
	for _, id := range ids {
		var total int64
		var err error
		switch {
		case tx != nil:
			total, err = tx.liveTotal(ctx, id)
		case c.ledger != nil:
			total, err = c.liveTotal(ctx, id)
		}
		if err != nil {
			// No counter without its ledger total: the counts wait (in the
			// journal) rather than start a counter short of the ledger.
			return fmt.Errorf("meter: seed from ledger: %w", err)
		}
		total = max(total, c.legacyCount(ctx, id))
		cmd := redis.NewBoolCmd(ctx, "set", c.ks.usage(id.customer, time.Unix(id.period, 0)), total, "nx", "ex", counterTTL)
		if err := c.b.Do(ctx, cmd); err != nil && err != redis.Nil {
			return err
		}
	}
	return nil
}

// legacyCount is the customer's counter under the names of the releases
// before issue 26 (usage:<month>:<customer>, and under the {meter} tag on
// a cluster), 0 when there is none: at the upgrade a new counter starts
// from it when it is above the ledger, which lags by a flush interval.
func (c *RedisCounter) legacyCount(ctx context.Context, id counterID) int64 {
	suffix := "usage:" + monthOf(time.Unix(id.period, 0)) + ":" + id.customer
	names := []string{string(c.ks) + suffix}
	if c.ks == DefaultKeyspace {
		names = append(names, "plumbline:{meter}:"+suffix)
	}
	var best int64
	for _, name := range names {
		cmd := redis.NewStringCmd(ctx, "get", name)
		if c.b.Do(ctx, cmd) == nil {
			n, _ := strconv.ParseInt(cmd.Val(), 10, 64)
			best = max(best, n)
		}
	}
	return best
}

// liveTotal is what a missing Redis counter starts from: the ledger's
// total without the batches listed unapplied, which are added on their own
// (ledger_journal.go).
func (c *RedisCounter) liveTotal(ctx context.Context, id counterID) (int64, error) {
	period := time.Unix(id.period, 0).UTC()
	if lt, ok := c.ledger.(liveTotals); ok {
		return lt.LiveTotal(ctx, id.customer, period)
	}
	return c.ledger.Total(ctx, id.customer, period)
}

// knowFromLedger gives the outage fallback a floor for a customer this
// instance has not read from Redis: the ledger's total (an instance started
// during a Redis outage must not take every account's usage for 0).
func (c *RedisCounter) knowFromLedger(ctx context.Context, id counterID) {
	if c.ledger == nil {
		return
	}
	c.mu.Lock()
	_, known := c.lastKnown[id]
	c.mu.Unlock()
	if known {
		return
	}
	lctx, cancel := context.WithTimeout(ctx, capTimeout)
	n, err := c.ledger.Total(lctx, id.customer, time.Unix(id.period, 0).UTC())
	cancel()
	if err != nil {
		return // neither Redis nor Postgres: what this instance admitted is all it knows
	}
	c.mu.Lock()
	if _, known := c.lastKnown[id]; !known {
		c.lastKnown[id] = n
	}
	c.mu.Unlock()
}

// unsentLocked is what this instance counted for id but Redis may not have.
func (c *RedisCounter) unsentLocked(id counterID) int64 {
	n := c.acc[id]
	for _, b := range c.queue {
		n += b.counts[id]
	}
	return n
}

func (c *RedisCounter) Used(ctx context.Context, customerID string, period time.Time) (int64, error) {
	id := counterID{customerID, period.Unix()}
	c.sending.RLock()
	defer c.sending.RUnlock()
	var stored int64
	if c.b.Up() {
		cmd := redis.NewStringCmd(ctx, "get", c.ks.usage(customerID, period))
		err := c.b.Do(ctx, cmd)
		switch {
		case err == nil:
			stored, _ = strconv.ParseInt(cmd.Val(), 10, 64)
		case err == redis.Nil:
			if c.ledger != nil { // no counter: the ledger is the floor
				if n, lerr := c.ledger.Total(ctx, customerID, period); lerr == nil {
					stored = n
				}
			}
		case !isDown(err):
			return 0, err
		default:
			c.mu.Lock()
			stored = c.lastKnown[id]
			c.mu.Unlock()
		}
	} else {
		c.knowFromLedger(ctx, id)
		c.mu.Lock()
		stored = c.lastKnown[id]
		c.mu.Unlock()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return stored + c.unsentLocked(id), nil
}

// Run sends accumulated counts every tick until ctx ends, then once more;
// what it cannot send stays in the journal.
func (c *RedisCounter) Run(ctx context.Context) {
	t := time.NewTicker(c.tick)
	defer t.Stop()
	m := time.NewTicker(adoptInterval)
	defer m.Stop()
	c.maintain(ctx)
	for {
		select {
		case <-m.C:
			c.maintain(ctx)
			continue
		case <-ctx.Done():
			fctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			for range 3 {
				if c.flush(fctx) == nil {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			cancel()
			return
		case <-t.C:
			if !c.due(time.Now()) {
				continue
			}
		case <-c.notify:
			// coalesce: let the tick's worth of calls accumulate
			select {
			case <-ctx.Done():
				continue
			case <-t.C:
			}
			if !c.due(time.Now()) {
				continue
			}
		}
		_ = c.flush(ctx)
	}
}

// Each customer in a batch costs Redis a command, whatever its calls. A
// tick sends the counts when they merge at least callsPerCustomer calls
// per customer, or once the oldest has waited the hold: traffic spread
// over many customers (10,000 keys, a few calls a second each) waits a
// little longer and costs Redis a fraction of a command per call; a few
// busy customers flush every tick. Used adds what this instance has not
// sent, so waiting only delays what other instances see.
//
// With the journal the counts are on file before they are answered, and
// the ledger reads them from there, not from Redis: the hold costs no
// durability, so it is longer (journaledCountHold). Without one, unsent
// counts live in memory only and the hold is what a crash can lose.
const (
	callsPerCustomer   = 16
	maxCountHold       = time.Second
	journaledCountHold = 3 * time.Second
)

func (c *RedisCounter) due(now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	hold := maxCountHold
	if c.journal != nil {
		hold = journaledCountHold
	}
	return len(c.queue) > 0 || len(c.refunds) > 0 || len(c.acc) > 0 &&
		(c.accCalls >= callsPerCustomer*int64(len(c.acc)) || now.Sub(c.accSince) >= hold)
}

// Flush sends what has accumulated now (tests and shutdown).
func (c *RedisCounter) Flush(ctx context.Context) error { return c.flush(ctx) }

// ErrNotDurable: counts could not be sent to Redis and no journal holds
// them; they are in this process's memory only.
var ErrNotDurable = errors.New("meter: counts held in memory only (Redis unreachable, no journal)")

// sealQueue closes the open batch (and its journal file) onto the queue
// and returns a copy of the queue; the caller holds c.sending.
func (c *RedisCounter) sealQueue() []*applyBatch {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.acc) > 0 {
		b := &applyBatch{id: c.openID, counts: c.acc}
		if c.journal != nil {
			b.file = c.journal.seal()
		}
		c.queue = append(c.queue, b)
		c.acc, c.openID, c.accCalls = map[counterID]int64{}, "", 0
	}
	return append([]*applyBatch(nil), c.queue...)
}

// flushChunk is how many batches one round of scripts sends.
const flushChunk = 256

func (c *RedisCounter) flush(ctx context.Context) error {
	c.sending.Lock()
	defer c.sending.Unlock()
	c.retryRefunds(ctx)
	queue := c.sealQueue()
	sent := 0
	var err error
	if len(queue) > 0 && !c.b.Up() {
		err = ErrDown
	}
	// Sent a chunk at a time (a backlog after an outage: a few round
	// trips); apply answers nil only when every batch was taken whole.
	// After a failure what leaves the queue is its prefix of whole batches,
	// as before: a batch taken after one that failed stays queued and is
	// sent again, and its marker makes that add nothing.
	for sent < len(queue) && err == nil {
		chunk := queue[sent:min(sent+flushChunk, len(queue))]
		if err = c.apply(ctx, chunk, false, nil); err == nil {
			sent += len(chunk)
		}
	}
	for sent < len(queue) && c.whole(queue[sent]) {
		sent++
	}
	c.mu.Lock()
	c.queue = c.queue[sent:]
	left := append([]*applyBatch(nil), c.queue...)
	journaled := c.journal != nil
	c.mu.Unlock()
	for _, b := range queue[:sent] {
		if b.file != "" {
			// In Redis now: the file waits for the ledger (JournalPending).
			// A crash before the rename replays it harmlessly (same id).
			_ = os.Rename(b.file, b.file+appliedSuffix)
		}
	}
	if journaled {
		c.mu.Lock()
		c.journal.sealLedger()
		c.mu.Unlock()
	}
	if err != nil {
		if !journaled {
			return errors.Join(err, ErrNotDurable)
		}
		if serr := syncFiles(left); serr != nil {
			return errors.Join(err, serr)
		}
		return err // kept queued and in the journal: the retry reuses the ids
	}
	return nil
}

// RedisPending is the flush worker's view of the pending counts in Redis.
type RedisPending struct {
	client redis.UniversalClient
	ks     Keyspace
}

// NewRedisPending reads and claims pending counts directly (not batched).
func NewRedisPending(client redis.UniversalClient, ks Keyspace) *RedisPending {
	return &RedisPending{client: client, ks: ks}
}

// claimScript moves the pending hash under a batch id and records the claim,
// atomically: counts added after it land in a fresh pending hash.
var claimScript = redis.NewScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('SADD', KEYS[3], ARGV[1])
return 1
`)

func (p *RedisPending) Claim(ctx context.Context, batchID string) (bool, error) {
	n, err := claimScript.Run(ctx, p.client, []string{p.ks.pending(), p.ks.claim(batchID), p.ks.claims()}, batchID).Int()
	return n == 1, err
}

func (p *RedisPending) Claimed(ctx context.Context) ([]string, error) {
	return p.client.SMembers(ctx, p.ks.claims()).Result()
}

func (p *RedisPending) Read(ctx context.Context, batchID string) ([]Count, error) {
	h, err := p.client.HGetAll(ctx, p.ks.claim(batchID)).Result()
	if err != nil {
		return nil, err
	}
	acc := map[counterID]int64{}
	for field, v := range h {
		month, customer, ok := strings.Cut(field, "|")
		start, perr := time.Parse("2006-01", month)
		n, nerr := strconv.ParseInt(v, 10, 64)
		if !ok || perr != nil || nerr != nil {
			return nil, fmt.Errorf("meter: malformed pending entry %q=%q in claim %s", field, v, batchID)
		}
		acc[counterID{customer, start.Unix()}] += n
	}
	return toCounts(acc), nil
}

func (p *RedisPending) Release(ctx context.Context, batchID string) error {
	_, err := p.client.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Del(ctx, p.ks.claim(batchID))
		pipe.SRem(ctx, p.ks.claims(), batchID)
		return nil
	})
	return err
}
