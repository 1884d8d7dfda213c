package server_test

import (
	"regexp"
	"strings"
	"testing"
)

func TestMetrics(t *testing.T) {
	e := start(t)
	for range 3 {
		e.post("/v1/calc/concrete/yards", `{"length_ft":1,"width_ft":1,"depth_in":4}`)
	}
	e.post("/v1/calc/concrete/yards", `{"length_ft":-1,"width_ft":1,"depth_in":4}`)
	e.get("/v1/secret-path-123")
	e.do("BREW", "/coffee", "")
	r := e.do("GET", "/metrics", "")
	if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/plain") {
		t.Fatalf("%d %s", r.status, r.header.Get("Content-Type"))
	}
	body := string(r.body)
	for _, want := range []string{
		`plumbline_http_requests_total{method="POST",route="/v1/calc/concrete/yards",status="200"} 3`,
		`plumbline_http_requests_total{method="POST",route="/v1/calc/concrete/yards",status="422"} 1`,
		`plumbline_http_requests_total{method="GET",route="unmatched",status="404"} 1`,
		`plumbline_http_request_duration_seconds_count{method="POST",route="/v1/calc/concrete/yards",status="200"} 3`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if !regexp.MustCompile(`plumbline_http_request_duration_seconds_bucket\{method="POST",route="/v1/calc/concrete/yards",status="200",le="0.001"\} \d`).MatchString(body) {
		t.Error("no latency histogram buckets")
	}
	if strings.Contains(body, "secret-path-123") || strings.Contains(body, "BREW") {
		t.Error("raw paths or methods leak into labels")
	}

	guarded := start(t, func(c *configT) { c.MetricsToken = "s3cret-token" })
	guarded.mustProblem(guarded.do("GET", "/metrics", ""), 401, "/metrics")
	guarded.mustProblem(guarded.do("GET", "/metrics", "", "Authorization", "Bearer wrong"), 401, "/metrics")
	if r := guarded.do("GET", "/metrics", "", "Authorization", "Bearer s3cret-token"); r.status != 200 {
		t.Fatalf("metrics with token: %d", r.status)
	}
}
