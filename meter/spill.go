package meter

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"syscall"
)

// spill is the RedisCounter's local append-only file of count batches that
// could not be sent to Redis (an outage, or shutdown during one). Each line
// is one batch with its id, written and fsynced before the counter reports
// the flush as failed; at start the file is read back and its batches are
// sent with their ids, so a batch that did reach Redis (a lost reply) is
// not added twice (the applied:{id} marker, kept 24 h). The file is emptied
// once every batch in it has been applied.
//
// One process owns a file (an exclusive flock): two instances on one
// machine need two paths.
type spill struct {
	mu    sync.Mutex
	f     *os.File
	dirty bool // the file holds batches
}

type spillLine struct {
	ID     string       `json:"id"`
	Counts []spillCount `json:"counts"`
}

type spillCount struct {
	Customer string `json:"c"`
	Period   int64  `json:"p"`
	Calls    int64  `json:"n"`
}

// openSpill opens (creating) path, locks it and returns the batches it holds.
// A torn last line (a crash mid-write) is skipped: its batch was never
// reported as spilled, and its counts are the ones a SIGKILL can lose.
func openSpill(path string) (*spill, []*applyBatch, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, nil, fmt.Errorf("meter: spill file: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("meter: spill file %s is in use by another process (give each instance its own PLUMBLINE_METER_SPILL): %w", path, err)
	}
	var batches []*applyBatch
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var l spillLine
			if json.Unmarshal(line, &l) == nil && l.ID != "" {
				b := &applyBatch{id: l.ID, counts: map[counterID]int64{}, spilled: true}
				for _, c := range l.Counts {
					b.counts[counterID{c.Customer, c.Period}] += c.Calls
				}
				batches = append(batches, b)
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("meter: read spill file: %w", err)
		}
	}
	return &spill{f: f, dirty: len(batches) > 0}, batches, nil
}

// write appends the batches not yet in the file and syncs it.
func (s *spill) write(batches []*applyBatch) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var buf []byte
	for _, b := range batches {
		if b.spilled {
			continue
		}
		l := spillLine{ID: b.id}
		for id, n := range b.counts {
			l.Counts = append(l.Counts, spillCount{id.customer, id.period, n})
		}
		line, err := json.Marshal(l)
		if err != nil {
			return err
		}
		buf = append(append(buf, line...), '\n')
	}
	if len(buf) == 0 {
		return nil
	}
	if _, err := s.f.Write(buf); err != nil {
		return fmt.Errorf("meter: spill: %w", err)
	}
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("meter: spill sync: %w", err)
	}
	for _, b := range batches {
		b.spilled = true
	}
	s.dirty = true
	return nil
}

// clear empties the file: every batch in it has been applied.
func (s *spill) clear() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.dirty {
		return nil
	}
	if err := s.f.Truncate(0); err != nil {
		return err
	}
	s.dirty = false
	return s.f.Sync()
}

func (s *spill) close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.Close() // releases the lock
}
