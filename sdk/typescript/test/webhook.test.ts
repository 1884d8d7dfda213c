// verifyWebhook on a delivery the server's own signer signed, handed over
// by sdk/sdk_test.go in PLUMBLINE_SDK_TEST_WEBHOOK.
import assert from "node:assert/strict";
import { test } from "node:test";
import { verifyWebhook, WebhookVerificationError } from "../src/index.js";

test("verify webhook", async (t) => {
    const raw = process.env.PLUMBLINE_SDK_TEST_WEBHOOK ?? "";
    if (!raw) {
        if (process.env.CI === "true") assert.fail("PLUMBLINE_SDK_TEST_WEBHOOK is required in CI (make test sets it)");
        t.skip("SKIPPING: PLUMBLINE_SDK_TEST_WEBHOOK is not set (sdk/sdk_test.go sets it from the server's signer)");
        return;
    }
    const d = JSON.parse(raw) as { Body: string; Header: string; Secret: string; OldHeader: string };
    await verifyWebhook(d.Body, d.Header, d.Secret);
    await verifyWebhook(new TextEncoder().encode(d.Body), d.Header, d.Secret);
    await assert.rejects(verifyWebhook(d.Body.replace("evt_", "evt_x"), d.Header, d.Secret), WebhookVerificationError);
    await assert.rejects(verifyWebhook(d.Body, d.Header, d.Secret + "x"), WebhookVerificationError);
    await assert.rejects(verifyWebhook(d.Body, d.OldHeader, d.Secret, 300), /tolerance/);
    await assert.rejects(verifyWebhook(d.Body, "t=1", d.Secret), /no t= and v1=/);
});
