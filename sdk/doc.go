// Package sdk holds the tests that keep the SDKs in go/, typescript/ and
// python/ true to the server: each SDK's own tests against a live plumbline
// (the built binary), every README example against a server started the way
// `make run` starts it, and the check that each SDK was generated from the
// document the server serves now (drift_test.go). The SDKs themselves are
// not Go packages of this module (sdk/go is a module of its own).
package sdk
