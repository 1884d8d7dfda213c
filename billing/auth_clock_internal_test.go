package billing

import "time"

// SetClock replaces the authenticator's clock (tests in package billing_test).
func (a *Authenticator) SetClock(now func() time.Time) { a.now = now }
