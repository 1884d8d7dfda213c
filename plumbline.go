// Package plumbline holds the domain vocabulary shared by every other package:
// API keys, tiers and the errors that cross package boundaries. It imports
// nothing but the standard library, so any package may depend on it.
package plumbline

// Version is the service release (Semantic Versioning); the REST prefix /v1
// is the API version and moves independently.
const Version = "0.4.0"
