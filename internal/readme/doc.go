// Package readme holds the test that runs the README's commands in order,
// as a new user on a fresh clone would, against the built binary
// (readme_test.go). Which blocks run is marked in the README itself:
//
//   - A fenced block whose info string is `sh run` is runnable: the test
//     runs it, in document order, in one shell whose variables carry from
//     block to block, and requires every command to succeed. curl is run
//     with --fail-with-body, so an HTTP error fails the block. A block
//     fenced plain `sh` is shown, not run.
//   - A `json` block that directly follows a runnable block (only blank
//     lines between) is that block's answer: the last JSON value the block
//     prints must have the same keys, types and values, except values the
//     README writes with "…" (compared by type), and arrays compared item
//     by item for the items shown. Every other answer the block prints
//     must not report a failure: an RFC 7807 problem, or a batch or list
//     answer with an item whose status is 400 or more, fails the test
//     unless it is the answer the README shows.
//   - `make run` is not run literally: before the first block, the test
//     starts the binary as `make run` does (the embedded default, serving
//     the checkout's data/) on a free port; a `make run` line in a runnable
//     block stands for it. BASE (its URL) and KEY (the dev key its banner
//     prints) are defined, `127.0.0.1:8080` and `localhost:8080` in the
//     commands are rewritten to its address, and a line that sets BASE or
//     KEY to a placeholder (svc_…) is left to it.
package readme
