package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/billing"
	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/server"
)

func serve(ctx context.Context, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: cfg.logLevel}))
	srv, devKey, err := embeddedServer(cfg, logger)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	// The banner, not the log, carries the dev key: it is the embedded
	// default's one way to hand the operator a usable key.
	fmt.Fprintf(stdout, "plumbline %s listening on http://%s (embedded default: in-memory keys)\n", plumbline.Version, addr)
	fmt.Fprintf(stdout, "dev API key: %s\n", devKey)
	fmt.Fprintf(stdout, "try: curl -s http://%s/v1/calc/concrete/yards -H 'Authorization: Bearer %s' -H 'Content-Type: application/json' -d '{\"length_ft\":10,\"width_ft\":10,\"depth_in\":4,\"waste_factor\":0.1}'\n", addr, devKey)
	logger.Info("listening", slog.String("addr", addr), slog.String("version", plumbline.Version), slog.String("dev_key_prefix", billing.DisplayPrefix(devKey)))

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down: finishing in-flight requests", slog.Duration("timeout", cfg.shutdownTimeout))
	sctx, cancel := context.WithTimeout(context.Background(), cfg.shutdownTimeout)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-served; serr != nil && !errors.Is(serr, net.ErrClosed) {
		err = errors.Join(err, serr)
	}
	logger.Info("stopped")
	return err
}

// printOpenAPI writes the OpenAPI document the server would serve.
func printOpenAPI(getenv func(string) string, stdout io.Writer) error {
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	srv, _, err := embeddedServer(cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	_, err = stdout.Write(srv.OpenAPI())
	return err
}

// embeddedServer builds the embedded default: in-memory key store seeded
// with the dev key (PLUMBLINE_DEV_KEY, or a fresh random one).
func embeddedServer(cfg config, logger *slog.Logger) (*server.Server, string, error) {
	pepper := []byte(cfg.pepper)
	if len(pepper) == 0 {
		// Keys live in memory for this process only, so a random pepper loses nothing.
		pepper = make([]byte, 32)
		_, _ = rand.Read(pepper)
		logger.Info("PLUMBLINE_KEY_PEPPER not set: using a random per-process pepper for the in-memory key store")
	}
	hasher, err := billing.NewHasher(pepper)
	if err != nil {
		return nil, "", err
	}
	keys := billing.NewMemoryKeys()
	devKey := cfg.devKey
	if devKey == "" {
		devKey = billing.NewKey()
	}
	keys.Put(hasher.HashString(devKey), &plumbline.APIKey{
		ID: "key_dev", CustomerID: "cus_dev", OwnerEmail: "dev@localhost",
		Prefix: billing.DisplayPrefix(devKey), TierID: plumbline.TierEnterprise, CreatedAt: time.Now().UTC(),
	})
	srv, err := server.New(server.Config{
		BaseURL:       cfg.baseURL,
		ErrorsBaseURL: cfg.errorsBaseURL,
		CORSOrigins:   cfg.corsOrigins,
		MaxBodyBytes:  cfg.maxBodyBytes,
		MetricsToken:  cfg.metricsToken,
		Auth:          billing.NewAuthenticator(hasher, keys),
		Calculators:   calc.Builtin(),
		ReadyChecks:   []server.ReadyCheck{{Name: "keys", Check: keys.Ping}},
		Logger:        logger,
	})
	return srv, devKey, err
}
