// Package bench holds the load benchmarks: a bare fasthttp server that
// answers a fixed JSON body (the baseline every figure is a ratio against)
// and wrkbench, which drives wrk against the baseline and plumbline in the
// same run. Run them with `make bench`.
package bench
