package billing

import (
	"context"
	"time"

	"github.com/plumbline-api/plumbline"
)

// keyLoader batches the lookups of keys the cache cannot answer. A lookup
// made while none is in flight goes out at once; lookups made while one is
// in flight wait for it and go together in the next. A cold cache meeting
// 10,000 keys at once (a restart under load, traffic back after a quiet
// spell longer than the TTL) then costs the store a few dozen queries
// instead of 10,000, and a lone lookup waits for nothing.
type keyLoader struct {
	store   KeyStore
	timeout time.Duration // per batch
	queue   drainQueue[*keyWait]
}

type keyWait struct {
	h    KeyHash
	key  *plumbline.APIKey
	err  error
	done chan struct{}
}

// get looks h up with the next batch. A key the store does not hold is
// ErrNoKey.
func (l *keyLoader) get(ctx context.Context, h KeyHash) (*plumbline.APIKey, error) {
	w := &keyWait{h: h, done: make(chan struct{})}
	if l.queue.push(w) {
		go l.run(ctx) // sends batches until the queue is empty
	}
	select {
	case <-w.done:
		return w.key, w.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// run sends what is queued, in batches of at most refreshBatchMax, until
// nothing is. Each batch has its own timeout, so a caller's cancelled
// context does not fail the others' lookups.
func (l *keyLoader) run(ctx context.Context) {
	ctx = context.WithoutCancel(ctx)
	for {
		batch := l.queue.take(refreshBatchMax)
		if batch == nil {
			return
		}

		hs := make([]KeyHash, len(batch))
		for i, w := range batch {
			hs[i] = w.h
		}
		bctx, cancel := context.WithTimeout(ctx, l.timeout)
		keys, err := l.store.KeysByHash(bctx, hs)
		cancel()
		for _, w := range batch {
			switch k, ok := keys[w.h]; {
			case err != nil:
				w.err = err
			case ok:
				w.key = k
			default:
				w.err = ErrNoKey
			}
			close(w.done)
		}
	}
}
