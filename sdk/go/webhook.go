package plumbline

// Written by hand (not generated): checking the signature of a webhook
// delivery, the same algorithm as the TypeScript and Python SDKs'.

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// WebhookSignatureHeader is the header each delivery is signed in:
// t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>.
const WebhookSignatureHeader = "Plumbline-Signature"

// DefaultWebhookTolerance is the replay window VerifyWebhook applies when
// given none: a delivery signed more than 5 minutes from now is refused.
const DefaultWebhookTolerance = 5 * time.Minute

// ErrWebhookSignature: the header does not verify the payload.
var ErrWebhookSignature = errors.New("plumbline: the Plumbline-Signature header does not verify this payload")

// ErrWebhookTimestamp: the signature is older (or newer) than the tolerance.
var ErrWebhookTimestamp = errors.New("plumbline: the webhook signature's timestamp is outside the tolerance (a replay?)")

// VerifyWebhook checks a delivery: payload is the raw request body (before
// any JSON decoding), header the Plumbline-Signature header, secret the
// endpoint's signing secret (whsec_…). It recomputes
// HMAC-SHA256(secret, "<t>.<payload>"), compares it in constant time with
// each v1 of the header, and refuses a t further than tolerance from now
// (0: DefaultWebhookTolerance). A nil error means the delivery is genuine;
// deduplicate by the event's id, since a delivery can come more than once.
func VerifyWebhook(payload []byte, header string, secret string, tolerance time.Duration) error {
	if tolerance <= 0 {
		tolerance = DefaultWebhookTolerance
	}
	var ts string
	var sigs []string
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	t, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrWebhookSignature
	}
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts + "."))
	m.Write(payload)
	want := m.Sum(nil)
	match := false
	for _, s := range sigs {
		if got, err := hex.DecodeString(s); err == nil && hmac.Equal(got, want) {
			match = true
		}
	}
	if !match {
		return ErrWebhookSignature
	}
	if d := time.Since(time.Unix(t, 0)); d > tolerance || d < -tolerance {
		return ErrWebhookTimestamp
	}
	return nil
}
