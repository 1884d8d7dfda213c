package billing

import (
	"context"
	"sync"

	"github.com/plumbline-api/plumbline"
)

// MemoryKeys is the in-memory key store of the embedded default. It holds
// key records by hash; records are immutable and replaced on change.
type MemoryKeys struct {
	mu     sync.RWMutex
	byHash map[KeyHash]*plumbline.APIKey
}

// NewMemoryKeys returns an empty in-memory key store.
func NewMemoryKeys() *MemoryKeys {
	return &MemoryKeys{byHash: map[KeyHash]*plumbline.APIKey{}}
}

// Put stores a key record under its hash.
func (m *MemoryKeys) Put(h KeyHash, k *plumbline.APIKey) {
	m.mu.Lock()
	m.byHash[h] = k
	m.mu.Unlock()
}

// KeyByHash returns the record stored under h, or a not-found error.
func (m *MemoryKeys) KeyByHash(_ context.Context, h KeyHash) (*plumbline.APIKey, error) {
	m.mu.RLock()
	k := m.byHash[h]
	m.mu.RUnlock()
	if k == nil {
		return nil, errUnknownKey
	}
	return k, nil
}

// Ping reports the store as ready; memory is always reachable.
func (m *MemoryKeys) Ping(context.Context) error { return nil }
