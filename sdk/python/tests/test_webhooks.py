"""verify_webhook on a delivery the server's own signer signed, handed
over by sdk/sdk_test.go in PLUMBLINE_SDK_TEST_WEBHOOK."""

import json
import os
import unittest

from plumbline.webhooks import WebhookVerificationError, verify_webhook


class TestWebhooks(unittest.TestCase):
    def test_verify_webhook(self):
        raw = os.environ.get("PLUMBLINE_SDK_TEST_WEBHOOK", "")
        if not raw:
            if os.environ.get("CI") == "true":
                self.fail("PLUMBLINE_SDK_TEST_WEBHOOK is required in CI (make test sets it)")
            self.skipTest("SKIPPING: PLUMBLINE_SDK_TEST_WEBHOOK is not set (sdk/sdk_test.go sets it from the server's signer)")
        d = json.loads(raw)
        verify_webhook(d["Body"], d["Header"], d["Secret"])
        verify_webhook(d["Body"].encode(), d["Header"], d["Secret"])
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(d["Body"].replace("evt_", "evt_x", 1), d["Header"], d["Secret"])
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(d["Body"], d["Header"], d["Secret"] + "x")
        with self.assertRaisesRegex(WebhookVerificationError, "tolerance"):
            verify_webhook(d["Body"], d["OldHeader"], d["Secret"], tolerance=300)
        with self.assertRaisesRegex(WebhookVerificationError, "no t= and v1="):
            verify_webhook(d["Body"], "t=1", d["Secret"])
