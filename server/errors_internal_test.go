package server

import (
	"testing"

	"github.com/plumbline-api/plumbline"
)

// Every domain error code must map to a status: an unmapped code would turn
// a client's mistake into a 500.
func TestEveryErrorCodeHasAStatus(t *testing.T) {
	for _, code := range plumbline.Codes {
		if _, ok := statusByCode[code]; !ok {
			t.Errorf("error code %q has no HTTP status in statusByCode", code)
		}
	}
}
