// Package faults runs the real plumbline binary against its own
// redis-server processes, Postgres behind a TCP proxy it can sever, and a
// fake Stripe it can fail, cuts them while clients call, and checks one
// invariant per fault: the usage ledger equals the calls admitted, and the
// Stripe meter events equal the overage, exactly. The tests carry the build
// tag "faults" (make faults) so make test stays fast.
package faults
