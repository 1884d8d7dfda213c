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
	// On make run (nothing configured) the notice names every setting the
	// browser signup needs (issue 39).
	none := signupUnavailable(config{})
	for _, setting := range []string{"STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "CHALLENGE_VERIFY_URL", "CHALLENGE_SECRET", "CHALLENGE_SITE_KEY"} {
		if !strings.Contains(none, setting) {
			t.Errorf("make run's notice %q does not name %s", none, setting)
		}
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
