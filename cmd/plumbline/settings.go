package main

import (
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/plumbline-api/plumbline/billing"
)

// settings are the environment variables plumbline reads, with their
// defaults ("" when unset means "none" or "derived"; the README's settings
// table explains each, and a test checks it lists them all).
var settings = []struct{ name, def string }{
	{"PLUMBLINE_ADDR", "127.0.0.1:8080"},
	{"PLUMBLINE_BASE_URL", ""},        // http://{PLUMBLINE_ADDR}
	{"PLUMBLINE_ERRORS_BASE_URL", ""}, // {PLUMBLINE_BASE_URL}/errors
	{"PLUMBLINE_CORS_ORIGINS", ""},
	{"PLUMBLINE_MAX_BODY_BYTES", "1048576"},
	{"PLUMBLINE_DEV_KEY", ""},    // random
	{"PLUMBLINE_KEY_PEPPER", ""}, // random per process (embedded default)
	{"PLUMBLINE_METRICS_TOKEN", ""},
	{"PLUMBLINE_SHUTDOWN_TIMEOUT", "30s"},
	{"PLUMBLINE_LOG_LEVEL", "info"},
}

// config is the parsed environment.
type config struct {
	addr            string
	baseURL         string
	errorsBaseURL   string
	corsOrigins     []string
	maxBodyBytes    int
	devKey          string
	pepper          string
	metricsToken    string
	shutdownTimeout time.Duration
	logLevel        slog.Level
}

func loadConfig(getenv func(string) string) (config, error) {
	get := func(name string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		for _, s := range settings {
			if s.name == name {
				return s.def
			}
		}
		panic("unknown setting " + name)
	}
	c := config{
		addr:          get("PLUMBLINE_ADDR"),
		baseURL:       strings.TrimRight(get("PLUMBLINE_BASE_URL"), "/"),
		errorsBaseURL: get("PLUMBLINE_ERRORS_BASE_URL"),
		devKey:        get("PLUMBLINE_DEV_KEY"),
		pepper:        get("PLUMBLINE_KEY_PEPPER"),
		metricsToken:  get("PLUMBLINE_METRICS_TOKEN"),
	}
	if _, _, err := net.SplitHostPort(c.addr); err != nil {
		return c, fmt.Errorf("PLUMBLINE_ADDR=%q: %w", c.addr, err)
	}
	if c.baseURL == "" {
		c.baseURL = "http://" + c.addr
	}
	for o := range strings.SplitSeq(get("PLUMBLINE_CORS_ORIGINS"), ",") {
		if o = strings.TrimSpace(o); o != "" {
			c.corsOrigins = append(c.corsOrigins, o)
		}
	}
	var err error
	if c.maxBodyBytes, err = strconv.Atoi(get("PLUMBLINE_MAX_BODY_BYTES")); err != nil || c.maxBodyBytes <= 0 {
		return c, fmt.Errorf("PLUMBLINE_MAX_BODY_BYTES=%q: want a positive number of bytes", get("PLUMBLINE_MAX_BODY_BYTES"))
	}
	if c.shutdownTimeout, err = time.ParseDuration(get("PLUMBLINE_SHUTDOWN_TIMEOUT")); err != nil || c.shutdownTimeout <= 0 {
		return c, fmt.Errorf("PLUMBLINE_SHUTDOWN_TIMEOUT=%q: want a positive Go duration such as 30s", get("PLUMBLINE_SHUTDOWN_TIMEOUT"))
	}
	if err := c.logLevel.UnmarshalText([]byte(get("PLUMBLINE_LOG_LEVEL"))); err != nil {
		return c, fmt.Errorf("PLUMBLINE_LOG_LEVEL: %w", err)
	}
	if c.devKey != "" && !billing.WellFormed(c.devKey) {
		// Never echo the value: it is a credential.
		return c, fmt.Errorf("PLUMBLINE_DEV_KEY must be svc_ followed by 32 base64url characters")
	}
	return c, nil
}
