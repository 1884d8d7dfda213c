package webhooks

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/plumbline-api/plumbline"
)

// MemoryStore is the embedded default's webhook store: one process, kept
// in memory. It passes the same tests as PGStore.
type MemoryStore struct {
	mu         sync.Mutex
	endpoints  map[string]*plumbline.WebhookEndpoint
	events     map[string]*plumbline.WebhookEvent
	dedupe     map[string]string // dedupe key -> event id
	deliveries map[string]*plumbline.WebhookDelivery
	order      []string // delivery ids in creation order
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{endpoints: map[string]*plumbline.WebhookEndpoint{}, events: map[string]*plumbline.WebhookEvent{},
		dedupe: map[string]string{}, deliveries: map[string]*plumbline.WebhookDelivery{}}
}

var _ plumbline.WebhookStore = (*MemoryStore)(nil)

func (m *MemoryStore) CreateEndpoint(_ context.Context, e *plumbline.WebhookEndpoint, max int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, x := range m.endpoints {
		if x.CustomerID == e.CustomerID {
			n++
		}
	}
	if n >= max {
		return errTooMany(max)
	}
	c := *e
	m.endpoints[e.ID] = &c
	return nil
}

func (m *MemoryStore) Endpoints(_ context.Context, customerID string) ([]*plumbline.WebhookEndpoint, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*plumbline.WebhookEndpoint
	for _, e := range m.endpoints {
		if e.CustomerID == customerID {
			c := *e
			out = append(out, &c)
		}
	}
	sortEndpoints(out)
	return out, nil
}

// sortEndpoints orders endpoints most recent first (then by id).
func sortEndpoints(es []*plumbline.WebhookEndpoint) {
	slices.SortFunc(es, func(a, b *plumbline.WebhookEndpoint) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
}

func (m *MemoryStore) DeleteEndpoint(_ context.Context, customerID, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.endpoints[id]
	if !ok || e.CustomerID != customerID {
		return errNoEndpoint
	}
	delete(m.endpoints, id)
	for did, d := range m.deliveries {
		if d.EndpointID == id {
			delete(m.deliveries, did)
		}
	}
	m.order = slices.DeleteFunc(m.order, func(did string) bool { _, ok := m.deliveries[did]; return !ok })
	return nil
}

func (m *MemoryStore) Emit(_ context.Context, ev *plumbline.WebhookEvent, newDeliveryID func() string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if ev.DedupeKey != "" {
		if _, ok := m.dedupe[ev.DedupeKey]; ok {
			return false, nil
		}
		m.dedupe[ev.DedupeKey] = ev.ID
	}
	c := *ev
	m.events[ev.ID] = &c
	for _, e := range m.endpoints {
		if e.Wants(ev) {
			m.addDelivery(ev, e.ID, newDeliveryID(), ev.Created)
		}
	}
	return true, nil
}

func (m *MemoryStore) addDelivery(ev *plumbline.WebhookEvent, endpointID, id string, now time.Time) *plumbline.WebhookDelivery {
	d := &plumbline.WebhookDelivery{ID: id, EventID: ev.ID, EventType: ev.Type, EndpointID: endpointID,
		Status: plumbline.DeliveryPending, NextAttemptAt: now, CreatedAt: now}
	m.deliveries[id] = d
	m.order = append(m.order, id)
	return d
}

func (m *MemoryStore) Claim(_ context.Context, now, leaseUntil time.Time, n int) ([]*plumbline.WebhookClaim, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var due []*plumbline.WebhookDelivery
	for _, id := range m.order {
		d := m.deliveries[id]
		if d.Status == plumbline.DeliveryPending && !d.NextAttemptAt.After(now) {
			due = append(due, d)
		}
	}
	slices.SortStableFunc(due, func(a, b *plumbline.WebhookDelivery) int { return a.NextAttemptAt.Compare(b.NextAttemptAt) })
	var out []*plumbline.WebhookClaim
	for _, d := range due[:min(n, len(due))] {
		d.NextAttemptAt = leaseUntil
		c := &plumbline.WebhookClaim{Delivery: *d, Event: *m.events[d.EventID], Endpoint: *m.endpoints[d.EndpointID]}
		c.Delivery.History = nil
		out = append(out, c)
	}
	return out, nil
}

func (m *MemoryStore) Record(_ context.Context, deliveryID string, a plumbline.WebhookAttempt) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.deliveries[deliveryID]
	if !ok {
		return nil // its endpoint was deleted meanwhile
	}
	d.Attempts++
	d.History = append([]plumbline.WebhookAttempt{a}, d.History...)
	switch a.Status {
	case plumbline.DeliveryDelivered:
		d.Status = plumbline.DeliveryDelivered
		t := a.AttemptedAt
		d.DeliveredAt = &t
	case plumbline.DeliveryFailed:
		d.Status = plumbline.DeliveryFailed
	default:
		d.NextAttemptAt = *a.NextAttempt
	}
	return nil
}

func (m *MemoryStore) Deliveries(_ context.Context, customerID, endpointID string, limit int) ([]*plumbline.WebhookDelivery, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.endpoints[endpointID]; !ok || e.CustomerID != customerID {
		return nil, errNoEndpoint
	}
	var out []*plumbline.WebhookDelivery
	for i := len(m.order) - 1; i >= 0 && len(out) < limit; i-- {
		d := m.deliveries[m.order[i]]
		if d.EndpointID == endpointID {
			c := *d
			c.History = slices.Clone(d.History)
			out = append(out, &c)
		}
	}
	return out, nil
}

func (m *MemoryStore) Resend(_ context.Context, customerID, endpointID, id string, now time.Time, newDeliveryID func() string) (*plumbline.WebhookDelivery, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.endpoints[endpointID]; !ok || e.CustomerID != customerID {
		return nil, errNoEndpoint
	}
	var d *plumbline.WebhookDelivery
	for _, x := range m.deliveries {
		if x.EndpointID == endpointID && (x.ID == id || x.EventID == id) {
			d = x
		}
	}
	if d == nil {
		ev, ok := m.events[id]
		if !ok || ev.CustomerID != customerID {
			return nil, errNoDelivery
		}
		d = m.addDelivery(ev, endpointID, newDeliveryID(), now)
	}
	d.Status, d.NextAttemptAt = plumbline.DeliveryPending, now
	c := *d
	c.History = slices.Clone(d.History)
	return &c, nil
}

func (m *MemoryStore) Subscribers(_ context.Context, typ string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for _, e := range m.endpoints {
		if slices.Contains(e.Events, typ) && !slices.Contains(out, e.CustomerID) {
			out = append(out, e.CustomerID)
		}
	}
	slices.Sort(out)
	return out, nil
}

func (m *MemoryStore) Purge(_ context.Context, cutoff time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	pending := map[string]bool{}
	for _, d := range m.deliveries {
		if d.Status == plumbline.DeliveryPending {
			pending[d.EventID] = true
		}
	}
	var n int64
	for id, ev := range m.events {
		if !ev.Created.Before(cutoff) || pending[id] {
			continue
		}
		delete(m.events, id)
		if ev.DedupeKey != "" {
			delete(m.dedupe, ev.DedupeKey)
		}
		for did, d := range m.deliveries {
			if d.EventID == id {
				delete(m.deliveries, did)
			}
		}
		n++
	}
	m.order = slices.DeleteFunc(m.order, func(did string) bool { _, ok := m.deliveries[did]; return !ok })
	return n, nil
}
