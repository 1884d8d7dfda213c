package meter

import (
	"os"
	"path/filepath"
	"testing"
)

// A journal left by a killed process is read back batch by batch; a torn
// last line (killed mid-write, so never answered) is dropped, and a second
// process cannot open a journal the first still holds.
func TestJournalReadsBackWhatAKilledProcessLeft(t *testing.T) {
	base := filepath.Join(t.TempDir(), "meter.spill")
	j, batches, err := openJournal(base)
	if err != nil || len(batches) != 0 {
		t.Fatal(err, batches)
	}
	a, b := counterID{"acct_a", 1764547200}, counterID{"acct_b", 1764547200}
	for _, id := range []counterID{a, a, b} {
		if _, err := j.record("inst-1", id); err != nil {
			t.Fatal(err)
		}
	}
	j.seal()
	if _, err := j.record("inst-2", a); err != nil {
		t.Fatal(err)
	}
	if _, _, err := openJournal(base); err == nil {
		t.Fatal("a second process opened a journal in use")
	}
	f, _ := os.OpenFile(base+".inst-2", os.O_WRONLY|os.O_APPEND, 0)
	_, _ = f.WriteString("acct_b\t17645") // torn: no newline
	f.Close()
	j.lock.Close() // the process dies: its lock goes with it

	_, batches, err = openJournal(base)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]map[counterID]int64{}
	for _, bt := range batches {
		got[bt.id] = bt.counts
	}
	if len(got) != 2 || got["inst-1"][a] != 2 || got["inst-1"][b] != 1 || got["inst-2"][a] != 1 || len(got["inst-2"]) != 1 {
		t.Fatalf("read back %v", got)
	}
}
