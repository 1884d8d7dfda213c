// The hand-written layer over openapi-fetch and the generated types
// (schema.ts): the base URL and key from options or the environment, retries
// on 429 and 503 that honour Retry-After, an Idempotency-Key on every
// mutating call, problem answers thrown as PlumblineError, and the RateLimit
// headers of the last answer. The same layer, with the same defaults, is in
// the Go and Python SDKs.
import createClient from "openapi-fetch";
/** Where `make run` serves; PLUMBLINE_BASE_URL overrides it. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:8080";
export const DEFAULT_MAX_RETRIES = 3;
/** Seconds: a longer Retry-After is not waited for. */
export const DEFAULT_MAX_RETRY_WAIT = 60;
/** Seconds: the first wait for a 429 or 503 without Retry-After, doubled with each retry. */
const BACKOFF_BASE = 0.5;
/** An answer of status 400 or more: the RFC 7807 problem the server sent, or what could be read of another body. */
export class PlumblineError extends Error {
    type;
    title;
    status;
    detail;
    instance;
    request_id;
    /** 422: each invalid field. */
    errors;
    /** More field errors than errors[] lists. */
    errors_truncated;
    /** The answer's Retry-After in seconds, if it had one. */
    retry_after;
    rate_limit;
    /** The body as sent. */
    body;
    constructor(response, body) {
        let p = {};
        try {
            const parsed = JSON.parse(body);
            if (parsed !== null && typeof parsed === "object" && typeof parsed.status === "number") {
                p = parsed;
            }
        }
        catch {
            // not JSON: a proxy's page, say
        }
        const str = (v) => (typeof v === "string" ? v : "");
        const title = str(p.title) || response.statusText;
        const detail = "status" in p ? str(p.detail) : body.trim().slice(0, 512);
        const errors = Array.isArray(p.errors) ? p.errors : [];
        const request_id = str(p.request_id) || response.headers.get("X-Request-Id") || "";
        let message = `plumbline: ${response.status} ${title}`;
        if (detail)
            message += `: ${detail}`;
        for (const [i, f] of errors.entries()) {
            if (i === 3) {
                message += ` (and ${errors.length - i} more)`;
                break;
            }
            message += `; ${f.field}: ${f.message}`;
        }
        if (request_id)
            message += ` [${request_id}]`;
        super(message);
        this.name = "PlumblineError";
        this.type = str(p.type);
        this.title = title;
        this.status = response.status;
        this.detail = detail;
        this.instance = str(p.instance);
        this.request_id = request_id;
        this.errors = errors;
        this.errors_truncated = p.errors_truncated === true;
        this.retry_after = retryAfter(response.headers, Date.now());
        this.rate_limit = parseRateLimit(response.headers);
        this.body = body;
    }
}
/** Makes a client: `const pl = createPlumbline(); const yards = await ok(pl.POST("/v1/calc/concrete/yards", { body }))`. */
export function createPlumbline(options = {}) {
    const env = globalThis.process?.env ?? {};
    const baseUrl = (options.baseUrl || env.PLUMBLINE_BASE_URL?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, "");
    const apiKey = options.apiKey || env.PLUMBLINE_API_KEY?.trim() || "";
    const maxRetries = Math.max(options.maxRetries ?? DEFAULT_MAX_RETRIES, 0);
    const maxRetryWait = options.maxRetryWait ?? DEFAULT_MAX_RETRY_WAIT;
    const send = options.fetch ?? ((r) => globalThis.fetch(r));
    let last;
    async function layer(request) {
        // One key for the call, so that every resend of it is the same
        // request to the server (which runs it at most once).
        if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && !request.headers.has("Idempotency-Key")) {
            request.headers.set("Idempotency-Key", globalThis.crypto.randomUUID());
        }
        let pending = request;
        for (let attempt = 0;; attempt++) {
            const spare = pending.clone();
            const response = await send(pending);
            last = parseRateLimit(response.headers);
            if (response.status < 400)
                return response;
            const fromHeader = retryAfter(response.headers, Date.now());
            const wait = fromHeader ?? backoff(attempt + 1, maxRetryWait);
            if ((response.status === 429 || response.status === 503) && attempt < maxRetries && wait <= maxRetryWait) {
                await response.body?.cancel();
                options.onRetry?.({ attempt: attempt + 1, status: response.status, wait, retryAfter: fromHeader !== undefined });
                await sleep(wait, request.signal);
                pending = spare;
                continue;
            }
            throw new PlumblineError(response, await response.text());
        }
    }
    const client = createClient({
        baseUrl,
        fetch: layer,
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
    });
    return Object.defineProperty(client, "rateLimit", { get: () => last, enumerable: true });
}
/** The data of a call that did not throw (openapi-fetch types `data` as optional; with this client
 * an answer of 400 or more is a PlumblineError, so a call that returns has data). */
export async function ok(call) {
    const { data, response } = await call;
    if (data === undefined)
        throw new Error(`plumbline: ${response.status} without a body`);
    return data;
}
/** Reads the RateLimit and RateLimit-Policy headers (undefined without a RateLimit header). */
export function parseRateLimit(headers) {
    const v = headers.get("RateLimit");
    if (!v)
        return undefined;
    const r = params(v);
    const p = params(headers.get("RateLimit-Policy") ?? "");
    return { limit: p.q, window: p.w, burst: p.burst, remaining: r.r ?? 0, reset: r.t ?? 0 };
}
// The integer parameters of a structured-field item (`"default";r=1;t=2`).
function params(v) {
    const out = {};
    for (const p of v.split(";").slice(1)) {
        const [k, n] = p.trim().split("=");
        if (k && n && /^\d+$/.test(n))
            out[k] = Number(n);
    }
    return out;
}
// Retry-After as seconds, or an HTTP date.
function retryAfter(headers, now) {
    const v = headers.get("Retry-After")?.trim();
    if (!v)
        return undefined;
    if (/^\d+$/.test(v))
        return Number(v);
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : Math.max((t - now) / 1000, 0);
}
// The wait before retry n (1, 2, …) when the answer named none: doubled each
// time, capped, with half of it random so that clients refused together do
// not return together.
function backoff(n, limit) {
    const d = Math.min(BACKOFF_BASE * 2 ** Math.min(n - 1, 20), limit);
    return d / 2 + Math.random() * (d / 2);
}
function sleep(seconds, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const t = setTimeout(done, seconds * 1000);
        function done() {
            signal?.removeEventListener("abort", abort);
            resolve();
        }
        function abort() {
            clearTimeout(t);
            reject(signal?.reason);
        }
        signal?.addEventListener("abort", abort, { once: true });
    });
}
export { DEFAULT_WEBHOOK_TOLERANCE, verifyWebhook, WEBHOOK_SIGNATURE_HEADER, WebhookVerificationError } from "./webhook.js";
