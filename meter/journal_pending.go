package meter

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// JournalPending is the flusher's view of the counts this instance's
// journal holds for the ledger: batch files already in Redis
// (<base>.<batch>.applied). With a journal, the ledger is fed from here and
// not from a pending hash in Redis, so a Redis that loses its data loses no
// billed call: the instance that admitted a call keeps it on its disk until
// the ledger has it.
//
// Claim merges the applied files into one claim file, written and synced
// under its ledger batch id before the sources are deleted; a crash in
// between leaves both, and Claimed deletes the sources a claim lists.
type JournalPending struct{ c *RedisCounter }

// JournalPending returns the ledger feed of the counter's journal (nil
// without one).
func (c *RedisCounter) JournalPending() *JournalPending {
	if c.journal == nil {
		return nil
	}
	return &JournalPending{c: c}
}

type claimFile struct {
	Sources []string     `json:"sources"`
	Counts  []spillCount `json:"counts"`
}

type spillCount struct {
	Customer string `json:"c"`
	Period   int64  `json:"p"`
	Calls    int64  `json:"n"`
}

func (p *JournalPending) base() string { return p.c.journal.base }

func (p *JournalPending) Claim(_ context.Context, batchID string) (bool, error) {
	sources, err := filepath.Glob(globEscape(p.base()) + ".*" + appliedSuffix)
	if err != nil || len(sources) == 0 {
		return false, err
	}
	acc := map[counterID]int64{}
	for _, src := range sources {
		b, err := readJournalFile(src, "")
		if err != nil {
			return false, err
		}
		if b != nil {
			for id, n := range b.counts {
				acc[id] += n
			}
		}
	}
	cf := claimFile{Sources: sources}
	for id, n := range acc {
		cf.Counts = append(cf.Counts, spillCount{id.customer, id.period, n})
	}
	data, err := json.Marshal(cf)
	if err != nil {
		return false, err
	}
	final := p.base() + "." + claimPrefix + batchID
	if err := writeSynced(final+".tmp", data); err != nil {
		return false, err
	}
	if err := os.Rename(final+".tmp", final); err != nil {
		return false, err
	}
	for _, src := range sources {
		_ = os.Remove(src)
	}
	return true, nil
}

func writeSynced(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (p *JournalPending) readClaim(batchID string) (claimFile, error) {
	var cf claimFile
	data, err := os.ReadFile(p.base() + "." + claimPrefix + batchID)
	if err != nil {
		return cf, err
	}
	if err := json.Unmarshal(data, &cf); err != nil {
		return cf, fmt.Errorf("meter: claim file %s: %w", batchID, err)
	}
	return cf, nil
}

func (p *JournalPending) Claimed(context.Context) ([]string, error) {
	paths, err := filepath.Glob(globEscape(p.base()) + "." + claimPrefix + "*")
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, path := range paths {
		id := strings.TrimPrefix(path, p.base()+"."+claimPrefix)
		if strings.HasSuffix(id, ".tmp") {
			_ = os.Remove(path) // never renamed: its sources are still there
			continue
		}
		cf, err := p.readClaim(id)
		if err != nil {
			return nil, err
		}
		for _, src := range cf.Sources {
			_ = os.Remove(src) // left by a crash between claim and delete
		}
		ids = append(ids, id)
	}
	return ids, nil
}

func (p *JournalPending) Read(_ context.Context, batchID string) ([]Count, error) {
	cf, err := p.readClaim(batchID)
	if err != nil {
		return nil, err
	}
	out := make([]Count, 0, len(cf.Counts))
	for _, c := range cf.Counts {
		out = append(out, Count{CustomerID: c.Customer, Period: time.Unix(c.Period, 0).UTC(), Calls: c.Calls})
	}
	return out, nil
}

func (p *JournalPending) Release(_ context.Context, batchID string) error {
	err := os.Remove(p.base() + "." + claimPrefix + batchID)
	if os.IsNotExist(err) {
		return nil
	}
	return err
}
