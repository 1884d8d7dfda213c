package billing

import (
	"crypto/rand"
	"encoding/base32"
	"strings"
)

var idEncoding = base32.NewEncoding("0123456789abcdefghjkmnpqrstvwxyz").WithPadding(base32.NoPadding)

// newID returns prefix + 16 random base32 characters (80 bits).
func newID(prefix string) string {
	var b [10]byte
	_, _ = rand.Read(b[:])
	return prefix + idEncoding.EncodeToString(b[:])
}

// normalEmail is the form e-mails are compared in.
func normalEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }
