package billing

// NewAuthenticatorSized exposes newAuthenticatorSized to the external tests.
var NewAuthenticatorSized = newAuthenticatorSized
