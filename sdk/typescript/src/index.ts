// The hand-written layer over openapi-fetch and the generated types
// (schema.ts): the base URL and key from options or the environment, retries
// on 429 and 503 that honour Retry-After, an Idempotency-Key on every
// mutating call, problem answers thrown as PlumblineError, and the RateLimit
// headers of the last answer. The same layer, with the same defaults, is in
// the Go and Python SDKs.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** Where `make run` serves; PLUMBLINE_BASE_URL overrides it. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:8080";
export const DEFAULT_MAX_RETRIES = 3;
/** Seconds: a longer Retry-After is not waited for. */
export const DEFAULT_MAX_RETRY_WAIT = 60;
/** Seconds: the first wait for a 429 or 503 without Retry-After, doubled with each retry. */
const BACKOFF_BASE = 0.5;

export interface PlumblineOptions {
    /** The API's base URL; default PLUMBLINE_BASE_URL, else DEFAULT_BASE_URL. */
    baseUrl?: string;
    /** The API key (svc_…); default PLUMBLINE_API_KEY. Without one only signup and health answer. */
    apiKey?: string;
    /** How many times a call answered 429 or 503 is sent again (default 3; 0: never). */
    maxRetries?: number;
    /** The longest wait accepted, in seconds (default 60): a longer Retry-After (a Free
     * account's spent monthly quota) throws at once instead of sleeping. */
    maxRetryWait?: number;
    /** Called before each wait. */
    onRetry?: (event: RetryEvent) => void;
    /** The fetch to send with (default globalThis.fetch). */
    fetch?: (input: Request) => Promise<Response>;
}

export interface RetryEvent {
    /** 1 for the first retry. */
    attempt: number;
    /** 429 or 503. */
    status: number;
    /** Seconds the client sleeps before resending. */
    wait: number;
    /** The wait came from the answer's Retry-After (else backoff). */
    retryAfter: boolean;
}

/** The key's standing as an answer's RateLimit and RateLimit-Policy headers state it. */
export interface RateLimit {
    /** q: requests per window. */
    limit?: number;
    /** w: the window, seconds. */
    window?: number;
    /** Requests that may arrive at once. */
    burst?: number;
    /** r: requests the key may make at once now. */
    remaining: number;
    /** t: seconds until the allowance is full again. */
    reset: number;
}

export type FieldError = components["schemas"]["FieldError"];

/** An answer of status 400 or more: the RFC 7807 problem the server sent, or what could be read of another body. */
export class PlumblineError extends Error {
    readonly type: string;
    readonly title: string;
    readonly status: number;
    readonly detail: string;
    readonly instance: string;
    readonly request_id: string;
    /** 422: each invalid field. */
    readonly errors: FieldError[];
    /** More field errors than errors[] lists. */
    readonly errors_truncated: boolean;
    /** The answer's Retry-After in seconds, if it had one. */
    readonly retry_after: number | undefined;
    readonly rate_limit: RateLimit | undefined;
    /** The body as sent. */
    readonly body: string;

    constructor(response: Response, body: string) {
        let p: Record<string, unknown> = {};
        try {
            const parsed: unknown = JSON.parse(body);
            if (parsed !== null && typeof parsed === "object" && typeof (parsed as { status?: unknown }).status === "number") {
                p = parsed as Record<string, unknown>;
            }
        } catch {
            // not JSON: a proxy's page, say
        }
        const str = (v: unknown): string => (typeof v === "string" ? v : "");
        const title = str(p.title) || response.statusText;
        const detail = "status" in p ? str(p.detail) : body.trim().slice(0, 512);
        const errors = Array.isArray(p.errors) ? (p.errors as FieldError[]) : [];
        const request_id = str(p.request_id) || response.headers.get("X-Request-Id") || "";
        let message = `plumbline: ${response.status} ${title}`;
        if (detail) message += `: ${detail}`;
        for (const [i, f] of errors.entries()) {
            if (i === 3) {
                message += ` (and ${errors.length - i} more)`;
                break;
            }
            message += `; ${f.field}: ${f.message}`;
        }
        if (request_id) message += ` [${request_id}]`;
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

/** openapi-fetch's client for every path of the API, and the RateLimit headers of the last answer. */
export type Plumbline = Client<paths> & {
    /** What the last answer's RateLimit headers said (undefined when it had none: public routes carry none). */
    readonly rateLimit: RateLimit | undefined;
};

/** Makes a client: `const pl = createPlumbline(); const yards = await ok(pl.POST("/v1/calc/concrete/yards", { body }))`. */
export function createPlumbline(options: PlumblineOptions = {}): Plumbline {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
    const baseUrl = (options.baseUrl || env.PLUMBLINE_BASE_URL?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, "");
    const apiKey = options.apiKey || env.PLUMBLINE_API_KEY?.trim() || "";
    const maxRetries = Math.max(options.maxRetries ?? DEFAULT_MAX_RETRIES, 0);
    const maxRetryWait = options.maxRetryWait ?? DEFAULT_MAX_RETRY_WAIT;
    const send = options.fetch ?? ((r: Request) => globalThis.fetch(r));
    let last: RateLimit | undefined;

    async function layer(request: Request): Promise<Response> {
        // One key for the call, so that every resend of it is the same
        // request to the server (which runs it at most once).
        if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && !request.headers.has("Idempotency-Key")) {
            request.headers.set("Idempotency-Key", globalThis.crypto.randomUUID());
        }
        let pending = request;
        for (let attempt = 0; ; attempt++) {
            const spare = pending.clone();
            const response = await send(pending);
            last = parseRateLimit(response.headers);
            if (response.status < 400) return response;
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

    const client = createClient<paths>({
        baseUrl,
        fetch: layer,
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
    });
    return Object.defineProperty(client, "rateLimit", { get: () => last, enumerable: true }) as Plumbline;
}

/** The data of a call that did not throw (openapi-fetch types `data` as optional; with this client
 * an answer of 400 or more is a PlumblineError, so a call that returns has data). */
export async function ok<D>(call: Promise<{ data?: D; response: Response }>): Promise<D> {
    const { data, response } = await call;
    if (data === undefined) throw new Error(`plumbline: ${response.status} without a body`);
    return data;
}

/** Reads the RateLimit and RateLimit-Policy headers (undefined without a RateLimit header). */
export function parseRateLimit(headers: Headers): RateLimit | undefined {
    const v = headers.get("RateLimit");
    if (!v) return undefined;
    const r = params(v);
    const p = params(headers.get("RateLimit-Policy") ?? "");
    return { limit: p.q, window: p.w, burst: p.burst, remaining: r.r ?? 0, reset: r.t ?? 0 };
}

// The integer parameters of a structured-field item (`"default";r=1;t=2`).
function params(v: string): Record<string, number | undefined> {
    const out: Record<string, number | undefined> = {};
    for (const p of v.split(";").slice(1)) {
        const [k, n] = p.trim().split("=");
        if (k && n && /^\d+$/.test(n)) out[k] = Number(n);
    }
    return out;
}

// Retry-After as seconds, or an HTTP date.
function retryAfter(headers: Headers, now: number): number | undefined {
    const v = headers.get("Retry-After")?.trim();
    if (!v) return undefined;
    if (/^\d+$/.test(v)) return Number(v);
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : Math.max((t - now) / 1000, 0);
}

// The wait before retry n (1, 2, …) when the answer named none: doubled each
// time, capped, with half of it random so that clients refused together do
// not return together.
function backoff(n: number, limit: number): number {
    const d = Math.min(BACKOFF_BASE * 2 ** Math.min(n - 1, 20), limit);
    return d / 2 + Math.random() * (d / 2);
}

function sleep(seconds: number, signal: AbortSignal | null): Promise<void> {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
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
