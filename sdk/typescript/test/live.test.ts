// These tests need a live plumbline: PLUMBLINE_SDK_TEST_SERVER (its base
// URL) and PLUMBLINE_SDK_TEST_KEY (a key with room to spare), with signup on
// (a payment processor, stripe-mock in make test). make test starts one and
// runs them (sdk/sdk_test.go); without it they skip, and under CI=true they
// fail.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test, type TestContext } from "node:test";
import { createPlumbline, ok, PlumblineError, type Plumbline, type PlumblineOptions, type RetryEvent } from "../src/index.js";

const base = process.env.PLUMBLINE_SDK_TEST_SERVER ?? "";
const key = process.env.PLUMBLINE_SDK_TEST_KEY ?? "";

function live(t: TestContext, options: PlumblineOptions = {}): Plumbline | undefined {
    if (!base || !key) {
        if (process.env.CI === "true") {
            assert.fail("PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY are required in CI (make test sets them)");
        }
        t.skip("SKIPPING: set PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY to a live plumbline (make test does)");
        return undefined;
    }
    return createPlumbline({ baseUrl: base, apiKey: key, ...options });
}

// A Free account (10 requests a minute, bursts of 20) and a client with its key.
async function signup(t: TestContext, options: PlumblineOptions = {}): Promise<Plumbline | undefined> {
    const anon = live(t);
    if (!anon) return undefined;
    const account = await ok(anon.POST("/v1/account/signup", {
        body: { email: `sdk-ts-${randomBytes(6).toString("hex")}@example.com`, payment_method_id: "pm_card_visa" },
    }));
    assert.equal(account.tier, "free");
    return createPlumbline({ baseUrl: base, apiKey: account.api_key, ...options });
}

const slab = { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 };

test("live calculator", async (t) => {
    const pl = live(t);
    if (!pl) return;
    const yards = await ok(pl.POST("/v1/calc/concrete/yards", { body: slab }));
    // The spec's worked example: 10 ft x 10 ft x 4 in with 10 % waste.
    assert.equal(yards.cubic_yards, 1.358);
    assert.equal(yards.bags_80lb, 49);
    assert.equal(yards.code_reference, "IRC R506.1");
    const rl = pl.rateLimit;
    assert.ok(rl && rl.limit! > 0 && rl.burst! > 0 && rl.remaining > 0 && rl.window === 60, JSON.stringify(rl));
});

test("live code section", async (t) => {
    const pl = live(t);
    if (!pl) return;
    const section = await ok(pl.GET("/v1/codes/{code}/sections/{section}", { params: { path: { code: "irc", section: "R311.7.5" } } }));
    assert.equal(section.kind, "section");
    if (section.kind !== "section") return; // narrows the oneOf by its discriminator
    assert.equal(section.citation, "IRC R311.7.5");
    assert.ok(section.title);
    assert.ok(section.related_calc_kinds.includes("/v1/calc/stairs/rise-run"));
});

test("live costs", async (t) => {
    const pl = live(t);
    if (!pl) return;
    const lumber = await ok(pl.GET("/v1/costs/materials", { params: { query: { category: "lumber" } } }));
    // Lumber is one BLS producer price index, WPUSI004011, as published.
    assert.equal(lumber.category, "lumber");
    assert.ok(lumber.index_value > 0);
    assert.ok(lumber.history.length >= 2);
    assert.deepEqual(lumber.series.map((s) => s.series_id), ["WPUSI004011"]);
    assert.ok(lumber.sources.length > 0);
});

test("live products", async (t) => {
    const pl = live(t);
    if (!pl) return;
    const found = await ok(pl.GET("/v1/products/search", { params: { query: { q: "A96DS2V090C20" } } }));
    const hit = found.results[0];
    assert.ok(hit, JSON.stringify(found));
    assert.ok(hit.model_number.startsWith("A96DS2V090C20"));
    assert.equal(hit.certification.program, "ENERGY STAR");
    const product = await ok(pl.GET("/v1/products/{product_id}", { params: { path: { product_id: hit.product_id } } }));
    assert.equal(product.product_id, hit.product_id);
    assert.equal(product.model_number, hit.model_number);
});

test("live 422", async (t) => {
    const pl = live(t);
    if (!pl) return;
    const err = await pl.POST("/v1/calc/concrete/yards", { body: { ...slab, depth_in: 0 } }).then(
        () => assert.fail("a 422 returned"),
        (e: unknown) => e,
    );
    assert.ok(err instanceof PlumblineError, String(err));
    assert.equal(err.status, 422);
    assert.match(err.type, /\/422$/);
    assert.ok(err.detail);
    assert.match(err.request_id, /^req_/);
    assert.deepEqual(err.errors.map((e) => [e.field, e.code]), [["depth_in", "exclusive_minimum"]]);
    assert.match(err.message, /depth_in/);
});

// A Free key's burst spent, the next call is answered 429 with Retry-After,
// and the client waits that long and succeeds.
test("live 429 retried", async (t) => {
    const events: RetryEvent[] = [];
    const pl = await signup(t, { onRetry: (e) => events.push(e) });
    if (!pl) return;
    for (let i = 0; i < 40; i++) {
        const start = Date.now();
        const yards = await ok(pl.POST("/v1/calc/concrete/yards", { body: slab }));
        const e = events[0];
        if (!e) continue;
        assert.equal(e.status, 429);
        assert.ok(e.retryAfter && e.wait >= 1 && e.wait <= 6, `${JSON.stringify(e)}: want a Retry-After of 1 to 6 s (10 a minute)`);
        assert.ok(Date.now() - start >= e.wait * 1000, "returned before Retry-After");
        assert.equal(yards.cubic_yards, 1.358);
        assert.equal(pl.rateLimit?.limit, 10);
        assert.equal(pl.rateLimit?.burst, 20);
        assert.ok(i >= 20, `retried after ${i} calls; the Free burst is 20`);
        return;
    }
    assert.fail("40 calls on a Free key and never a 429");
});

// A key created twice with one Idempotency-Key: the second answer is the
// first, replayed, and only one key exists.
test("live idempotent key creation replayed", async (t) => {
    const pl = await signup(t);
    if (!pl) return;
    const idem = `sdk-ts-${randomBytes(6).toString("hex")}`;
    const first = await pl.POST("/v1/account/api-keys", { params: { header: { "Idempotency-Key": idem } }, body: {} });
    const again = await pl.POST("/v1/account/api-keys", { params: { header: { "Idempotency-Key": idem } }, body: {} });
    assert.ok(first.data && again.data);
    assert.equal(again.data.id, first.data.id);
    assert.equal(again.data.api_key, first.data.api_key);
    assert.equal(first.response.headers.get("Idempotent-Replayed"), null);
    assert.equal(again.response.headers.get("Idempotent-Replayed"), "true");
    // A call without a key of its own gets one from the client: a new key.
    const other = await ok(pl.POST("/v1/account/api-keys", { body: {} }));
    assert.notEqual(other.id, first.data.id);
    const keys = await ok(pl.GET("/v1/account/api-keys"));
    assert.equal(keys.total, 3); // the signup key and two created
    const created = createPlumbline({ baseUrl: base, apiKey: first.data.api_key });
    assert.ok((await ok(created.GET("/v1/calc/list"))).total > 0);
});
