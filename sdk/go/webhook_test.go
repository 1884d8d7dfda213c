package plumbline_test

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	plumbline "github.com/plumbline-api/plumbline/sdk/go"
)

// signedDelivery is a delivery the server's signer signed, handed to the
// SDK tests by sdk/sdk_test.go (PLUMBLINE_SDK_TEST_WEBHOOK).
type signedDelivery struct {
	Body, Header, Secret, OldHeader string
}

func serverSigned(t *testing.T) signedDelivery {
	t.Helper()
	raw := os.Getenv("PLUMBLINE_SDK_TEST_WEBHOOK")
	if raw == "" {
		t.Skip("PLUMBLINE_SDK_TEST_WEBHOOK is not set (sdk/sdk_test.go sets it from the server's signer)")
	}
	var d signedDelivery
	if err := json.Unmarshal([]byte(raw), &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestVerifyWebhook(t *testing.T) {
	d := serverSigned(t)
	if err := plumbline.VerifyWebhook([]byte(d.Body), d.Header, d.Secret, 0); err != nil {
		t.Fatalf("the server's signature: %v", err)
	}
	if err := plumbline.VerifyWebhook([]byte(strings.Replace(d.Body, "evt_", "evt_x", 1)), d.Header, d.Secret, 0); !errors.Is(err, plumbline.ErrWebhookSignature) {
		t.Fatalf("an altered body: %v", err)
	}
	if err := plumbline.VerifyWebhook([]byte(d.Body), d.Header, d.Secret+"x", 0); !errors.Is(err, plumbline.ErrWebhookSignature) {
		t.Fatalf("another secret: %v", err)
	}
	if err := plumbline.VerifyWebhook([]byte(d.Body), d.OldHeader, d.Secret, 5*time.Minute); !errors.Is(err, plumbline.ErrWebhookTimestamp) {
		t.Fatalf("a signature an hour old: %v", err)
	}
	if err := plumbline.VerifyWebhook([]byte(d.Body), "t="+strconv.FormatInt(time.Now().Unix(), 10), d.Secret, 0); !errors.Is(err, plumbline.ErrWebhookSignature) {
		t.Fatalf("no v1: %v", err)
	}
}
