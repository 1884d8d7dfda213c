package meter

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline"
)

// A flood of distinct keys, all still live (nothing expired to sweep):
// the hand-written maps grew past their caps; the LRUs hold at them.
func TestInProcessLimitersStayBounded(t *testing.T) {
	now := time.Now()
	w := newLocalWindow(5, 10*time.Minute)
	g := NewLocalGCRA()
	d := newDenyCache()
	l := plumbline.Limits{RPM: 60, Burst: 10}
	for i := range localGCRAMaxKeys + 20_000 {
		k := "k" + strconv.Itoa(i)
		w.Allow(k, now)
		if _, err := g.Allow(context.Background(), k, l, now); err != nil {
			t.Fatal(err)
		}
		d.denyRate(k, l, now.Add(time.Hour), now.Add(time.Hour))
	}
	if n := w.events.Len(); n > localWindowMaxKeys {
		t.Errorf("window holds %d keys, cap %d", n, localWindowMaxKeys)
	}
	if n := g.tat.Len(); n > localGCRAMaxKeys {
		t.Errorf("GCRA holds %d keys, cap %d", n, localGCRAMaxKeys)
	}
	if n := d.rates.Len(); n > denyCacheMax {
		t.Errorf("deny cache holds %d keys, cap %d", n, denyCacheMax)
	}
	// The most recent keys are still judged: the last one is denied.
	last := "k" + strconv.Itoa(localGCRAMaxKeys+20_000-1)
	if _, _, denied := d.rate(last, l, now); !denied {
		t.Error("the newest denial was dropped")
	}
}
