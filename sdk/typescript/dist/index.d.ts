import { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";
export type { components, operations, paths } from "./schema.js";
/** Where `make run` serves; PLUMBLINE_BASE_URL overrides it. */
export declare const DEFAULT_BASE_URL = "http://127.0.0.1:8080";
export declare const DEFAULT_MAX_RETRIES = 3;
/** Seconds: a longer Retry-After is not waited for. */
export declare const DEFAULT_MAX_RETRY_WAIT = 60;
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
export declare class PlumblineError extends Error {
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
    constructor(response: Response, body: string);
}
/** openapi-fetch's client for every path of the API, and the RateLimit headers of the last answer. */
export type Plumbline = Client<paths> & {
    /** What the last answer's RateLimit headers said (undefined when it had none: public routes carry none). */
    readonly rateLimit: RateLimit | undefined;
};
/** Makes a client: `const pl = createPlumbline(); const yards = await ok(pl.POST("/v1/calc/concrete/yards", { body }))`. */
export declare function createPlumbline(options?: PlumblineOptions): Plumbline;
/** The data of a call that did not throw (openapi-fetch types `data` as optional; with this client
 * an answer of 400 or more is a PlumblineError, so a call that returns has data). */
export declare function ok<D>(call: Promise<{
    data?: D;
    response: Response;
}>): Promise<D>;
/** Reads the RateLimit and RateLimit-Policy headers (undefined without a RateLimit header). */
export declare function parseRateLimit(headers: Headers): RateLimit | undefined;
export { DEFAULT_WEBHOOK_TOLERANCE, verifyWebhook, WEBHOOK_SIGNATURE_HEADER, WebhookVerificationError } from "./webhook.js";
