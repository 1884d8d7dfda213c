package plumbline

import (
	"errors"
	"fmt"
)

// Error codes. The HTTP layer maps each code to one status in a single table
// (server/errors.go); domain packages never speak HTTP.
const (
	EINVALID      = "invalid"           // input fails validation; carries field errors
	EMALFORMED    = "malformed"         // body is not parseable (e.g. JSON syntax)
	EUNAUTHORIZED = "unauthorized"      // missing, malformed, unknown or revoked credentials
	EFORBIDDEN    = "forbidden"         // authenticated but not allowed
	ENOTFOUND     = "not_found"         // resource does not exist (or is not the caller's)
	EGONE         = "gone"              // existed once and is no longer kept (an expired dataset version)
	EPAYMENT      = "payment"           // the payment processor refused the card
	ECONFLICT     = "conflict"          // state conflict (duplicate, in-flight idempotent request)
	ETOOLARGE     = "too_large"         // request body over the cap
	EMEDIATYPE    = "media_type"        // unsupported Content-Type
	ERATELIMIT    = "rate_limited"      // over the key's rate (requests per minute, burst) or another throttle
	EQUOTA        = "quota_exhausted"   // a hard-capped (Free) account's monthly quota is used up until the month turns
	ESPENDCAP     = "spend_cap_reached" // a paid account's monthly spend cap is reached until the month turns
	EKEYLIMIT     = "key_limit_reached" // the key's own monthly call limit is reached until the month turns
	EUNAVAILABLE  = "unavailable"       // a dependency is not configured or not reachable
	EINTERNAL     = "internal"          // a bug; never caused by client input
)

// Codes lists every error code; the HTTP layer's test checks each has a status.
var Codes = []string{EINVALID, EMALFORMED, EUNAUTHORIZED, EFORBIDDEN, ENOTFOUND, EGONE, EPAYMENT, ECONFLICT,
	ETOOLARGE, EMEDIATYPE, ERATELIMIT, EQUOTA, ESPENDCAP, EKEYLIMIT, EUNAVAILABLE, EINTERNAL}

// Error is a domain error: a code for machines, a message for people and,
// for validation failures, the fields at fault.
type Error struct {
	Code    string
	Message string
	Fields  []FieldError
}

// MaxFieldErrors is how many field errors an answer lists. Producers keep
// collecting until they hold one more, so the HTTP layer knows the list was
// cut (errors_truncated) while memory stays bounded however many fields a
// hostile body carries.
const MaxFieldErrors = 50

// FieldError names one invalid input field. Field is a path such as
// "length_ft" or "rooms[2].area_sqft"; Code is a stable machine token
// ("required", "minimum", "type", ...).
type FieldError struct {
	Field   string `json:"field"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return fmt.Sprintf("%s: %s", e.Code, e.Message)
	}
	return fmt.Sprintf("%s: %s (%s: %s)", e.Code, e.Message, e.Fields[0].Field, e.Fields[0].Message)
}

// Errorf builds an *Error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL for
// any other non-nil error, and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}
