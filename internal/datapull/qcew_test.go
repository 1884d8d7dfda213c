package datapull_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/internal/datapull/publishertest"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

var qcewCodes = []string{"23", "236", "238", "23811", "23812", "23813", "23814", "23815", "23816", "23817", "23819", "23821", "23822", "23829",
	"23831", "23832", "23833", "23834", "23835", "23839", "23891", "23899"}

func qcewURL(code string) string {
	return "https://data.bls.gov/cew/data/api/2020/a/industry/" + code + ".csv"
}

// servedQCEW puts the 2020 industry slices built from the bundle's real
// rows on the publisher, returning them.
func servedQCEW(t *testing.T, p *publishertest.Publisher) map[string][]byte {
	t.Helper()
	slices, err := publishertest.QCEWSlices(referencetest.DataDir, qcewCodes)
	if err != nil {
		t.Fatal(err)
	}
	for code, body := range slices {
		if bytes.Count(body, []byte("\n")) > 1 {
			p.Put(qcewURL(code), body)
		}
	}
	return slices
}

// TestPullQCEW pulls the QCEW industry slices through a cut download;
// the county and state rows land as published; the same release again
// changes nothing; a renamed column is refused naming it.
func TestPullQCEW(t *testing.T) {
	p := publishertest.New(t)
	served := servedQCEW(t, p)
	p.Cut(qcewURL("23821"))
	dir := t.TempDir()
	src := datapull.Lookup("qcew")
	o := pullOpts(dir, p)
	o.Period = "2020"
	r, err := datapull.PullSource(t.Context(), src, o)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, body := range served {
		if n := bytes.Count(body, []byte("\n")) - 1; n > 0 {
			want += n
		}
	}
	if r.Status != "pulled" || r.Rows() != want {
		t.Fatalf("%+v: %d rows, the slices hold %d", r, r.Rows(), want)
	}
	if rg := p.Ranges(); len(rg) != 1 || !strings.HasPrefix(rg[0], "/cew/data/api/2020/a/industry/23821.csv bytes=") {
		t.Fatalf("ranges %v", rg)
	}
	got, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledQCEW))
	if !bytes.Contains(got, []byte("39049,5,23821,77,0,2020,A,")) {
		t.Fatalf("Franklin's 23821 row is not as published:\n%.400s", got)
	}
	if r, err := datapull.PullSource(t.Context(), src, o); err != nil || r.Status != "up-to-date" {
		t.Fatalf("again: %+v %v", r, err)
	}
	p.Put(qcewURL("238"), bytes.Replace(served["238"], []byte("avg_annual_pay"), []byte("avg_annual_salary"), 1))
	_, err = datapull.PullSource(t.Context(), src, o)
	var le *datapull.LayoutError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), `"avg_annual_salary"`) || !strings.Contains(err.Error(), "238.csv") {
		t.Fatalf("a renamed column: %v", err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, labor.FilePulledQCEW)); !bytes.Equal(now, got) {
		t.Fatal("the release held changed")
	}
	// A slice of the trades' industries missing is refused too.
	p.Put(qcewURL("238"), served["238"])
	p.Remove(qcewURL("23822"))
	if _, err := datapull.PullSource(t.Context(), src, o); err == nil || !strings.Contains(err.Error(), "23822") {
		t.Fatalf("a missing trade industry: %v", err)
	}
}
