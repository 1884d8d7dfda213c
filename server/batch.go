package server

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"unsafe"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/internal/clock"
	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
	"github.com/plumbline-api/plumbline/meter"
	"github.com/valyala/fasthttp"
)

// POST /v1/calc/batch runs up to MaxBatchItems calculators in one request:
// each item is answered exactly as its own call would be (status and body),
// in order, and metered exactly as that call: one call against the rate
// limit and the monthly quota per item that names a calculator, admitted or
// refused item by item. The request itself is not metered (as an MCP
// tools/call is not metered twice) unless it runs no item that names a
// calculator: then it is one rate-limited call, not counted. The MCP tool
// calc_batch is the same.

const (
	// BatchPath is the batch route.
	BatchPath = "/v1/calc/batch"
	// BatchTool is the MCP tool that runs a batch.
	BatchTool = "calc_batch"
	// MaxBatchItems bounds a batch.
	MaxBatchItems = 100
	// maxBatchIDLen bounds an item's id, in bytes of its text.
	maxBatchIDLen = 128
	// MaxBatchAnswerBytes bounds a batch's answer: once it passes this (by
	// at most one item), the items left are not run, not metered, and each
	// answers a 413 problem saying to send it again. 100 items with their
	// schemas made 1.45 MB answers, and 64 connections of them took the
	// server from 139 to 600 MB (issue 35); MCP answers had their 1 MiB
	// cap already. 512 KiB holds 100 minimal items of any calculator, or
	// about 35 with their schemas.
	MaxBatchAnswerBytes = 512 << 10
)

// batchItem is one parsed item. Its slices point into the request body or
// the batch's scratch buffer.
type batchItem struct {
	id    []byte           // the id's text
	name  []byte           // operation_id or path, as given (text)
	calc  *calc.Calculator // nil: no such calculator (answered 404)
	input []byte           // raw JSON
}

// batchState is a batch being answered, pooled: a batch allocates nothing
// once the pool is warm.
type batchState struct {
	items   [MaxBatchItems]batchItem
	n       int
	scratch []byte // decoded ids and names
	fields  []plumbline.FieldError
}

var batchPool = sync.Pool{New: func() any { return &batchState{scratch: make([]byte, 0, 4096)} }}

func getBatch() *batchState {
	st := batchPool.Get().(*batchState)
	st.n, st.scratch, st.fields = 0, st.scratch[:0], nil
	return st
}

func putBatch(st *batchState) {
	for i := range st.n {
		st.items[i] = batchItem{}
	}
	batchPool.Put(st)
}

// batchSummary counts what a batch did.
type batchSummary struct {
	items, succeeded, failed, counted, refused int
	faults                                     int // items that failed for want of a dependency (5xx)
	last                                       meter.Decision
	metered                                    bool // last is set
}

// batchRoute is POST /v1/calc/batch.
func (s *Server) batchRoute() *route {
	return &route{
		method: fasthttp.MethodPost, path: BatchPath, operationID: "calc_batch", tag: "calculators", selfMetered: true, prefer: true,
		summary: "Run several calculators in one request",
		description: "Up to 100 items, each `{id, operation_id or path, input}`; the answer lists, in order, `{id, status, body}` for each: " +
			"the status and body its own call would answer (a 422 item does not fail the batch). Every item that names a calculator is " +
			"one call against the rate limit and the monthly quota, admitted or refused item by item: once a Free account reaches its cap " +
			"inside a batch, that item and every later one are 429 problems (with `retry_after`), not counted, and the batch still answers " +
			"200; a key's burst bounds how many items one batch can run at once. A batch from a key the instance already knows is refused " +
			"(over its rate until its `Retry-After`, or a Free account at its cap) is refused whole, before its items are read: one 429 " +
			"as a single call would get. An item naming no calculator is a 404 problem and costs " +
			"nothing. The request itself is not metered unless no item names a calculator (or the batch is refused whole, 422): then it is " +
			"one rate-limited call, not counted. `Prefer: return=minimal` applies to every item. `summary.counted` is what the batch " +
			"added to the monthly usage. Once the answer passes 512 KiB the items left are not run nor counted, each a 413 problem " +
			"to send again (100 items with their schemas pass it; minimal ones do not).",
		request:  &requestDoc{true, refSchema("BatchRequest")},
		response: &responseDoc{"application/json", refSchema("BatchResults")},
		problems: []int{400, 413, 415, 422, 429},
		handle:   s.batchHandler,
	}
}

// batchHandler answers POST /v1/calc/batch.
func (s *Server) batchHandler(ctx *fasthttp.RequestCtx, key *plumbline.APIKey) {
	if !isJSON(ctx.Request.Header.ContentType()) {
		s.writeError(ctx, errMediaType)
		return
	}
	if s.refusedEarly(ctx, key) { // refused before its items are read
		return
	}
	st := getBatch()
	defer putBatch(st)
	if err := s.parseBatch(st, ctx.PostBody()); err != nil {
		if _, ok := s.admit(ctx, key, false); ok { // runs nothing: rate-limited, not counted
			s.writeError(ctx, err)
		}
		return
	}
	if !st.namesCalculator() {
		if _, ok := s.admit(ctx, key, false); !ok {
			return
		}
	}
	minimal := prefersMinimal(ctx)
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	var sum batchSummary
	b := s.runBatch((*bp)[:0], st, key, minimal, requestID(ctx), &sum)
	*bp = b
	if sum.metered {
		setRateLimitHeaders(&ctx.Response.Header, &sum.last)
	}
	if minimal {
		ctx.Response.Header.SetCanonical(headerPreference, preferMinimal)
	}
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(b)
}

// batchTool is the MCP tool calc_batch: the REST batch, its items' bodies
// minimal as every tool result is.
func (s *Server) batchTool(call *mcpCall, dst, args []byte) ([]byte, error) {
	if err := s.mcpRefusedEarly(call); err != nil {
		return dst, err
	}
	st := getBatch()
	defer putBatch(st)
	err := s.parseBatch(st, args)
	if err != nil || !st.namesCalculator() {
		if _, aerr := s.mcpAdmit(call, false); aerr != nil {
			return dst, aerr
		}
	}
	if err != nil {
		return dst, err
	}
	var sum batchSummary
	out := s.runBatch(dst, st, call.key, true, call.requestID, &sum)
	if sum.metered { // its items took the meter's decisions: the message is charged
		call.metered.Add(1)
	}
	return out, nil
}

// parseBatch reads a batch body into st. Anything wrong with the envelope
// (not an object, no items, too many, an item without an id or input, a
// repeated id) is one 422 listing every fault, and nothing runs: a client
// bug is better answered whole than item by item.
func (s *Server) parseBatch(st *batchState, body []byte) error {
	if !jsonr.Valid(body) {
		return plumbline.Errorf(plumbline.EMALFORMED, "the body is not valid JSON: send {\"items\": [{\"id\": …, \"operation_id\": …, \"input\": {…}}]}")
	}
	var items []byte
	seenItems := false
	isObject := jsonr.Members(body, func(k, v []byte) bool {
		switch {
		case !jsonr.KeyIs(k, "items"):
			st.bad(k, -1, nil, "unknown_field", "unknown field; a batch is {\"items\": […]}")
		case seenItems:
			st.bad(nil, -1, nil, "duplicate", "items is given twice")
		default:
			items, seenItems = v, true
		}
		return true
	})
	switch {
	case !isObject:
		st.bad(nil, -1, nil, "type", "a batch is a JSON object: {\"items\": […]}")
	case !seenItems:
		st.bad(nil, -1, []byte("items"), "required", "items is required: an array of 1 to 100 {id, operation_id or path, input}")
	case jsonr.Kind(items) != '[':
		st.bad(nil, -1, []byte("items"), "type", "items must be an array")
	default:
		count := 0
		jsonr.Elements(items, func(elem []byte) bool {
			if count < MaxBatchItems {
				st.parseItem(count, elem)
			}
			count++
			return true
		})
		switch {
		case count == 0:
			st.bad(nil, -1, []byte("items"), "min_items", "items is empty: send 1 to 100 items")
		case count > MaxBatchItems:
			st.bad(nil, -1, []byte("items"), "max_items", "a batch holds at most "+strconv.Itoa(MaxBatchItems)+" items; got "+strconv.Itoa(count)+": split it")
		}
		st.n = min(count, MaxBatchItems)
		st.checkIDs()
	}
	if st.fields != nil {
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the batch is not valid; see errors (nothing was run or counted)", Fields: st.fields}
	}
	for i := range st.n {
		it := &st.items[i]
		it.calc = s.lookupCalc(it.name)
	}
	return nil
}

// parseItem reads item i: {id, operation_id or path, input}.
func (st *batchState) parseItem(i int, elem []byte) {
	it := &st.items[i]
	var id, op, path []byte
	ok := jsonr.Members(elem, func(k, v []byte) bool {
		var slot *[]byte
		switch {
		case jsonr.KeyIs(k, "id"):
			slot = &id
		case jsonr.KeyIs(k, "operation_id"):
			slot = &op
		case jsonr.KeyIs(k, "path"):
			slot = &path
		case jsonr.KeyIs(k, "input"):
			slot = &it.input
		default:
			st.bad(k, i, nil, "unknown_field", "unknown field; an item is {id, operation_id or path, input}")
			return true
		}
		if *slot != nil {
			st.bad(k, i, nil, "duplicate", "given twice")
		}
		*slot = v
		return true
	})
	if !ok {
		st.bad(nil, i, nil, "type", "an item is an object: {id, operation_id or path, input}")
		return
	}
	switch {
	case id == nil:
		st.bad(nil, i, []byte("id"), "required", "id is required: a string naming the item in the answer")
	case jsonr.Kind(id) != '"':
		st.bad(nil, i, []byte("id"), "type", "id must be a string")
	default:
		start := len(st.scratch)
		st.scratch, _ = jsonr.String(st.scratch, id)
		if n := len(st.scratch) - start; n == 0 || n > maxBatchIDLen {
			st.bad(nil, i, []byte("id"), "length", "id must be 1 to "+strconv.Itoa(maxBatchIDLen)+" characters")
		}
		it.id = st.scratch[start:len(st.scratch):len(st.scratch)]
	}
	switch {
	case op != nil && path != nil:
		st.bad(nil, i, []byte("operation_id"), "one_of", "give operation_id or path, not both")
	case op == nil && path == nil:
		st.bad(nil, i, []byte("operation_id"), "required", "give operation_id (calc_concrete_yards) or path (/v1/calc/concrete/yards); GET /v1/calc/list names them")
	default:
		name, field := op, "operation_id"
		if path != nil {
			name, field = path, "path"
		}
		start := len(st.scratch)
		var isString bool
		st.scratch, isString = jsonr.String(st.scratch, name)
		if !isString || len(st.scratch)-start > 256 {
			st.bad(nil, i, []byte(field), "type", field+" must be a string of at most 256 characters")
		}
		it.name = st.scratch[start:len(st.scratch):len(st.scratch)]
	}
	if it.input == nil {
		st.bad(nil, i, []byte("input"), "required", "input is required: the calculator's JSON input object")
	}
}

// namesCalculator reports whether an item names a calculator: a batch that
// runs none is metered as one request (rate-limited, not counted), so
// faulty batches cannot be sent without limit.
func (st *batchState) namesCalculator() bool {
	for i := range st.n {
		if st.items[i].calc != nil {
			return true
		}
	}
	return false
}

// checkIDs requires the items' ids to be distinct: the answer is matched to
// the request by them. A small open-addressing table of FNV-1a hashes keeps
// it linear and allocation-free.
func (st *batchState) checkIDs() {
	var table [256]int16 // item index + 1; 0 empty
	for i := range st.n {
		id := st.items[i].id
		if len(id) == 0 {
			continue
		}
		h := uint32(2166136261)
		for _, c := range id {
			h = (h ^ uint32(c)) * 16777619
		}
		for slot := h & 255; ; slot = (slot + 1) & 255 {
			j := table[slot]
			if j == 0 {
				table[slot] = int16(i + 1)
				break
			}
			if bytes.Equal(st.items[j-1].id, id) {
				st.bad(nil, i, []byte("id"), "duplicate", "id "+strconv.Quote(string(id))+" is also item "+strconv.Itoa(int(j-1))+"'s: ids must be distinct")
				break
			}
		}
	}
}

// bad records a field error: items[i].<field> (i < 0: the batch itself);
// rawKey is a member name as written (escapes kept), field a plain one.
func (st *batchState) bad(rawKey []byte, i int, field []byte, code, msg string) {
	if len(st.fields) > plumbline.MaxFieldErrors {
		return
	}
	name := ""
	if i >= 0 {
		name = "items[" + strconv.Itoa(i) + "]"
	}
	if rawKey != nil {
		text, _ := jsonr.String(nil, append(append([]byte{'"'}, rawKey...), '"'))
		field = text
	}
	if field != nil {
		if name != "" {
			name += "."
		}
		name += string(field)
	}
	st.fields = append(st.fields, plumbline.FieldError{Field: name, Code: code, Message: msg})
}

// lookupCalc finds an item's calculator by operation id or path.
func (s *Server) lookupCalc(name []byte) *calc.Calculator {
	reg := s.cfg.Calculators
	if len(name) > 0 && name[0] == '/' {
		c, _ := reg.ByPath(string(name)) // no allocation: a map index by string(bytes)
		return c
	}
	c, _ := reg.ByOperationID(string(name))
	return c
}

// runBatch meters and runs every item in order, appending the answer to b.
func (s *Server) runBatch(b []byte, st *batchState, key *plumbline.APIKey, minimal bool, reqID []byte, sum *batchSummary) []byte {
	b = append(b, `{"results":[`...)
	start := len(b)
	for i := range st.n {
		it := &st.items[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"id":`...)
		b = jsonw.AppendString(b, it.id)
		b = append(b, `,"status":`...)
		if len(b)-start > MaxBatchAnswerBytes {
			b = s.appendItemProblem(b, 413, "not run and not counted: the batch's answer passed "+strconv.Itoa(MaxBatchAnswerBytes>>10)+
				" KiB before this item; send it again in another batch (Prefer: return=minimal makes answers smaller)", batchPathBytes, reqID, nil)
			sum.failed++
			b = append(b, '}')
			continue
		}
		if s.runItem(&b, it, key, minimal, reqID, sum) == 200 {
			sum.succeeded++
		} else {
			sum.failed++
		}
		b = append(b, '}')
	}
	sum.items = st.n
	return appendSummary(append(b, ']'), sum)
}

// appendSummary closes a batch or a list answer with its summary.
func appendSummary(b []byte, sum *batchSummary) []byte {
	b = append(b, `,"summary":{"items":`...)
	b = strconv.AppendInt(b, int64(sum.items), 10)
	b = append(b, `,"succeeded":`...)
	b = strconv.AppendInt(b, int64(sum.succeeded), 10)
	b = append(b, `,"failed":`...)
	b = strconv.AppendInt(b, int64(sum.failed), 10)
	b = append(b, `,"counted":`...)
	b = strconv.AppendInt(b, int64(sum.counted), 10)
	b = append(b, `,"refused":`...)
	b = strconv.AppendInt(b, int64(sum.refused), 10)
	return append(b, `}}`...)
}

// runItem appends one item's status and body (after `"status":`) and
// returns the status.
func (s *Server) runItem(bp *[]byte, it *batchItem, key *plumbline.APIKey, minimal bool, reqID []byte, sum *batchSummary) int {
	b := *bp
	instance := it.name
	if it.calc == nil {
		if len(instance) == 0 || instance[0] != '/' {
			instance = batchPathBytes
		}
		b = s.appendItemProblem(b, 404, "no calculator "+strconv.Quote(string(it.name))+"; GET /v1/calc/list names every operation_id and path", instance, reqID, nil)
		*bp = b
		return 404
	}
	instance = unsafe.Slice(unsafe.StringData(it.calc.Path), len(it.calc.Path)) // read only
	status, d, admitted := s.meterItem(bp, key, instance, reqID, sum)
	if !admitted {
		return status
	}
	d.Operation = it.calc.OperationID
	status = s.itemAnswer(bp, it, minimal, instance, reqID)
	s.settleItem(key, d, countsStatus(status, true), sum) // a calculator's answer is its figures
	return status
}

// itemAnswer appends an admitted item's status and body and returns the status.
func (s *Server) itemAnswer(bp *[]byte, it *batchItem, minimal bool, instance, reqID []byte) int {
	b := *bp
	mark := len(b)
	b = append(b, `200,"body":`...)
	out, err := it.calc.Run(b, it.input)
	if err != nil {
		status, detail, fields := s.problemOf(domainError(err), reqID)
		*bp = s.appendItemProblem(out[:mark], status, detail, instance, reqID, fields)
		return status
	}
	if !minimal {
		out = append(out[:len(out)-1], `,"schemas":`...)
		out = append(out, it.calc.SchemasJSON()...)
		out = append(out, '}')
	}
	*bp = out
	return 200
}

var batchPathBytes = []byte(BatchPath)

// meterItem admits one item of a batch or list as its own call; an
// admitted item is settled by settleItem once its status is known. A
// refused item's status and problem are appended to *bp (429 with
// retry_after) and admitted is false.
func (s *Server) meterItem(bp *[]byte, key *plumbline.APIKey, instance, reqID []byte, sum *batchSummary) (status int, d meter.Decision, admitted bool) {
	d, err := s.cfg.Meter.Begin(context.Background(), key, clock.Now(), true)
	if err != nil {
		status, detail, fields := s.problemOf(err, reqID)
		sum.faults++
		*bp = s.appendItemProblem(*bp, status, detail, instance, reqID, fields)
		return status, d, false
	}
	sum.last, sum.metered = d, true
	if !d.Allowed {
		sum.refused++
		*bp = s.appendRefused(*bp, key, &d, instance, reqID)
		return 429, d, false
	}
	return 200, d, true
}

// settleItem counts an admitted item as settle counts a single call: an
// item answered with a 4xx or 5xx, or with no figure, is not counted.
func (s *Server) settleItem(key *plumbline.APIKey, d meter.Decision, counted bool, sum *batchSummary) {
	s.settle(key, d, counted)
	if counted {
		sum.counted++
	}
}

// appendRefused appends `429,"retry_after":<s>,"body":<problem>` for an
// item the meter refused: the problem its own call would answer.
func (s *Server) appendRefused(b []byte, key *plumbline.APIKey, d *meter.Decision, instance, reqID []byte) []byte {
	b = append(b, `429,"retry_after":`...)
	b = strconv.AppendInt(b, ceilSeconds(d.RetryAfter), 10)
	b = append(b, `,"body":`...)
	e := refusal(key, d).(*plumbline.Error)
	return s.appendProblemCode(b, 429, e.Code, e.Message, instance, reqID, nil)
}

// appendItemProblem appends `<status>,"body":<problem>`.
func (s *Server) appendItemProblem(b []byte, status int, detail string, instance, reqID []byte, fields []plumbline.FieldError) []byte {
	b = strconv.AppendInt(b, int64(status), 10)
	b = append(b, `,"body":`...)
	return s.appendProblem(b, status, detail, instance, reqID, fields)
}

// problemOf is the status, detail and field errors of an item's failure; a
// fault that is not the client's (500) is logged and answered generically,
// as writeError does.
func (s *Server) problemOf(err error, reqID []byte) (int, string, []plumbline.FieldError) {
	status := statusOf(err)
	var e *plumbline.Error
	if status != 500 && errors.As(err, &e) {
		return status, e.Message, e.Fields
	}
	if status == 503 {
		return status, "a service this request needs cannot be reached; retry later", nil
	}
	s.cfg.Logger.Error("batch item failed", slog.String("request_id", string(reqID)), slog.Any("error", err))
	return 500, "the server failed to handle this item; report the request_id to support", nil
}
