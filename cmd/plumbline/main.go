// Command plumbline is the plumbline API server.
//
//	plumbline serve     start the server (the default command)
//	plumbline migrate   apply the schema migrations to DATABASE_URL
//	plumbline import    load the reference data into DATABASE_URL
//	plumbline openapi   print the OpenAPI 3.1 document
//	plumbline version   print the release
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/plumbline-api/plumbline"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

const usage = `usage: plumbline [command]

commands:
  serve     start the API server (default); settings come from the environment
  migrate   apply the schema migrations to DATABASE_URL (serve also does, at start)
  import    load the reference data (PLUMBLINE_DATA_DIR and the curated tables) into
            DATABASE_URL as one new version, switched to atomically; re-running it with
            the same files changes nothing
  data      pull the publishers' releases, report their freshness, verify the data directory
            against the source manifest, or bundle a snapshot (plumbline data pull --list;
            plumbline data status; plumbline data verify [--dir DIR]; plumbline data bundle --from DIR)
  openapi   print the OpenAPI 3.1 document (the source for generated clients)
  version   print the release
`

// run is main without the process: tests call it with their own context,
// environment and output.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "serve":
		if err := serve(ctx, getenv, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "plumbline:", err)
			return 1
		}
		return 0
	case "migrate":
		msg, err := migrate(ctx, getenv)
		if err != nil {
			fmt.Fprintln(stderr, "plumbline:", err)
			return 1
		}
		fmt.Fprintln(stdout, msg)
		return 0
	case "import":
		if err := importData(ctx, getenv, stdout, stderr, isTerminal(stderr)); err != nil {
			fmt.Fprintln(stderr, "plumbline:", err)
			return 1
		}
		return 0
	case "data":
		return dataCommand(ctx, args[1:], getenv, stdout, stderr)
	case "openapi":
		if err := printOpenAPI(getenv, stdout); err != nil {
			fmt.Fprintln(stderr, "plumbline:", err)
			return 1
		}
		return 0
	case "version":
		fmt.Fprintln(stdout, "plumbline", plumbline.Version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "plumbline: unknown command %q\n%s", cmd, usage)
	return 2
}

// isTerminal reports whether w is a terminal (the import's progress bar is
// drawn only there).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
