// The layer against a scripted server: what the live server cannot be made
// to do on demand (a 503, a month-long Retry-After, a proxy's page).
import assert from "node:assert/strict";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { test, type TestContext } from "node:test";
import { createPlumbline, ok, PlumblineError, type RetryEvent } from "../src/index.js";

type Answer = { status: number; headers?: Record<string, string>; body?: string };

const yardsOK: Answer = {
    status: 200,
    headers: { "Content-Type": "application/json", RateLimit: '"default";r=7;t=3', "RateLimit-Policy": '"default";q=60;w=60;burst=120' },
    body: '{"cubic_yards":1.358,"cubic_feet":33.333,"bags_60lb":62,"bags_80lb":49,"waste_included_cuyd":0.123,"code_reference":"IRC R506.1"}',
};
const slab = { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 };

// A server answering each request with the next answer (the last repeats);
// it records the requests.
async function stub(t: TestContext, ...answers: Answer[]): Promise<{ url: string; got: IncomingMessage[] }> {
    const got: IncomingMessage[] = [];
    const server = createServer((req, res) => {
        got.push(req);
        const a = answers[Math.min(got.length, answers.length) - 1]!;
        req.resume();
        res.writeHead(a.status, a.headers).end(a.body ?? "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, got };
}

async function rejection(p: Promise<unknown>): Promise<PlumblineError> {
    const e = await p.then(() => assert.fail("no error"), (e: unknown) => e);
    assert.ok(e instanceof PlumblineError, String(e));
    return e;
}

test("503 retried with the same idempotency key", async (t) => {
    const { url, got } = await stub(t, { status: 503, headers: { "Retry-After": "0" }, body: '{"status":503}' }, yardsOK);
    const events: RetryEvent[] = [];
    const pl = createPlumbline({ baseUrl: url, apiKey: "svc_test", onRetry: (e) => events.push(e) });
    assert.equal((await ok(pl.POST("/v1/calc/concrete/yards", { body: slab }))).cubic_yards, 1.358);
    assert.equal(got.length, 2);
    assert.deepEqual(events, [{ attempt: 1, status: 503, wait: 0, retryAfter: true }]);
    const k1 = got[0]!.headers["idempotency-key"];
    assert.equal(k1?.length, 36);
    assert.equal(got[1]!.headers["idempotency-key"], k1, "one generated key for both attempts");
    assert.equal(got[1]!.headers.authorization, "Bearer svc_test");
    // The next call is another request: another key. A key given is kept; a GET gets none.
    await pl.POST("/v1/calc/concrete/yards", { body: slab });
    await pl.POST("/v1/account/api-keys", { params: { header: { "Idempotency-Key": "mine" } }, body: {} });
    await pl.GET("/v1/calc/list");
    assert.notEqual(got[2]!.headers["idempotency-key"], k1);
    assert.equal(got[2]!.headers["idempotency-key"]?.length, 36);
    assert.equal(got[3]!.headers["idempotency-key"], "mine");
    assert.equal(got[4]!.headers["idempotency-key"], undefined);
});

test("backoff without Retry-After, then give up", async (t) => {
    const { url, got } = await stub(t, {
        status: 503,
        headers: { "Content-Type": "application/problem+json" },
        body: '{"type":"http://x/errors/503","title":"Service Unavailable","status":503,"detail":"not ready","instance":"/v1/calc/concrete/yards","request_id":"req_1"}',
    });
    const events: RetryEvent[] = [];
    const pl = createPlumbline({ baseUrl: url, maxRetries: 2, onRetry: (e) => events.push(e) });
    const err = await rejection(pl.POST("/v1/calc/concrete/yards", { body: slab }));
    assert.equal(err.status, 503);
    assert.equal(err.detail, "not ready");
    assert.equal(err.request_id, "req_1");
    assert.equal(got.length, 3);
    assert.equal(events.length, 2);
    // Backoff: 0.5 s then 1 s, each with up to half of it random.
    events.forEach((e, i) => {
        const b = 0.5 * 2 ** i;
        assert.ok(!e.retryAfter && e.wait >= b / 2 && e.wait <= b, `retry ${i + 1}: ${JSON.stringify(e)}`);
    });
});

test("a Retry-After past maxRetryWait throws at once", async (t) => {
    const { url, got } = await stub(t, {
        status: 429,
        headers: {
            "Retry-After": "86400", "Content-Type": "application/problem+json", "X-Request-Id": "req_2",
            RateLimit: '"default";r=0;t=120', "RateLimit-Policy": '"default";q=10;w=60;burst=20',
        },
        body: '{"type":"http://x/errors/429","title":"Too Many Requests","status":429,"detail":"the monthly quota of 1000 calls is used up","instance":"/v1/calc/concrete/yards"}',
    });
    const start = Date.now();
    const err = await rejection(createPlumbline({ baseUrl: url }).POST("/v1/calc/concrete/yards", { body: slab }));
    assert.equal(err.status, 429);
    assert.equal(err.retry_after, 86400);
    assert.equal(err.request_id, "req_2");
    assert.deepEqual(err.rate_limit, { limit: 10, window: 60, burst: 20, remaining: 0, reset: 120 });
    assert.equal(got.length, 1);
    assert.ok(Date.now() - start < 5000);
});

test("an error that is not a problem", async (t) => {
    const { url } = await stub(t, { status: 502, headers: { "Content-Type": "text/html" }, body: "<html>bad gateway</html>" });
    const pl = createPlumbline({ baseUrl: url });
    const err = await rejection(pl.GET("/v1/calc/list"));
    assert.equal(err.status, 502);
    assert.equal(err.title, "Bad Gateway");
    assert.match(err.detail, /bad gateway/);
    assert.equal(pl.rateLimit, undefined);
});

test("environment defaults", async (t) => {
    const { url, got } = await stub(t, yardsOK);
    process.env.PLUMBLINE_BASE_URL = url + "/";
    process.env.PLUMBLINE_API_KEY = "svc_from_env";
    t.after(() => {
        delete process.env.PLUMBLINE_BASE_URL;
        delete process.env.PLUMBLINE_API_KEY;
    });
    const pl = createPlumbline();
    await ok(pl.POST("/v1/calc/concrete/yards", { body: slab }));
    assert.equal(got[0]!.url, "/v1/calc/concrete/yards");
    assert.equal(got[0]!.headers.authorization, "Bearer svc_from_env");
    assert.deepEqual(pl.rateLimit, { limit: 60, window: 60, burst: 120, remaining: 7, reset: 3 });
    // Options win over the environment.
    await createPlumbline({ apiKey: "svc_arg" }).GET("/v1/calc/list");
    assert.equal(got[1]!.headers.authorization, "Bearer svc_arg");
});

test("Retry-After as an HTTP date", async (t) => {
    const when = new Date(Date.now() + 2000).toUTCString();
    const { url } = await stub(t, { status: 503, headers: { "Retry-After": when } }, yardsOK);
    const events: RetryEvent[] = [];
    await ok(createPlumbline({ baseUrl: url, onRetry: (e) => events.push(e) }).POST("/v1/calc/concrete/yards", { body: slab }));
    assert.equal(events.length, 1);
    assert.ok(events[0]!.retryAfter && events[0]!.wait > 0 && events[0]!.wait <= 2, JSON.stringify(events));
});
