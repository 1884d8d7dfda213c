package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"

	"github.com/plumbline-api/plumbline"
)

func serve(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: cfg.logLevel}))
	a, err := newApp(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer a.close()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	mode := "Postgres store"
	if a.devKey != "" {
		mode = "embedded default: in-memory store"
	}
	fmt.Fprintf(stdout, "plumbline %s listening on http://%s (%s)\n", plumbline.Version, addr, mode)
	if a.devKey != "" {
		// The banner, not the log, carries the dev key: it is the embedded
		// default's one way to hand the operator a usable key.
		fmt.Fprintf(stdout, "dev API key: %s\n", a.devKey)
		printDevTierKeys(stdout, a.devTier)
		fmt.Fprintf(stdout, "try: curl -s http://%s/v1/calc/concrete/yards -H 'Authorization: Bearer %s' -H 'Content-Type: application/json' -d '{\"length_ft\":10,\"width_ft\":10,\"depth_in\":4,\"waste_factor\":0.1}'\n", addr, a.devKey)
	}
	cfg.refresh.announce(stdout)
	logger.Info("listening", slog.String("addr", addr), slog.String("version", plumbline.Version))

	workers, stopWorkers := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, w := range a.workers {
		wg.Go(func() { w(workers) })
	}
	served := make(chan error, 1)
	go func() { served <- a.srv.Serve(ln) }()
	select {
	case err = <-served:
	case <-ctx.Done():
		logger.Info("shutting down: finishing in-flight requests", slog.Duration("timeout", cfg.shutdownTimeout))
		sctx, cancel := context.WithTimeout(context.Background(), cfg.shutdownTimeout)
		defer cancel()
		err = a.srv.Shutdown(sctx)
		if serr := <-served; serr != nil && !errors.Is(serr, net.ErrClosed) {
			err = errors.Join(err, serr)
		}
	}
	stopWorkers() // workers flush once more on the way out
	wg.Wait()
	logger.Info("stopped")
	return err
}

// printOpenAPI writes the OpenAPI document the server would serve.
func printOpenAPI(getenv func(string) string, stdout io.Writer) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	cfg.databaseURL = "" // the document does not depend on the store
	a, err := newApp(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	defer a.close()
	doc, err := a.srv.OpenAPI()
	if err != nil {
		return err
	}
	_, err = stdout.Write(doc)
	return err
}
