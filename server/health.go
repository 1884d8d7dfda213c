package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/valyala/fasthttp"
)

// ReadyCheck is one dependency /readyz asks about.
type ReadyCheck struct {
	Name  string
	Check func(context.Context) error
}

var healthOK = []byte(`{"status":"ok","version":"` + plumbline.Version + `"}`)

func (s *Server) healthz(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.Response.SetBodyRaw(healthOK)
}

func (s *Server) readyz(ctx *fasthttp.RequestCtx, _ *plumbline.APIKey) {
	if s.draining.Load() {
		s.problem(ctx, fasthttp.StatusServiceUnavailable, "the server is shutting down", nil)
		return
	}
	checks := map[string]string{}
	for _, c := range s.cfg.ReadyChecks {
		cctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := c.Check(cctx)
		cancel()
		if err != nil {
			// The error names users, databases and hosts: it goes to the log;
			// the public answer says only which dependency is down.
			s.cfg.Logger.Warn("not ready", slog.String("check", c.Name), slog.Any("error", err))
			s.problem(ctx, fasthttp.StatusServiceUnavailable, "not ready: "+c.Name+": down", nil)
			return
		}
		checks[c.Name] = "ok"
	}
	answer := map[string]any{"status": "ready", "version": plumbline.Version, "checks": checks}
	// How fresh the federal data is (what `plumbline data status` prints):
	// readiness does not depend on it, an operator's monitoring may.
	if f := s.cfg.Reference.Freshness(context.Background()); f != nil {
		answer["data"] = f
	}
	// Which dataset version serves, and what the background refresh of the
	// publishers' releases did last (a publisher down leaves the version
	// before serving: ready, and said here).
	answer["dataset_version"] = s.cfg.Reference.Version()
	if r := s.cfg.Reference.RefreshReport(); r != nil {
		answer["refresh"] = r
	} else {
		answer["refresh"] = map[string]any{"enabled": false}
	}
	body, _ := json.Marshal(answer)
	ctx.SetContentTypeBytes(contentTypeJSON)
	ctx.SetBody(body)
}
