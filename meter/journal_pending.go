package meter

import (
	"bytes"
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
	Sources []string `json:"sources"`
	// Batches are the sources' counts under their journal batch ids, which
	// the ledger records (ledger_journal.go). Counts is the merged form of
	// claim files written before issue 26, read as one source without an id.
	Batches []claimBatch `json:"batches,omitempty"`
	Counts  []spillCount `json:"counts,omitempty"`
}

type claimBatch struct {
	ID     string       `json:"id"`
	Counts []spillCount `json:"counts"`
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
	cf := claimFile{Sources: sources}
	for _, src := range sources {
		id := strings.TrimSuffix(strings.TrimPrefix(src, p.base()+"."), appliedSuffix)
		if ledgerFileID.MatchString(id) {
			calls, err := readLedgerCalls(src, id)
			if err != nil {
				return false, err
			}
			cf.Batches = append(cf.Batches, calls...)
			continue
		}
		b, err := readJournalFile(src, id)
		if err != nil {
			return false, err
		}
		if b != nil {
			cb := claimBatch{ID: id}
			for id, n := range b.counts {
				cb.Counts = append(cb.Counts, spillCount{id.customer, id.period, n})
			}
			cf.Batches = append(cf.Batches, cb)
		}
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

// readLedgerCalls reads a ledger-only file: each call under the id its cap
// script marked in Redis, so the ledger batch can be confirmed against
// Redis call by call (ledger_seed.go); lines of an earlier release, without
// a call id, go together under the file's id.
func readLedgerCalls(path, fileID string) ([]claimBatch, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("meter: journal: %w", err)
	}
	var out []claimBatch
	rest := map[counterID]int64{}
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			break // torn last line: its call was not answered
		}
		id, callID, ok := parseJournalLine(string(data[:i+1]))
		data = data[i+1:]
		switch {
		case !ok:
		case callID != "":
			out = append(out, claimBatch{ID: callID, Counts: []spillCount{{id.customer, id.period, 1}}})
		default:
			rest[id]++
		}
	}
	if len(rest) > 0 {
		cb := claimBatch{ID: fileID}
		for id, n := range rest {
			cb.Counts = append(cb.Counts, spillCount{id.customer, id.period, n})
		}
		out = append(out, cb)
	}
	return out, nil
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

func (p *JournalPending) Read(ctx context.Context, batchID string) ([]Count, error) {
	sources, err := p.ReadSources(ctx, batchID)
	if err != nil {
		return nil, err
	}
	acc := map[counterID]int64{}
	for _, s := range sources {
		for _, c := range s.Counts {
			acc[counterID{c.CustomerID, c.Period.Unix()}] += c.Calls
		}
	}
	return toCounts(acc), nil
}

// ReadSources is a claim's counts per journal batch, for
// JournalLedger.WriteJournal (a claim file of an earlier release is one
// source without an id).
func (p *JournalPending) ReadSources(_ context.Context, batchID string) ([]JournalSource, error) {
	cf, err := p.readClaim(batchID)
	if err != nil {
		return nil, err
	}
	out := make([]JournalSource, 0, len(cf.Batches)+1)
	for _, b := range cf.Batches {
		// Listed unapplied: in Redis when it was sent, but a Redis may
		// lose it before a counter is seeded from the ledger; the
		// confirmation that follows the write decides (ledger_seed.go).
		counts := spillCounts(b.Counts)
		out = append(out, JournalSource{ID: b.ID, Counts: counts, NotInRedis: counts})
	}
	if len(cf.Counts) > 0 {
		out = append(out, JournalSource{Counts: spillCounts(cf.Counts)})
	}
	return out, nil
}

func spillCounts(in []spillCount) []Count {
	out := make([]Count, 0, len(in))
	for _, c := range in {
		out = append(out, Count{CustomerID: c.Customer, Period: time.Unix(c.Period, 0).UTC(), Calls: c.Calls})
	}
	return out
}

func (p *JournalPending) confirm(ctx context.Context, ids []string) error {
	return p.c.confirm(ctx, ids)
}

func (p *JournalPending) Release(_ context.Context, batchID string) error {
	err := os.Remove(p.base() + "." + claimPrefix + batchID)
	if os.IsNotExist(err) {
		return nil
	}
	return err
}
