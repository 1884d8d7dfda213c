package meter

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
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
	lock, err := os.OpenFile(base, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, nil, fmt.Errorf("meter: journal: %w", err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		lock.Close()
		return nil, nil, fmt.Errorf("meter: journal %s is in use by another process (give each instance its own PLUMBLINE_METER_SPILL): %w", base, err)
	}
	paths, err := filepath.Glob(globEscape(base) + ".*")
	if err != nil {
		lock.Close()
		return nil, nil, err
	}
	var batches []*applyBatch
	for _, p := range paths {
		name := strings.TrimPrefix(p, base+".")
		if strings.HasSuffix(name, appliedSuffix) || strings.HasPrefix(name, claimPrefix) {
			continue // for the ledger: JournalPending reads them
		}
		if strings.HasPrefix(name, refundPrefix) {
			continue // refunds to Redis, not counts (reserve.go)
		}
		b, err := readJournalFile(p, name)
		if err != nil {
			lock.Close()
			return nil, nil, err
		}
		if b == nil {
			_ = os.Remove(p)
			continue
		}
		batches = append(batches, b)
	}
	return &journal{base: base, lock: lock}, batches, nil
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
		if strings.HasSuffix(line, "\n") { // a line without its newline is torn
			customer, period, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
			p, perr := strconv.ParseInt(period, 10, 64)
			if ok && perr == nil && customer != "" {
				counts[counterID{customer, p}]++
			}
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

func appendJournalLine(b []byte, id counterID) []byte {
	b = append(b, id.customer...)
	b = append(b, '\t')
	b = strconv.AppendInt(b, id.period, 10)
	return append(b, '\n')
}

// record writes one call to the open batch's file (opened on first use).
func (j *journal) record(batchID string, id counterID) error {
	if j.cur == nil {
		f, err := os.OpenFile(j.base+"."+batchID, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return err
		}
		j.cur = f
	}
	j.buf = appendJournalLine(j.buf[:0], id)
	_, err := j.cur.Write(j.buf)
	return err
}

// seal closes the open batch's file and returns its path ("" if none).
func (j *journal) seal() string {
	if j.cur == nil {
		return ""
	}
	p := j.cur.Name()
	_ = j.cur.Close()
	j.cur = nil
	return p
}

// single writes a one-call batch to its own file.
func (j *journal) single(batchID string, id counterID) (string, error) {
	p := j.base + "." + batchID
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = f.Write(appendJournalLine(nil, id))
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

// recordLedger writes one call already counted in Redis to the file the
// ledger reads; seq numbers the file.
func (j *journal) recordLedger(prefix string, seq interface{ Add(int64) int64 }, id counterID) error {
	if j.led == nil {
		f, err := os.OpenFile(j.base+"."+prefix+"-l"+strconv.FormatInt(seq.Add(1), 10), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return err
		}
		j.led = f
	}
	j.buf = appendJournalLine(j.buf[:0], id)
	_, err := j.led.Write(j.buf)
	return err
}

// sealLedger hands the open ledger-only file to the ledger.
func (j *journal) sealLedger() {
	if j.led == nil {
		return
	}
	p := j.led.Name()
	_ = j.led.Close()
	j.led = nil
	_ = os.Rename(p, p+appliedSuffix)
}

func (j *journal) close() error {
	j.seal()
	j.sealLedger()
	return j.lock.Close() // releases the lock
}
