package billing

import (
	"bytes"
	"context"
	"slices"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
)

// MemoryStore is the in-memory Store of the embedded default. Records are
// copied in and out, so callers never share mutable state with it.
type MemoryStore struct {
	mu        sync.Mutex
	customers map[string]*plumbline.Customer
	keys      map[string]*memKey // by key id
	byHash    map[KeyHash]string // key hash -> key id
	events    map[string]bool
	subOrder  map[string]subOrder // customer id → latest subscription event applied
	failures  []memFailure
	idem      map[idemID]*memIdem
}

type memFailure struct {
	customerID string
	PaymentFailure
}

type memKey struct {
	key  plumbline.APIKey
	hash KeyHash
}

type idemID struct {
	scope string
	key   [32]byte
}

type memIdem struct {
	request     [32]byte
	done        bool
	status      int
	contentType string
	sealed      []byte
	created     time.Time
	lockedUntil time.Time
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{
		customers: map[string]*plumbline.Customer{},
		keys:      map[string]*memKey{},
		byHash:    map[KeyHash]string{},
		events:    map[string]bool{},
		subOrder:  map[string]subOrder{},
		idem:      map[idemID]*memIdem{},
	}
}

func copyCustomer(c *plumbline.Customer) *plumbline.Customer {
	cp := *c
	if c.SpendCap != nil {
		cp.SpendCap = copySpendCap(c.SpendCap)
	}
	if c.Limits != nil {
		l := *c.Limits
		cp.Limits = &l
	}
	return &cp
}

func (m *MemoryStore) CreateCustomer(_ context.Context, c *plumbline.Customer, first *plumbline.APIKey, hash KeyHash) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, other := range m.customers {
		if normalEmail(other.Email) == normalEmail(c.Email) {
			return ErrDuplicateEmail
		}
		if c.CardExclusive && other.CardExclusive && c.CardFingerprint != "" && other.CardFingerprint == c.CardFingerprint {
			return ErrDuplicateCard // as the Postgres store's unique index on exclusive claims
		}
	}
	if _, dup := m.byHash[hash]; dup {
		return plumbline.Errorf(plumbline.ECONFLICT, "key hash collision")
	}
	m.customers[c.ID] = copyCustomer(c)
	m.putKey(first, hash)
	return nil
}

func (m *MemoryStore) putKey(k *plumbline.APIKey, hash KeyHash) {
	m.keys[k.ID] = &memKey{key: *k, hash: hash}
	m.byHash[hash] = k.ID
}

func (m *MemoryStore) CustomerByID(_ context.Context, id string) (*plumbline.Customer, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c, ok := m.customers[id]; ok {
		return copyCustomer(c), nil
	}
	return nil, ErrNoCustomer
}

func (m *MemoryStore) CustomerByEmail(_ context.Context, email string) (*plumbline.Customer, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, c := range m.customers {
		if normalEmail(c.Email) == normalEmail(email) {
			return copyCustomer(c), nil
		}
	}
	return nil, ErrNoCustomer
}

func (m *MemoryStore) CustomerByStripeID(_ context.Context, id string) (*plumbline.Customer, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, c := range m.customers {
		if id != "" && c.StripeCustomerID == id {
			return copyCustomer(c), nil
		}
	}
	return nil, ErrNoCustomer
}

func (m *MemoryStore) CardInUse(_ context.Context, fingerprint string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, c := range m.customers {
		if c.CardFingerprint != "" && c.CardFingerprint == fingerprint {
			return true, nil
		}
	}
	return false, nil
}

func (m *MemoryStore) CreateKey(_ context.Context, k *plumbline.APIKey, hash KeyHash, maxActive int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.customers[k.CustomerID]; !ok {
		return ErrNoCustomer
	}
	active := 0
	for _, mk := range m.keys {
		if mk.key.CustomerID == k.CustomerID && mk.key.RevokedAt == nil {
			active++
		}
	}
	if active >= maxActive {
		return errTooManyKeys(maxActive)
	}
	m.putKey(k, hash)
	return nil
}

// view returns the key as callers see it: with its customer's tier and limits.
func (m *MemoryStore) view(mk *memKey) *plumbline.APIKey {
	k := mk.key
	if c, ok := m.customers[k.CustomerID]; ok {
		k.TierID = c.TierID
		k.OwnerEmail = c.Email
		k.Limits = keyLimits(&k, effectiveLimits(c))
		if c.SpendCap != nil {
			applySpendCap(&k, c.SpendCap)
		}
	}
	if k.RevokedAt != nil {
		t := *k.RevokedAt
		k.RevokedAt = &t
	}
	if k.LastUsedAt != nil {
		t := *k.LastUsedAt
		k.LastUsedAt = &t
	}
	return &k
}

func (m *MemoryStore) KeysByHash(_ context.Context, hs []KeyHash) (map[KeyHash]*plumbline.APIKey, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make(map[KeyHash]*plumbline.APIKey, len(hs))
	for _, h := range hs {
		if id, ok := m.byHash[h]; ok {
			out[h] = m.view(m.keys[id])
		}
	}
	return out, nil
}

func (m *MemoryStore) Keys(_ context.Context, customerID string) ([]*plumbline.APIKey, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*plumbline.APIKey
	for _, mk := range m.keys {
		if mk.key.CustomerID == customerID {
			out = append(out, m.view(mk))
		}
	}
	slices.SortFunc(out, func(a, b *plumbline.APIKey) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return bytes.Compare([]byte(b.ID), []byte(a.ID))
	})
	return out, nil
}

func (m *MemoryStore) RevokeKey(_ context.Context, customerID, keyID string, at time.Time) (*plumbline.APIKey, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	mk, ok := m.keys[keyID]
	if !ok || mk.key.CustomerID != customerID {
		return nil, ErrNoKey
	}
	if mk.key.RevokedAt == nil {
		t := at.UTC()
		mk.key.RevokedAt = &t
	}
	return m.view(mk), nil
}

func (m *MemoryStore) UpdateKeyLimits(_ context.Context, customerID, keyID string, change func(*plumbline.APIKey) (plumbline.KeyLimits, error), out **plumbline.APIKey) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	mk, ok := m.keys[keyID]
	if !ok || mk.key.CustomerID != customerID {
		return ErrNoKey
	}
	l, err := change(m.view(mk))
	if err != nil {
		return err
	}
	mk.key.KeyLimits = l
	*out = m.view(mk)
	return nil
}

func (m *MemoryStore) TouchKeys(_ context.Context, used map[string]time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for id, t := range used {
		if mk, ok := m.keys[id]; ok && (mk.key.LastUsedAt == nil || t.After(*mk.key.LastUsedAt)) {
			t := t.UTC()
			mk.key.LastUsedAt = &t
		}
	}
	return nil
}

func (m *MemoryStore) ApplyEvent(_ context.Context, ev Event) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.events[ev.ID] {
		return "", true, nil
	}
	m.events[ev.ID] = true
	var c *plumbline.Customer
	for _, cand := range m.customers {
		if cand.StripeCustomerID != "" && cand.StripeCustomerID == ev.StripeCustomerID {
			c = cand
		}
	}
	if c == nil {
		return "", false, nil
	}
	if ev.Failure != nil {
		m.failures = append(m.failures, memFailure{c.ID, *ev.Failure})
	}
	if ev.TierID != "" && !ev.Created.IsZero() {
		last, seen := m.subOrder[c.ID]
		if seen && (ev.Created.Before(last.created) || ev.Created.Equal(last.created) && last.ended) {
			return "", true, nil // an older subscription state arrived late: superseded
		}
		m.subOrder[c.ID] = subOrder{ev.Created, ev.TierEnded}
	}
	if ev.TierID != "" {
		c.TierID, c.StripeSubscriptionID = ev.TierID, ev.SubscriptionID
	}
	return c.ID, false, nil
}

func (m *MemoryStore) PaymentFailures(_ context.Context, customerID string) ([]PaymentFailure, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []PaymentFailure
	for i := len(m.failures) - 1; i >= 0; i-- {
		if m.failures[i].customerID == customerID {
			out = append(out, m.failures[i].PaymentFailure)
		}
	}
	return out, nil
}

func (m *MemoryStore) BeginIdempotent(_ context.Context, scope string, key, request [32]byte, lock time.Duration, now time.Time) (IdempotentRecord, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	id := idemID{scope, key}
	r, ok := m.idem[id]
	switch {
	case !ok || (!r.done && now.After(r.lockedUntil) && r.request == request):
		m.idem[id] = &memIdem{request: request, created: now, lockedUntil: now.Add(lock)}
		return IdempotentRecord{State: IdempotentNew}, nil
	case r.request != request:
		return IdempotentRecord{State: IdempotentMismatch}, nil
	case !r.done:
		return IdempotentRecord{State: IdempotentInFlight}, nil
	}
	return IdempotentRecord{State: IdempotentReplay, Status: r.status, ContentType: r.contentType, Sealed: slices.Clone(r.sealed)}, nil
}

func (m *MemoryStore) CompleteIdempotent(_ context.Context, scope string, key [32]byte, status int, contentType string, sealed []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := m.idem[idemID{scope, key}]; ok {
		r.done, r.status, r.contentType, r.sealed = true, status, contentType, slices.Clone(sealed)
	}
	return nil
}

func (m *MemoryStore) ReleaseIdempotent(_ context.Context, scope string, key [32]byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := m.idem[idemID{scope, key}]; ok && !r.done {
		delete(m.idem, idemID{scope, key})
	}
	return nil
}

func (m *MemoryStore) PurgeIdempotent(_ context.Context, before time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var n int64
	for id, r := range m.idem {
		if r.created.Before(before) {
			delete(m.idem, id)
			n++
		}
	}
	return n, nil
}

func copySpendCap(c *plumbline.SpendCap) *plumbline.SpendCap {
	out := &plumbline.SpendCap{}
	if c.Calls != nil {
		v := *c.Calls
		out.Calls = &v
	}
	if c.USDCents != nil {
		v := *c.USDCents
		out.USDCents = &v
	}
	return out
}

func (m *MemoryStore) SetSpendCap(_ context.Context, customerID string, sc *plumbline.SpendCap) (*plumbline.Customer, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, ok := m.customers[customerID]
	if !ok {
		return nil, ErrNoCustomer
	}
	c.SpendCap = nil
	if sc != nil {
		c.SpendCap = copySpendCap(sc)
	}
	return copyCustomer(c), nil
}

func (m *MemoryStore) Ping(context.Context) error { return nil }

// subOrder is the latest subscription event applied to a customer.
type subOrder struct {
	created time.Time
	ended   bool
}
