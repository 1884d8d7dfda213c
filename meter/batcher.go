package meter

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// Batcher lets concurrent callers share pipelined Redis round trips: each
// call queues its command and waits; a worker takes whatever is queued (up to
// MaxBatch) and sends it as one pipeline. Under load a round trip carries
// many commands; alone, a command goes out at once — batching adds no delay.
//
// It satisfies the client interface redis_rate takes (Eval, EvalSha, …), so
// the GCRA limiter's scripts ride the same pipelines as everything else.
type Batcher struct {
	client redis.UniversalClient
	ops    chan *batchOp
	health *health

	commands atomic.Int64 // commands sent
	trips    atomic.Int64 // round trips made
	stop     chan struct{}
	exited   chan struct{} // closed once the workers have stopped
	once     sync.Once
	wg       sync.WaitGroup
}

type batchOp struct {
	cmd   redis.Cmder
	done  chan struct{}
	state atomic.Int32 // opQueued → opTaken (by a worker) or opAbandoned (by its caller)
}

// An op is taken by a worker or abandoned by its caller, never both: an
// abandoned op's command is never sent, and a taken op's caller waits for
// the reply (at most the pipeline timeout), so nobody writes a command
// its caller has stopped reading.
const (
	opQueued int32 = iota
	opTaken
	opAbandoned
)

var opPool = sync.Pool{New: func() any { return &batchOp{done: make(chan struct{}, 1)} }}

// BatcherOptions tune the batcher.
type BatcherOptions struct {
	Workers  int           // pipelines in flight at once (default 4)
	MaxBatch int           // commands per pipeline at most (default 512)
	Timeout  time.Duration // per pipeline (default 1s)
}

// NewBatcher starts the workers. Close stops them.
func NewBatcher(client redis.UniversalClient, opt BatcherOptions) *Batcher {
	if opt.Workers <= 0 {
		opt.Workers = 4
	}
	if opt.MaxBatch <= 0 {
		opt.MaxBatch = 512
	}
	if opt.Timeout <= 0 {
		opt.Timeout = time.Second
	}
	b := &Batcher{client: client, ops: make(chan *batchOp, opt.Workers*opt.MaxBatch), stop: make(chan struct{}), exited: make(chan struct{})}
	b.health = newHealth(client)
	for range opt.Workers {
		b.wg.Go(func() { b.work(opt.MaxBatch, opt.Timeout) })
	}
	b.wg.Go(b.health.probe(b.stop))
	return b
}

// Close stops the workers after the queued commands are sent. A Do that
// comes later, or whose command no worker took, returns ErrClosed.
func (b *Batcher) Close() {
	b.once.Do(func() {
		close(b.stop)
		b.wg.Wait()
		close(b.exited)
	})
}

// ErrClosed: the batcher was closed before the command was sent.
var ErrClosed = errors.New("meter: redis batcher closed")

// Cluster reports whether the client is a Redis Cluster's: scripts must
// then keep to one slot each (apply.go).
func (b *Batcher) Cluster() bool {
	_, ok := b.client.(*redis.ClusterClient)
	return ok
}

// Up reports whether Redis is answering.
func (b *Batcher) Up() bool { return b.health.up.Load() }

// Stats returns the commands sent and round trips made so far.
func (b *Batcher) Stats() (commands, trips int64) { return b.commands.Load(), b.trips.Load() }

// ErrDown: Redis did not answer recently; callers use their in-process
// fallback instead of waiting for a timeout.
var ErrDown = errors.New("meter: redis is down")

// Do sends cmd in the next pipeline and waits for its reply. It gives up
// when ctx ends or the batcher closes while cmd is still queued; once a
// worker has taken cmd, it waits for the reply, which the pipeline timeout
// bounds.
func (b *Batcher) Do(ctx context.Context, cmd redis.Cmder) error {
	if !b.Up() {
		cmd.SetErr(ErrDown)
		return ErrDown
	}
	select {
	case <-b.exited:
		cmd.SetErr(ErrClosed)
		return ErrClosed
	default:
	}
	op := opPool.Get().(*batchOp)
	op.cmd = cmd
	op.state.Store(opQueued)
	select {
	case b.ops <- op:
	case <-ctx.Done():
		op.cmd = nil
		opPool.Put(op)
		cmd.SetErr(ctx.Err())
		return ctx.Err()
	case <-b.exited:
		op.cmd = nil
		opPool.Put(op)
		cmd.SetErr(ErrClosed)
		return ErrClosed
	}
	var giveUp error
	select {
	case <-op.done:
	case <-ctx.Done():
		giveUp = ctx.Err()
	case <-b.exited:
		giveUp = ErrClosed
	}
	if giveUp != nil {
		if op.state.CompareAndSwap(opQueued, opAbandoned) {
			// Still in the queue: a worker will skip it. The op is not
			// pooled (the queue still holds it).
			cmd.SetErr(giveUp)
			return giveUp
		}
		<-op.done // taken: the reply is on its way
	}
	op.cmd = nil
	opPool.Put(op)
	err := cmd.Err()
	if isDown(err) {
		b.health.markDown()
	}
	return err
}

func (b *Batcher) work(maxBatch int, timeout time.Duration) {
	batch := make([]*batchOp, 0, maxBatch)
	for {
		var first *batchOp
		select {
		case first = <-b.ops:
		case <-b.stop:
			b.drain(batch, maxBatch, timeout)
			return
		}
		batch, _ = b.take(append(batch[:0], first), maxBatch)
		b.exec(batch, timeout)
	}
}

// take fills batch with what is queued, up to maxBatch, dropping the ops
// their callers abandoned.
func (b *Batcher) take(batch []*batchOp, maxBatch int) (kept []*batchOp, read int) {
	n := len(batch)
	for len(batch) < maxBatch {
		select {
		case op := <-b.ops:
			batch = append(batch, op)
			continue
		default:
		}
		break
	}
	return keepTaken(batch), len(batch) - n
}

func keepTaken(batch []*batchOp) []*batchOp {
	kept := batch[:0]
	for _, op := range batch {
		if op.state.CompareAndSwap(opQueued, opTaken) {
			kept = append(kept, op)
		}
	}
	return kept
}

// drain sends what is still queued at Close, so no caller is left waiting.
func (b *Batcher) drain(batch []*batchOp, maxBatch int, timeout time.Duration) {
	for {
		var read int
		batch, read = b.take(batch[:0], maxBatch)
		if read == 0 {
			return
		}
		b.exec(batch, timeout)
	}
}

func (b *Batcher) exec(batch []*batchOp, timeout time.Duration) {
	if len(batch) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	pipe := b.client.Pipeline()
	for _, op := range batch {
		_ = pipe.Process(ctx, op.cmd)
	}
	_, _ = pipe.Exec(ctx) // each command carries its own error
	b.commands.Add(int64(len(batch)))
	b.trips.Add(1)
	for _, op := range batch {
		op.done <- struct{}{}
	}
}

// evalArgs builds the arguments of EVAL/EVALSHA and their _RO forms.
func evalArgs(name, scriptOrSHA string, keys []string, args []any) []any {
	out := make([]any, 0, 3+len(keys)+len(args))
	out = append(out, name, scriptOrSHA, len(keys))
	for _, k := range keys {
		out = append(out, k)
	}
	return append(out, args...)
}

func (b *Batcher) eval(ctx context.Context, name, s string, keys []string, args []any) *redis.Cmd {
	cmd := redis.NewCmd(ctx, evalArgs(name, s, keys, args)...)
	_ = b.Do(ctx, cmd)
	return cmd
}

// Eval, EvalSha, EvalRO and EvalShaRO go through the batch.
func (b *Batcher) Eval(ctx context.Context, script string, keys []string, args ...any) *redis.Cmd {
	return b.eval(ctx, "eval", script, keys, args)
}

func (b *Batcher) EvalSha(ctx context.Context, sha1 string, keys []string, args ...any) *redis.Cmd {
	return b.eval(ctx, "evalsha", sha1, keys, args)
}

func (b *Batcher) EvalRO(ctx context.Context, script string, keys []string, args ...any) *redis.Cmd {
	return b.eval(ctx, "eval_ro", script, keys, args)
}

func (b *Batcher) EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...any) *redis.Cmd {
	return b.eval(ctx, "evalsha_ro", sha1, keys, args)
}

// ScriptExists, ScriptLoad and Del are rare: they go straight to the client.
func (b *Batcher) ScriptExists(ctx context.Context, hashes ...string) *redis.BoolSliceCmd {
	return b.client.ScriptExists(ctx, hashes...)
}

func (b *Batcher) ScriptLoad(ctx context.Context, script string) *redis.StringCmd {
	return b.client.ScriptLoad(ctx, script)
}

func (b *Batcher) Del(ctx context.Context, keys ...string) *redis.IntCmd {
	return b.client.Del(ctx, keys...)
}

// isDown reports errors that mean Redis is unreachable, as opposed to a
// reply from a Redis that answered (a script error, NOSCRIPT) or the
// caller giving up. A Redis still loading its data after a restart counts
// as down.
func isDown(err error) bool {
	if err == nil || errors.Is(err, redis.Nil) || errors.Is(err, context.Canceled) {
		return false
	}
	var reply redis.Error
	if errors.As(err, &reply) {
		// A cluster that lost a node, or is moving slots, answers for a
		// while instead of serving: down too, the fallback answers.
		msg := err.Error()
		return strings.HasPrefix(msg, "LOADING") || strings.HasPrefix(msg, "CLUSTERDOWN") || strings.HasPrefix(msg, "TRYAGAIN") || strings.HasPrefix(msg, "MASTERDOWN")
	}
	return true
}

// health tracks whether Redis answers. After a failure it is "down" until a
// probe PING succeeds; listeners run on the way back up (to replay counts).
type health struct {
	client redis.UniversalClient
	up     atomic.Bool
	mu     sync.Mutex
	onUp   []func()
	wake   chan struct{}
}

func newHealth(client redis.UniversalClient) *health {
	h := &health{client: client, wake: make(chan struct{}, 1)}
	h.up.Store(true)
	return h
}

func (h *health) markDown() {
	if h.up.CompareAndSwap(true, false) {
		select {
		case h.wake <- struct{}{}:
		default:
		}
	}
}

// onRecover registers fn to run each time Redis comes back.
func (h *health) onRecover(fn func()) {
	h.mu.Lock()
	h.onUp = append(h.onUp, fn)
	h.mu.Unlock()
}

// ping asks Redis whether it answers: on a cluster every master must (a
// customer's keys live on one of them).
func (h *health) ping(ctx context.Context) error {
	if cc, ok := h.client.(*redis.ClusterClient); ok {
		return cc.ForEachMaster(ctx, func(ctx context.Context, n *redis.Client) error { return n.Ping(ctx).Err() })
	}
	return h.client.Ping(ctx).Err()
}

// probeInterval is how often a down Redis is pinged.
const probeInterval = 200 * time.Millisecond

func (h *health) probe(stop <-chan struct{}) func() {
	return func() {
		t := time.NewTicker(probeInterval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
			case <-h.wake:
			}
			if h.up.Load() {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), probeInterval)
			err := h.ping(ctx)
			cancel()
			if err != nil {
				continue
			}
			h.up.Store(true)
			h.mu.Lock()
			fns := append([]func(){}, h.onUp...)
			h.mu.Unlock()
			for _, fn := range fns {
				fn()
			}
		}
	}
}
