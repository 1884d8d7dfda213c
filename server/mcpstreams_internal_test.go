package server

import "testing"

// The stream caps hold per account and in total, and a released slot can
// be taken again.
func TestMCPStreamCaps(t *testing.T) {
	m := newMCPStreams(2, 3)
	for i, want := range []bool{true, true, false} {
		if got := m.acquire("a"); got != want {
			t.Fatalf("acquire %d for a: %v, want %v (per-account cap 2)", i+1, got, want)
		}
	}
	if !m.acquire("b") || m.acquire("c") {
		t.Fatal("total cap of 3 not held")
	}
	m.release("a")
	if !m.acquire("c") || m.acquire("a") {
		t.Fatal("a released slot is not reusable, or the total cap slipped")
	}
	m.release("b")
	m.release("c")
	m.release("a")
	if m.total != 0 || len(m.perAccount) != 0 {
		t.Fatalf("leaked: total %d, accounts %v", m.total, m.perAccount)
	}
}
