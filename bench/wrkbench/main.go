// Command wrkbench runs wrk against the bare fasthttp baseline and against
// plumbline in the same run, and prints throughputs, latencies and ratios.
// Figures are only comparable within one run: the machines are shared and
// noisy, so the ratio is the result, not the req/s.
//
// Scenarios:
//
//	embedded  the embedded default (in-memory store and meter), one key,
//	          POST /v1/calc/concrete/yards; target 0.75 of the baseline (issue 18)
//	codes     the embedded default, one key, a cached code-section lookup
//	          (GET /v1/codes/irc/sections/R311.7.5); target 0.75
//	products  the embedded default, one key, at the size of -products-data-dir
//	          (500,000 records in make bench): a cached filtered category page
//	          (ENERGY STAR furnaces, AFUE >= 97, sorted, 20 a page) and a
//	          cached text-filtered US-market page; target 0.70; then a cached
//	          model-number search; target 0.50; with the start time, the
//	          resident memory and the import time at that size
//	costs     the embedded default, one key: a cached materials read
//	          (GET /v1/costs/materials?category=lumber), then a cached labor
//	          estimate by ZIP (electricians in 14850); target 0.75 (issue 11)
//	costs-full  the costs scenario after every costs source is pulled at
//	          full size from a loopback publisher (internal/datapull/fullsize),
//	          plus a county answer with its QCEW step; target 0.75 (issue 22)
//	mcp       the embedded default, one key: tools/call calc_concrete_yards
//	          through /mcp beside its REST twin and the baseline; targets:
//	          MCP at least 0.60 of REST's throughput, p99 at most 2× REST's
//	batch     the embedded default, one key: concrete/yards as single calls
//	          and as batches of 100 (POST /v1/calc/batch) in the same run;
//	          target: the batch's items/s at least 5× the single calls' (issue 29)
//	redis     the production wiring (Postgres store, Redis meter), 1,000
//	          Enterprise keys whose limits the load stays under, so every
//	          call is admitted and counted; target 0.60; Redis commands per
//	          request from INFO commandstats
//	flood     the redis load plus one Free key flooding: the other keys'
//	          throughput and the Redis commands the flood costs
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	o := options{}
	flag.StringVar(&o.plumbline, "plumbline", "bin/plumbline", "plumbline binary")
	flag.StringVar(&o.baseline, "baseline", "bin/bench-baseline", "baseline binary")
	flag.StringVar(&o.duration, "d", "10s", "wrk duration per measured run")
	flag.IntVar(&o.conns, "c", 64, "wrk connections")
	flag.IntVar(&o.rounds, "rounds", 2, "measured runs per server, interleaved")
	flag.StringVar(&o.scenarios, "scenarios", "embedded,codes,products,costs,costs-full,mcp,batch,redis,redis10k,flood", "scenarios to run")
	flag.StringVar(&o.databaseURL, "database-url", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable", "Postgres for the redis and flood scenarios")
	flag.StringVar(&o.productsDataDir, "products-data-dir", "", "data directory for the products scenario (bench/productsynth writes one of 500,000 records); default the bundle")
	flag.StringVar(&o.redisURL, "redis-url", "redis://127.0.0.1:6379/15", "Redis for the redis and flood scenarios (this database is flushed)")
	flag.Parse()
	failed := false
	for _, s := range strings.Split(o.scenarios, ",") {
		var err error
		switch strings.TrimSpace(s) {
		case "embedded":
			err = embedded(o, "embedded default, 1 key", yardsRequest, 0.75)
		case "mcp":
			err = mcpScenario(o)
		case "batch":
			err = batchScenario(o)
		case "codes":
			err = embedded(o, "embedded default, 1 key, cached section lookup", sectionRequest, 0.75)
		case "products":
			err = productsScenario(o)
		case "costs":
			err = embedded(o, "embedded default, 1 key, cached materials read", costsMaterialsRequest, 0.75)
			if err == nil {
				fmt.Println()
				err = embedded(o, "embedded default, 1 key, cached labor estimate by ZIP", costsLaborZIPRequest, 0.75)
			}
		case "costs-full":
			err = costsFull(o)
		case "redis":
			err = withRedis(context.Background(), o, false, 1_000)
		case "redis10k":
			err = withRedis(context.Background(), o, false, 10_000)
		case "flood":
			err = withRedis(context.Background(), o, true, 1_000)
		default:
			err = fmt.Errorf("unknown scenario %q", s)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "wrkbench %s: %v\n", s, err)
			failed = true
		}
		fmt.Println()
	}
	if failed {
		os.Exit(1)
	}
}
