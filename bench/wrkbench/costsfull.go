package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/plumbline-api/plumbline/internal/datapull/fullsize"
)

// costsLaborCountyRequest is a labor answer whose county step reads QCEW (a
// county outside Ohio: only a pull holds its rows).
var costsLaborCountyRequest = request{method: "GET", path: "/v1/costs/labor?trade=electricians&county=17031"}

// costsFull is the costs scenario after a full-size import: every costs
// source pulled at full size from a loopback publisher into a copy of the
// bundle (fullsize.Dir), served by the embedded default from it; target
// 0.75 each (issue 22).
func costsFull(o options) error {
	data, err := os.MkdirTemp("", "wrkbench-fullsize")
	if err != nil {
		return err
	}
	defer os.RemoveAll(data)
	start := time.Now()
	if err := fullsize.Dir(context.Background(), "data", data); err != nil {
		return fmt.Errorf("the full-size pull: %w", err)
	}
	fmt.Printf("pulled every costs source at full size in %s\n", time.Since(start).Round(time.Millisecond))
	var errs []error // every read is measured, whichever falls short
	for i, c := range []struct {
		title string
		req   request
	}{
		{"after a full-size import: cached materials read", costsMaterialsRequest},
		{"after a full-size import: cached labor estimate by ZIP", costsLaborZIPRequest},
		{"after a full-size import: cached labor estimate by county (QCEW step)", costsLaborCountyRequest},
	} {
		if i > 0 {
			fmt.Println()
		}
		if err := embedded(o, c.title, c.req, 0.75, "PLUMBLINE_DATA_DIR="+data); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
