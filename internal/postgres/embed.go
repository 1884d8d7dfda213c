package postgres

import "io/fs"

func embedSub() (fs.FS, error) { return fs.Sub(migrations, "migrations") }

// Latest is the schema version the embedded migrations lead to.
func Latest() int32 {
	entries, _ := migrations.ReadDir("migrations")
	return int32(len(entries))
}
