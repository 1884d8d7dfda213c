module github.com/plumbline-api/plumbline

go 1.26.8
