package server

import (
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpadaptor"
)

// metrics counts requests and their latency by method, route (the route
// pattern, never the raw path) and status, in a registry of its own so that
// servers in one process (tests) do not collide.
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	// unmatched holds the series of requests that matched no route, by
	// method; methods outside the standard set share "OTHER" so a client
	// cannot mint series.
	unmatched map[string]*routeSeries
	other     *routeSeries
}

// routeSeries caches the per-status series of one (method, route): label
// lookups hash strings, and the status string would allocate, on every
// request. The map is copy-on-write, so reads take no lock.
type routeSeries struct {
	m             *metrics
	method, route string
	byStatus      atomic.Pointer[map[int]series]
	mu            sync.Mutex
}

type series struct {
	count   prometheus.Counter
	latency prometheus.Observer
}

// latencyBuckets span a cached calculator answer (tens of µs) to a slow
// dependency (seconds).
var latencyBuckets = []float64{0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "plumbline_http_requests_total",
			Help: "HTTP requests answered, by method, route pattern and status.",
		}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "plumbline_http_request_duration_seconds",
			Help:    "Time from reading the request to handing the response to the connection, by method, route pattern and status.",
			Buckets: latencyBuckets,
		}, []string{"method", "route", "status"}),
		unmatched: map[string]*routeSeries{},
	}
	m.registry.MustRegister(m.requests, m.latency,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, method := range []string{"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE"} {
		m.unmatched[method] = m.series(method, "unmatched")
	}
	m.other = m.series("OTHER", "unmatched")
	return m
}

func (m *metrics) series(method, route string) *routeSeries {
	rs := &routeSeries{m: m, method: method, route: route}
	empty := map[int]series{}
	rs.byStatus.Store(&empty)
	return rs
}

type routeKeyType struct{}

// routeKey holds the matched *route in the request's user values.
var routeKey routeKeyType

// observe records one finished request.
func (m *metrics) observe(ctx *fasthttp.RequestCtx) {
	var rs *routeSeries
	if r, ok := ctx.UserValue(routeKey).(*route); ok {
		rs = r.series
	} else if rs = m.unmatched[string(ctx.Method())]; rs == nil {
		rs = m.other
	}
	s := rs.get(ctx.Response.StatusCode())
	s.count.Inc()
	s.latency.Observe(time.Since(ctx.Time()).Seconds())
}

func (rs *routeSeries) get(status int) series {
	if s, ok := (*rs.byStatus.Load())[status]; ok {
		return s
	}
	rs.mu.Lock()
	defer rs.mu.Unlock()
	cur := *rs.byStatus.Load()
	if s, ok := cur[status]; ok {
		return s
	}
	code := strconv.Itoa(status)
	s := series{
		count:   rs.m.requests.WithLabelValues(rs.method, rs.route, code),
		latency: rs.m.latency.WithLabelValues(rs.method, rs.route, code),
	}
	next := make(map[int]series, len(cur)+1)
	for k, v := range cur {
		next[k] = v
	}
	next[status] = s
	rs.byStatus.Store(&next)
	return s
}

// handler serves the Prometheus text exposition format.
func (m *metrics) handler() fasthttp.RequestHandler {
	return fasthttpadaptor.NewFastHTTPHandler(promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{}))
}
