package meter

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"time"
)

// Pending holds counts not yet in the ledger. Claiming moves them, all at
// once, under a batch id; a claim survives until released, so a worker that
// dies between claim and release leaves it for the next run.
type Pending interface {
	Claim(ctx context.Context, batchID string) (bool, error)
	Claimed(ctx context.Context) ([]string, error)
	Read(ctx context.Context, batchID string) ([]Count, error)
	Release(ctx context.Context, batchID string) error
}

// Reporter sends an overage report to the payment processor.
type Reporter interface {
	Report(ctx context.Context, r Report) error
}

// Flusher moves counts from Pending into the Ledger, exactly once, and
// reports overage to the processor. The hand-off survives a crash at any
// step: a claim is written under its batch id before it is released, and
// writing a batch twice changes nothing.
type Flusher struct {
	Pending  Pending
	Ledger   Ledger
	Reporter Reporter // nil: no processor configured
	Log      *slog.Logger
	// Interval between flushes (PLUMBLINE_FLUSH_INTERVAL); MaxBackoff caps
	// the wait after failures.
	Interval   time.Duration
	MaxBackoff time.Duration
}

// newBatchID is unique across instances and time, and sorts by time.
func newBatchID(now time.Time) string {
	var r [5]byte
	_, _ = rand.Read(r[:])
	return now.UTC().Format("20060102T150405.000000000") + "-" + hex.EncodeToString(r[:])
}

// FlushOnce finishes claims left by earlier runs, claims and writes the
// pending counts, and sends unsent overage reports.
func (f *Flusher) FlushOnce(ctx context.Context) error {
	claimed, err := f.Pending.Claimed(ctx)
	if err != nil {
		return fmt.Errorf("meter: list claims: %w", err)
	}
	for _, id := range claimed {
		if err := f.settle(ctx, id); err != nil {
			return err
		}
	}
	id := newBatchID(time.Now())
	ok, err := f.Pending.Claim(ctx, id)
	if err != nil {
		return fmt.Errorf("meter: claim: %w", err)
	}
	if ok {
		if err := f.settle(ctx, id); err != nil {
			return err
		}
	}
	return f.report(ctx)
}

// settle writes a claimed batch to the ledger and releases it. If the
// ledger write fails the claim stays, and the next run settles it.
func (f *Flusher) settle(ctx context.Context, batchID string) error {
	if err := f.write(ctx, batchID); err != nil {
		return err
	}
	if err := f.Pending.Release(ctx, batchID); err != nil {
		return fmt.Errorf("meter: release claim %s: %w", batchID, err)
	}
	return nil
}

// sourcedPending is a Pending whose claims keep their journal batch ids
// (JournalPending), for a JournalLedger to record.
type sourcedPending interface {
	ReadSources(ctx context.Context, batchID string) ([]JournalSource, error)
}

// confirmer puts the journal batches just written to the ledger, listed
// unapplied, into the live counters (JournalPending, ledger_seed.go).
type confirmer interface {
	confirm(ctx context.Context, ids []string) error
}

// write puts a claimed batch in the ledger: per journal source when both
// sides know them, so a source delivered before adds nothing.
func (f *Flusher) write(ctx context.Context, batchID string) error {
	sp, sourced := f.Pending.(sourcedPending)
	jl, journaled := f.Ledger.(JournalLedger)
	if sourced && journaled {
		sources, err := sp.ReadSources(ctx, batchID)
		if err != nil {
			return fmt.Errorf("meter: read claim %s: %w", batchID, err)
		}
		if err := jl.WriteJournal(ctx, batchID, sources); err != nil {
			return fmt.Errorf("meter: ledger batch %s: %w", batchID, err)
		}
		if cf, ok := f.Pending.(confirmer); ok {
			ids := make([]string, 0, len(sources))
			for _, s := range sources {
				ids = append(ids, s.ID)
			}
			// Best effort: what is not confirmed now stays listed, and the
			// counter's housekeeping confirms it (applyUnapplied).
			_ = cf.confirm(ctx, ids)
		}
		return nil
	}
	counts, err := f.Pending.Read(ctx, batchID)
	if err != nil {
		return fmt.Errorf("meter: read claim %s: %w", batchID, err)
	}
	if len(counts) > 0 {
		if err := f.Ledger.Write(ctx, batchID, counts); err != nil {
			return fmt.Errorf("meter: ledger batch %s: %w", batchID, err)
		}
	}
	return nil
}

// report sends unsent overage reports; each keeps its identifier across
// retries, so the processor bills it once however often it is sent.
func (f *Flusher) report(ctx context.Context) error {
	if f.Reporter == nil {
		return nil
	}
	for {
		reports, err := f.Ledger.Unsent(ctx, 100)
		if err != nil || len(reports) == 0 {
			return err
		}
		for _, r := range reports {
			if err := f.Reporter.Report(ctx, r); err != nil {
				_ = f.Ledger.MarkFailed(ctx, r.Identifier, err.Error())
				return fmt.Errorf("meter: report %s: %w", r.Identifier, err)
			}
			if err := f.Ledger.MarkSent(ctx, r.Identifier, time.Now()); err != nil {
				return err
			}
		}
		if len(reports) < 100 {
			return nil
		}
	}
}

// Run flushes every Interval until ctx ends, backing off after failures,
// then flushes once more.
func (f *Flusher) Run(ctx context.Context) {
	interval := f.Interval
	if interval <= 0 {
		interval = 10 * time.Second
	}
	maxBackoff := f.MaxBackoff
	if maxBackoff <= 0 {
		maxBackoff = 5 * time.Minute
	}
	wait := interval
	for {
		select {
		case <-ctx.Done():
			fctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			if err := f.FlushOnce(fctx); err != nil && f.Log != nil {
				f.Log.Warn("final usage flush failed; the counts stay pending for the next start", slog.Any("error", err))
			}
			cancel()
			return
		case <-time.After(wait):
		}
		if err := f.FlushOnce(ctx); err != nil {
			wait = min(wait*2, maxBackoff)
			if f.Log != nil {
				f.Log.Warn("usage flush failed; retrying", slog.Any("error", err), slog.Duration("in", wait))
			}
			continue
		}
		wait = interval
	}
}
