package postgres

import "io/fs"

func embedSub() (fs.FS, error) { return fs.Sub(migrations, "migrations") }
