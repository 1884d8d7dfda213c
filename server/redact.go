package server

import "regexp"

// secretPattern matches what must never reach a log: API keys (svc_…),
// OAuth codes, tokens and client secrets (plc_, pla_, plr_, pls_), Stripe
// secrets (sk_…, rk_…, whsec_…) and the credentials of an Authorization
// header, however the text around them is quoted.
var secretPattern = regexp.MustCompile(`(?i)(svc_|pl[acrs]_|sk_(live|test)_|rk_(live|test)_|whsec_)[A-Za-z0-9_\-]+|(authorization:\s*\S+\s+)[^\s"\\]+`)

// redactSecrets blanks every credential in a log line.
func redactSecrets(s string) string {
	return secretPattern.ReplaceAllStringFunc(s, func(m string) string {
		if loc := secretPattern.FindStringSubmatchIndex(m); loc != nil && loc[8] >= 0 {
			return m[:loc[9]] + "[redacted]" // keep "Authorization: Bearer "
		}
		return "[redacted]"
	})
}
