package oauth

import (
	"context"
	"slices"
	"sync"
	"time"
)

// MemoryStore is the in-memory Store of the embedded default. Records are
// copied in and out, so callers never share mutable state with it.
type MemoryStore struct {
	mu      sync.Mutex
	clients map[string]*Client
	codes   map[Hash]*memCode
	grants  map[string]*Grant
	tokens  map[Hash]*Token
	used    map[string]bool // clients that obtained a code
}

type memCode struct {
	code    Code
	used    bool
	grantID string
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{clients: map[string]*Client{}, codes: map[Hash]*memCode{}, grants: map[string]*Grant{}, tokens: map[Hash]*Token{}, used: map[string]bool{}}
}

func copyClient(c *Client) *Client {
	cp := *c
	cp.RedirectURIs = slices.Clone(c.RedirectURIs)
	cp.GrantTypes = slices.Clone(c.GrantTypes)
	cp.Metadata.Contacts = slices.Clone(c.Metadata.Contacts)
	if c.SecretHash != nil {
		h := *c.SecretHash
		cp.SecretHash = &h
	}
	return &cp
}

func copyGrant(g *Grant) *Grant {
	cp := *g
	if g.RevokedAt != nil {
		t := *g.RevokedAt
		cp.RevokedAt = &t
	}
	return &cp
}

func copyToken(t *Token) *Token {
	cp := *t
	if t.UsedAt != nil {
		u := *t.UsedAt
		cp.UsedAt = &u
	}
	if t.RevokedAt != nil {
		r := *t.RevokedAt
		cp.RevokedAt = &r
	}
	return &cp
}

func (m *MemoryStore) CreateClient(_ context.Context, c *Client) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.clients[c.ID] = copyClient(c)
	return nil
}

func (m *MemoryStore) Client(_ context.Context, id string) (*Client, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c, ok := m.clients[id]; ok {
		return copyClient(c), nil
	}
	return nil, ErrNoClient
}

func (m *MemoryStore) CreateCode(_ context.Context, c *Code) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.clients[c.ClientID]; !ok {
		return ErrNoClient
	}
	m.codes[c.Hash] = &memCode{code: *c}
	m.used[c.ClientID] = true
	return nil
}

func (m *MemoryStore) ExchangeCode(_ context.Context, h Hash, now time.Time, issue func(*Code) (*Grant, []*Token, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, ok := m.codes[h]
	if !ok {
		return ErrNoCode
	}
	if c.used {
		return &ReplayError{Err: ErrCodeUsed, GrantID: c.grantID, ClientID: c.code.ClientID}
	}
	c.used = true
	code := c.code
	g, tokens, err := issue(&code)
	if err != nil {
		c.used = !spares(err) // a dependency's failure, or another client's attempt, does not burn the code
		return err
	}
	m.grants[g.ID] = copyGrant(g)
	for _, t := range tokens {
		m.tokens[t.Hash] = copyToken(t)
	}
	c.grantID = g.ID
	return nil
}

func (m *MemoryStore) Token(_ context.Context, h Hash) (*Token, *Grant, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tokens[h]
	if !ok {
		return nil, nil, ErrNoToken
	}
	g, ok := m.grants[t.GrantID]
	if !ok {
		return nil, nil, ErrNoToken
	}
	return copyToken(t), copyGrant(g), nil
}

func (m *MemoryStore) Rotate(_ context.Context, h Hash, now time.Time, issue func(*Token, *Grant) ([]*Token, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tokens[h]
	if !ok || t.Kind != KindRefresh || t.RevokedAt != nil {
		return ErrNoToken
	}
	g := m.grants[t.GrantID]
	if g == nil || g.RevokedAt != nil {
		return ErrNoToken
	}
	if t.UsedAt != nil {
		return &ReplayError{Err: ErrTokenReused, GrantID: g.ID, ClientID: g.ClientID}
	}
	t.UsedAt = &now
	tokens, err := issue(copyToken(t), copyGrant(g))
	if err != nil {
		if spares(err) { // a dependency's failure, or another client's attempt, does not spend the token
			t.UsedAt = nil
		}
		return err
	}
	for _, nt := range tokens {
		m.tokens[nt.Hash] = copyToken(nt)
	}
	return nil
}

func (m *MemoryStore) RevokeToken(_ context.Context, h Hash, at time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if t, ok := m.tokens[h]; ok && t.RevokedAt == nil {
		t.RevokedAt = &at
	}
	return nil
}

func (m *MemoryStore) RevokeGrant(_ context.Context, id string, at time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if g, ok := m.grants[id]; ok && g.RevokedAt == nil {
		g.RevokedAt = &at
	}
	return nil
}

func (m *MemoryStore) RevokeCustomerGrants(_ context.Context, customerID string, before, at time.Time) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ids []string
	for _, g := range m.grants {
		if g.CustomerID == customerID && g.RevokedAt == nil && g.CreatedAt.Before(before) {
			g.RevokedAt = &at
			ids = append(ids, g.ID)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

func (m *MemoryStore) Purge(_ context.Context, now, abandonedBefore time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var n int64
	for h, c := range m.codes {
		if !c.code.ExpiresAt.After(now) {
			delete(m.codes, h)
			n++
		}
	}
	live := map[string]bool{}
	for h, t := range m.tokens {
		if !t.ExpiresAt.After(now) {
			delete(m.tokens, h)
			n++
			continue
		}
		live[t.GrantID] = true
	}
	for id := range m.grants {
		if !live[id] {
			delete(m.grants, id)
			n++
		}
	}
	for id, c := range m.clients {
		if !m.used[id] && c.CreatedAt.Before(abandonedBefore) {
			delete(m.clients, id)
			n++
		}
	}
	return n, nil
}

func (m *MemoryStore) Ping(context.Context) error { return nil }
