package main

import (
	"strings"
	"testing"
)

func TestSignupUnavailableSaysWhatIsMissing(t *testing.T) {
	full := config{stripeSecretKey: "sk_test_1", stripePublishableKey: "pk_test_1", challengeURL: "https://c.example.com/siteverify", challengeSiteKey: "site"}
	if got := signupUnavailable(full); got != "" {
		t.Fatalf("everything configured: %q", got)
	}
	for _, tc := range []struct {
		change func(*config)
		want   string
	}{
		{func(c *config) { c.stripeSecretKey = "" }, "accounts cannot be created here"},
		{func(c *config) { c.stripePublishableKey = "" }, "STRIPE_PUBLISHABLE_KEY"},
		{func(c *config) { c.challengeSiteKey = "" }, "CHALLENGE_SITE_KEY"},
	} {
		c := full
		tc.change(&c)
		if got := signupUnavailable(c); !strings.Contains(got, tc.want) {
			t.Errorf("%q lacks %q", got, tc.want)
		}
	}
}
