// Command apidoc writes the API reference for the OpenAPI document on its
// standard input (`make docs`: plumbline openapi | apidoc > docs/api.md).
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/plumbline-api/plumbline/internal/apidoc"
)

func main() {
	raw, err := io.ReadAll(os.Stdin)
	if err == nil {
		var out []byte
		if out, err = apidoc.Render(raw); err == nil {
			_, err = os.Stdout.Write(out)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
