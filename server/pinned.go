package server

import (
	"bytes"
	"unsafe"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/valyala/fasthttp"
)

// A reference request answers from the live dataset version unless it pins
// a kept one: the Plumbline-Dataset-Version header, or the dataset_version
// query parameter (MCP: the header on /mcp, or the tool argument
// dataset_version). The version joins the cache key and the ETag, and every
// reference answer names the version it came from in the same header, so a
// client records it to reproduce the answer later.

const (
	// DatasetVersionHeader pins a request to a dataset version, and names
	// the version of every reference answer.
	DatasetVersionHeader = "Plumbline-Dataset-Version"
	// datasetVersionParam is the query parameter (and MCP argument) form.
	datasetVersionParam = "dataset_version"
)

var (
	headerDatasetVersion = []byte(DatasetVersionHeader)
	headerVary           = []byte("Vary")
)

// pinnedVersion is the version a REST request pins ("" for none): the
// header or the query parameter; both, naming different versions, is a 422.
func pinnedVersion(ctx *fasthttp.RequestCtx) ([]byte, error) {
	h := ctx.Request.Header.PeekBytes(headerDatasetVersion)
	q := ctx.QueryArgs().Peek(datasetVersionParam)
	if len(h) > 0 && len(q) > 0 && !bytes.Equal(h, q) {
		return nil, reference.InvalidField(datasetVersionParam, "conflict", "the %s header and the dataset_version parameter name different versions; give one", DatasetVersionHeader)
	}
	if len(h) > 0 {
		return h, nil
	}
	return q, nil
}

// resolveVersion is the version a REST request answers from: the live one,
// or the kept version it pins (410 for one no longer kept, 422 for an
// unknown one).
func (s *Server) resolveVersion(ctx *fasthttp.RequestCtx) (string, error) {
	pinned, err := pinnedVersion(ctx)
	if err != nil {
		return "", err
	}
	if len(pinned) == 0 {
		return s.cfg.Reference.Version(), nil // the hot path: no allocation
	}
	return s.cfg.Reference.Resolve(string(pinned))
}

// setVersionHeaders name the version an answer came from; Vary tells
// caches that the pin header chooses the answer.
func setVersionHeaders(h *fasthttp.ResponseHeader, version string) {
	h.SetCanonical(headerDatasetVersion, unsafe.Slice(unsafe.StringData(version), len(version)))
	h.AddBytesKV(headerVary, headerDatasetVersion)
}
