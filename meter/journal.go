package meter

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// journal makes this instance's counts survive its own death. Every call
// counted in process (a paid call between flushes, any call during a Redis
// outage) is written, before it is answered, as one line to the file of the
// batch it will be sent in: <base>.<batch id>. The write reaches the
// kernel, not the disk, so a SIGKILL or a crash of the process loses
// nothing; only a crash of the machine loses what was not yet synced (files
// of batches that Redis refused are fsynced at once). A file is deleted
// once its batch is in Redis; at start, the files left are read back and
// sent under their batch ids, which Redis applies at most once (applied:{id}
// markers, kept 24 h).
//
// The base file itself is the lock: one process owns a journal (flock), so
// two instances on one machine need two paths.
type journal struct {
	base string
	lock *os.File
	cur  *os.File // file of the open batch (nil until its first call)
	buf  []byte   // line buffer (the counter's lock is held)
	// led is the open file of calls already in Redis (admitted by the Free
	// cap script) that only the ledger still needs.
	led *os.File
	// sync is the group commit (PLUMBLINE_METER_FSYNC); nil: off.
	sync *syncer
}

// syncEvery turns on the group commit: a write's ticket is on disk within
// about d (journal_sync.go). Call before use.
func (j *journal) syncEvery(d time.Duration) {
	if d > 0 && j.sync == nil {
		j.sync = newSyncer(filepath.Dir(j.base), d)
	}
}

// wrote hands a write to the group commit; 0 when it is off.
func (j *journal) wrote(f *os.File, created bool) uint64 {
	if j.sync == nil {
		return 0
	}
	return j.sync.wrote(f, created)
}

// wait returns once the write of ticket t is on disk (at once when off).
func (j *journal) wait(t uint64) {
	if j.sync != nil && t > 0 {
		j.sync.wait(t)
	}
}

// closeFile closes a sealed file, after its fsync when the group commit is on.
func (j *journal) closeFile(f *os.File) {
	if j.sync != nil {
		j.sync.release(f)
		return
	}
	_ = f.Close()
}

// File names under base: <base>.<batch> (to send to Redis),
// <base>.<batch>.applied (in Redis, waiting for the ledger),
// <base>.claim-<ledger batch> (claimed by the flusher, see JournalPending).
const (
	appliedSuffix = ".applied"
	claimPrefix   = "claim-"
)

// openJournal locks base and returns the batches its files hold.
func openJournal(base string) (*journal, []*applyBatch, error) {
	lock, err := lockJournal(base)
	if err != nil {
		return nil, nil, err
	}
	j := &journal{base: base, lock: lock}
	paths, err := filepath.Glob(globEscape(base) + ".*")
	if err != nil {
		lock.Close()
		return nil, nil, err
	}
	batches, _, err := j.load(paths, false)
	if err != nil {
		lock.Close()
		return nil, nil, err
	}
	return j, batches, nil
}

// lockJournal opens and locks base. An instance that adopts a journal holds
// its lock for the moment it moves the files, so a locked journal is waited
// for a little before it is called in use.
func lockJournal(base string) (*os.File, error) {
	lock, err := os.OpenFile(base, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("meter: journal: %w", err)
	}
	for attempt := 0; ; attempt++ {
		err = syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return lock, nil
		}
		if attempt == 20 {
			lock.Close()
			return nil, fmt.Errorf("meter: journal %s is in use by another process (give each instance its own PLUMBLINE_METER_SPILL, or set none and share PLUMBLINE_METER_SPILL_DIR): %w", base, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// ledgerFileID matches the ids of ledger-only files (<prefix>-l<n>): calls
// Redis already counted, which only the ledger needs.
var ledgerFileID = regexp.MustCompile(`-l[0-9]+$`)

// load sorts a journal's files (its own at start, or moved in from an
// adopted journal): batches to send to Redis, refunds to send; the rest
// (applied files, claims) is the ledger's, read by JournalPending. withRefunds:
// also return the refund files (OpenSpill reads its own through refunds).
func (j *journal) load(paths []string, withRefunds bool) ([]*applyBatch, []refund, error) {
	var batches []*applyBatch
	var refunds []refund
	for _, p := range paths {
		name := strings.TrimPrefix(p, j.base+".")
		switch {
		case strings.HasSuffix(name, appliedSuffix) || strings.HasPrefix(name, claimPrefix) && !strings.HasSuffix(name, ".tmp"):
			continue // for the ledger: JournalPending reads them
		case strings.HasSuffix(name, ".tmp"):
			_ = os.Remove(p) // never renamed into place: its sources are still there
			continue
		case strings.HasPrefix(name, refundPrefix):
			if withRefunds {
				r, err := readRefund(p, strings.TrimPrefix(name, refundPrefix))
				if err != nil {
					return nil, nil, err
				}
				refunds = append(refunds, r...)
			}
			continue
		case ledgerFileID.MatchString(name):
			// A ledger-only file its process never sealed (it died): the
			// calls are in Redis already; hand it to the ledger.
			_ = os.Rename(p, p+appliedSuffix)
			continue
		}
		b, err := readJournalFile(p, name)
		if err != nil {
			return nil, nil, err
		}
		if b == nil {
			_ = os.Remove(p)
			continue
		}
		batches = append(batches, b)
	}
	return batches, refunds, nil
}

func globEscape(s string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`, `\`, `\\`)
	return r.Replace(s)
}

// readJournalFile reads one batch file; a torn last line (the process died
// mid-write, before the call was answered) is skipped. nil: no counts.
func readJournalFile(path, id string) (*applyBatch, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("meter: journal: %w", err)
	}
	defer f.Close()
	counts := map[counterID]int64{}
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadString('\n')
		if id, _, ok := parseJournalLine(line); ok {
			counts[id]++
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("meter: journal %s: %w", path, err)
		}
	}
	if len(counts) == 0 {
		return nil, nil
	}
	return &applyBatch{id: id, counts: counts, file: path}, nil
}

// parseJournalLine reads "customer<TAB>period[<TAB>call id]\n"; a line
// without its newline is torn (not ok). The call id is on the lines of
// ledger-only files: each call is then its own batch in the ledger, under
// the id its cap script marked in Redis (ledger_seed.go).
func parseJournalLine(line string) (id counterID, callID string, ok bool) {
	if !strings.HasSuffix(line, "\n") {
		return id, "", false
	}
	customer, rest, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
	period, callID, _ := strings.Cut(rest, "\t")
	p, err := strconv.ParseInt(period, 10, 64)
	if !ok || err != nil || customer == "" {
		return id, "", false
	}
	return counterID{customer, p}, callID, true
}

func appendJournalLine(b []byte, id counterID) []byte {
	b = append(b, id.customer...)
	b = append(b, '\t')
	b = strconv.AppendInt(b, id.period, 10)
	return append(b, '\n')
}

// record writes one call to the open batch's file (opened on first use);
// the ticket is for wait.
func (j *journal) record(batchID string, id counterID) (uint64, error) {
	created := false
	if j.cur == nil {
		f, err := os.OpenFile(j.base+"."+batchID, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return 0, err
		}
		j.cur, created = f, true
	}
	j.buf = appendJournalLine(j.buf[:0], id)
	if _, err := j.cur.Write(j.buf); err != nil {
		return 0, err
	}
	return j.wrote(j.cur, created), nil
}

// seal closes the open batch's file and returns its path ("" if none).
func (j *journal) seal() string {
	if j.cur == nil {
		return ""
	}
	p := j.cur.Name()
	j.closeFile(j.cur)
	j.cur = nil
	return p
}

// single writes a one-call batch to its own file (synced at once with the
// group commit on: the path is rare).
func (j *journal) single(batchID string, id counterID) (string, error) {
	p := j.base + "." + batchID
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = f.Write(appendJournalLine(nil, id))
	if err == nil && j.sync != nil {
		err = f.Sync()
	}
	return p, err
}

// sync forces batch files to disk (their batches could not be sent).
func syncFiles(batches []*applyBatch) error {
	for _, b := range batches {
		if b.file == "" || b.synced {
			continue
		}
		f, err := os.OpenFile(b.file, os.O_RDONLY, 0)
		if err != nil {
			return err
		}
		err = f.Sync()
		f.Close()
		if err != nil {
			return err
		}
		b.synced = true
	}
	return nil
}

// recordLedger writes one call already counted in Redis (by the cap script,
// marked under callID) to the file the ledger reads; seq numbers the file.
// The ticket is for wait.
func (j *journal) recordLedger(prefix string, seq interface{ Add(int64) int64 }, id counterID, callID string) (uint64, error) {
	created := false
	if j.led == nil {
		f, err := os.OpenFile(j.base+"."+prefix+"-l"+strconv.FormatInt(seq.Add(1), 10), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return 0, err
		}
		j.led, created = f, true
	}
	j.buf = appendJournalLine(j.buf[:0], id)
	if callID != "" {
		j.buf = append(append(append(j.buf[:len(j.buf)-1], '\t'), callID...), '\n')
	}
	if _, err := j.led.Write(j.buf); err != nil {
		return 0, err
	}
	return j.wrote(j.led, created), nil
}

// sealLedger hands the open ledger-only file to the ledger.
func (j *journal) sealLedger() {
	if j.led == nil {
		return
	}
	p := j.led.Name()
	j.closeFile(j.led)
	j.led = nil
	_ = os.Rename(p, p+appliedSuffix)
}

// close seals the open files, waits for the group commit, deletes the lock
// file when nothing is left to deliver (no empty journal stays behind for
// others to adopt), and releases the lock.
func (j *journal) close() error {
	j.seal()
	j.sealLedger()
	if j.sync != nil {
		j.sync.close()
	}
	if rest, _ := filepath.Glob(globEscape(j.base) + ".*"); len(rest) == 0 {
		_ = os.Remove(j.base)
	}
	return j.lock.Close() // releases the lock
}
