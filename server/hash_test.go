package server_test

import "crypto/sha256"

func sha256Of(s string) [32]byte { return sha256.Sum256([]byte(s)) }

// requestHashOf mirrors the server's request hash (method, path, body).
func requestHashOf(method, path, body string) [32]byte {
	return sha256.Sum256([]byte(method + "\x00" + path + "\x00" + body))
}
