package billing

import "sync"

// drainQueue is a queue one goroutine drains in batches: push reports
// whether the caller must start that goroutine, and take hands it the next
// batch, or nil once none is left (that goroutine then ends, and the next
// push starts another). Lookups and refreshes use it so that keys arriving
// while a store query is under way share the next one.
type drainQueue[T any] struct {
	mu      sync.Mutex
	items   []T
	running bool
}

func (q *drainQueue[T]) push(v T) (start bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.items = append(q.items, v)
	start = !q.running
	q.running = true
	return start
}

func (q *drainQueue[T]) take(max int) []T {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := min(len(q.items), max)
	if n == 0 {
		q.running = false
		return nil
	}
	batch := append([]T(nil), q.items[:n]...)
	q.items = append(q.items[:0], q.items[n:]...)
	return batch
}

// busy reports whether a goroutine is draining the queue.
func (q *drainQueue[T]) busy() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.running
}
