/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export declare const WEBHOOK_SIGNATURE_HEADER = "Plumbline-Signature";
/** Seconds: a delivery signed further than this from now is refused (a replay). */
export declare const DEFAULT_WEBHOOK_TOLERANCE = 300;
/** Thrown by verifyWebhook when a delivery is not genuine or not recent. */
export declare class WebhookVerificationError extends Error {
    constructor(message: string);
}
/**
 * Checks a webhook delivery; resolves when it is genuine, throws
 * WebhookVerificationError when not. `payload` is the raw request body
 * (before any JSON parsing), `header` the Plumbline-Signature header,
 * `secret` the endpoint's signing secret (whsec_…). It recomputes
 * HMAC-SHA256(secret, "<t>.<payload>"), compares it in constant time with
 * each v1 of the header, and refuses a t further than `toleranceSeconds`
 * from now. Deduplicate by the event's id: a delivery can come more than once.
 */
export declare function verifyWebhook(payload: string | Uint8Array, header: string, secret: string, toleranceSeconds?: number, now?: number): Promise<void>;
