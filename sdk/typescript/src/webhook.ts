// Written by hand (not generated): checking the signature of a webhook
// delivery, the same algorithm as the Go and Python SDKs'. Web Crypto only,
// so it runs in Node 20+, Deno, Bun, workers and browsers alike.

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = "Plumbline-Signature";

/** Seconds: a delivery signed further than this from now is refused (a replay). */
export const DEFAULT_WEBHOOK_TOLERANCE = 300;

/** Thrown by verifyWebhook when a delivery is not genuine or not recent. */
export class WebhookVerificationError extends Error {
    constructor(message: string) {
        super(message);
        this.name = "WebhookVerificationError";
    }
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
export async function verifyWebhook(
    payload: string | Uint8Array,
    header: string,
    secret: string,
    toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE,
    now: number = Date.now(),
): Promise<void> {
    let ts = "";
    const sigs: string[] = [];
    for (const part of header.split(",")) {
        const i = part.indexOf("=");
        if (i < 0) continue;
        const k = part.slice(0, i).trim();
        const v = part.slice(i + 1).trim();
        if (k === "t") ts = v;
        else if (k === "v1") sigs.push(v.toLowerCase());
    }
    if (!/^\d+$/.test(ts) || sigs.length === 0) {
        throw new WebhookVerificationError("the Plumbline-Signature header has no t= and v1=");
    }
    const enc = new TextEncoder();
    const body = typeof payload === "string" ? enc.encode(payload) : payload;
    const prefix = enc.encode(ts + ".");
    const signed = new Uint8Array(prefix.length + body.length);
    signed.set(prefix);
    signed.set(body, prefix.length);
    const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, signed));
    const want = Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
    if (!sigs.some((s) => equal(s, want))) {
        throw new WebhookVerificationError("the Plumbline-Signature header does not verify this payload");
    }
    if (Math.abs(now / 1000 - Number(ts)) > toleranceSeconds) {
        throw new WebhookVerificationError("the signature's timestamp is outside the tolerance (a replay?)");
    }
}

/** Compares two strings in time independent of where they differ. */
function equal(a: string, b: string): boolean {
    if (a.length !== b.length) return false;
    let d = 0;
    for (let i = 0; i < a.length; i++) d |= a.charCodeAt(i) ^ b.charCodeAt(i);
    return d === 0;
}
