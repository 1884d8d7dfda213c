package billing

import (
	"context"
	"strings"
	"testing"
)

// Without a payment processor (make run) the billing button's answer is
// about billing, not the signup page's "accounts cannot be created"
// (issue 39).
func TestPortalWithoutProcessorSaysBilling(t *testing.T) {
	s := &Service{}
	_, err := s.PortalURL(context.Background(), "cus_1", "http://127.0.0.1/account")
	if err == nil || !strings.Contains(err.Error(), "no billing portal") || strings.Contains(err.Error(), "accounts cannot be created") {
		t.Fatalf("portal without a processor: %v", err)
	}
}
