package server

import "sync"

// Open GET streams hold a goroutine and a connection each for as long as
// the client keeps them: they are the only per-session state left, so they
// are capped per account and in total.
const (
	mcpStreamsPerAccount = 8
	mcpStreamsTotal      = 1024
)

type mcpStreams struct {
	mu         sync.Mutex
	perAccount map[string]int
	total      int
	maxAccount int
	maxTotal   int
}

func newMCPStreams(perAccount, total int) *mcpStreams {
	return &mcpStreams{perAccount: map[string]int{}, maxAccount: perAccount, maxTotal: total}
}

// acquire takes a stream slot for the account; false when either cap is
// reached.
func (m *mcpStreams) acquire(account string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.total >= m.maxTotal || m.perAccount[account] >= m.maxAccount {
		return false
	}
	m.total++
	m.perAccount[account]++
	return true
}

func (m *mcpStreams) release(account string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.total--
	if m.perAccount[account]--; m.perAccount[account] <= 0 {
		delete(m.perAccount, account)
	}
}
