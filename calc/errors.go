package calc

import (
	"fmt"
	"strings"
)

// FieldError names one invalid input. Field is a path ("depth_in",
// "walls[1].length_ft"; "" for the body itself) and Code a stable token.
type FieldError struct {
	Field   string
	Code    string
	Message string
}

// InputError reports a body that is valid JSON but not a valid input for the
// calculator: wrong types, missing or unknown fields, values out of bounds,
// or inputs that contradict each other. The HTTP layer answers 422.
type InputError struct {
	Fields []FieldError
}

func (e *InputError) Error() string {
	parts := make([]string, len(e.Fields))
	for i, f := range e.Fields {
		parts[i] = f.Field + ": " + f.Message
	}
	return "invalid input: " + strings.Join(parts, "; ")
}

// Invalid builds an InputError for one field; formulas use it for rules that
// span fields (an opening larger than its wall, say).
func Invalid(field, code, format string, args ...any) *InputError {
	return &InputError{Fields: []FieldError{{Field: field, Code: code, Message: fmt.Sprintf(format, args...)}}}
}

// SyntaxError reports a body that is not well-formed JSON. The HTTP layer
// answers 400.
type SyntaxError struct {
	Offset int // byte offset of the problem
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("malformed JSON at byte %d: %s", e.Offset, e.Msg)
}
