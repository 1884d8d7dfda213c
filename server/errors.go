package server

import (
	"context"
	"errors"
	"io"
	"net"
	"syscall"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/calc"
)

// statusByCode is the one table from domain error codes to HTTP statuses.
var statusByCode = map[string]int{
	plumbline.EMALFORMED:    400,
	plumbline.EUNAUTHORIZED: 401,
	plumbline.EPAYMENT:      402,
	plumbline.EFORBIDDEN:    403,
	plumbline.ENOTFOUND:     404,
	plumbline.EGONE:         410,
	plumbline.ECONFLICT:     409,
	plumbline.ETOOLARGE:     413,
	plumbline.EMEDIATYPE:    415,
	plumbline.EINVALID:      422,
	plumbline.ERATELIMIT:    429,
	plumbline.EQUOTA:        429,
	plumbline.ESPENDCAP:     429,
	plumbline.EKEYLIMIT:     429,
	plumbline.EINTERNAL:     500,
	plumbline.EUNAVAILABLE:  503,
}

// statusOf returns the HTTP status for err: 503 for a dependency that
// cannot be reached (even when a store passed its driver's error through
// bare), 500 for anything else unmapped.
func statusOf(err error) int {
	code := plumbline.ErrorCode(err)
	if code == plumbline.EINTERNAL && unreachable(err) {
		return 503
	}
	if s, ok := statusByCode[code]; ok {
		return s
	}
	return 500
}

// unreachable reports whether err is a dependency that could not be reached
// or did not answer in time: a network error, a deadline, or a driver error
// that says retrying is safe (pgconn's connect and lock errors).
func unreachable(err error) bool {
	var ne net.Error
	var retry interface{ SafeToRetry() bool }
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, syscall.ECONNREFUSED),
		errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF):
		return true
	case errors.As(err, &ne):
		return true
	case errors.As(err, &retry):
		return retry.SafeToRetry()
	}
	return false
}

// domainError translates the calculator engine's errors into domain errors;
// anything else passes through (and, unmapped, is a 500).
func domainError(err error) error {
	var syn *calc.SyntaxError
	var inv *calc.InputError
	switch {
	case errors.As(err, &syn):
		return &plumbline.Error{Code: plumbline.EMALFORMED, Message: "the body is not valid JSON: " + syn.Error()}
	case errors.As(err, &inv):
		fields := make([]plumbline.FieldError, len(inv.Fields))
		for i, f := range inv.Fields {
			fields[i] = plumbline.FieldError(f)
		}
		return &plumbline.Error{Code: plumbline.EINVALID, Message: "the input is not valid for this calculator; see errors for each field", Fields: fields}
	}
	return err
}
