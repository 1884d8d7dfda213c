package labor_test

import (
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
)

// BenchmarkLoad is what the labor files add to the embedded default's
// start: read (gunzip), parse, check and calibrate.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		l := labor.Loader(dataDir)
		l.Optional = false
		if _, _, err := reference.Load(l); err != nil {
			b.Fatal(err)
		}
	}
}
