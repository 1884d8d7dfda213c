package billing

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline"
)

// Challenge verifies a browser's bot-challenge token.
type Challenge interface {
	Verify(ctx context.Context, token, remoteIP string) error
}

// SiteVerify checks tokens with a Turnstile-compatible siteverify endpoint:
// a form POST of secret, response and remoteip answered by
// {"success": bool, "error-codes": [...]}.
type SiteVerify struct {
	URL    string
	Secret string
	Client *http.Client
}

// NewSiteVerify verifies against url with secret.
func NewSiteVerify(url, secret string) *SiteVerify {
	return &SiteVerify{URL: url, Secret: secret, Client: &http.Client{Timeout: 10 * time.Second}}
}

var errChallengeFailed = plumbline.Errorf(plumbline.EFORBIDDEN, "the bot challenge was not passed; complete the challenge in the browser and send its fresh token as challenge_token")

func (v *SiteVerify) Verify(ctx context.Context, token, remoteIP string) error {
	form := url.Values{"secret": {v.Secret}, "response": {token}}
	if remoteIP != "" {
		form.Set("remoteip", remoteIP)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, v.URL, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := v.Client.Do(req)
	if err != nil {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "the bot-challenge service could not be reached; retry later")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "the bot-challenge service answered %d; retry later", resp.StatusCode)
	}
	var out struct {
		Success bool `json:"success"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&out); err != nil {
		return plumbline.Errorf(plumbline.EUNAVAILABLE, "the bot-challenge service answered garbage; retry later")
	}
	if !out.Success {
		return errChallengeFailed
	}
	return nil
}
