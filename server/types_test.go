package server_test

import (
	"context"

	"github.com/plumbline-api/plumbline/server"
)

type configT = server.Config

func readyCheck(name string, err error) server.ReadyCheck {
	return server.ReadyCheck{Name: name, Check: func(context.Context) error { return err }}
}
