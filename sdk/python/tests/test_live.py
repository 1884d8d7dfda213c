"""These tests need a live plumbline: PLUMBLINE_SDK_TEST_SERVER (its base
URL) and PLUMBLINE_SDK_TEST_KEY (a key with room to spare), with signup on (a
payment processor, stripe-mock in make test). make test starts one and runs
them (sdk/sdk_test.go); without it they skip, and under CI=true they fail."""

import os
import secrets
import time
import unittest

from plumbline import Plumbline, PlumblineError, RetryEvent
from plumbline.api.account import account_create_key, account_list_keys, account_signup
from plumbline.api.calculators import calc_list
from plumbline.api.codes import codes_get_section
from plumbline.api.concrete import calc_concrete_yards
from plumbline.api.costs import costs_materials
from plumbline.api.products import products_get, products_search
from plumbline.models import (
    KeyRequest,
    CalcConcreteYardsInput,
    CodesGetSectionCode,
    CostsMaterialsCategory,
    SectionAnswer,
    SignupRequest,
)

BASE = os.environ.get("PLUMBLINE_SDK_TEST_SERVER", "")
KEY = os.environ.get("PLUMBLINE_SDK_TEST_KEY", "")

SLAB = dict(length_ft=10, width_ft=10, depth_in=4, waste_factor=0.1)


class Live(unittest.TestCase):
    def setUp(self):
        if not BASE or not KEY:
            if os.environ.get("CI") == "true":
                self.fail("PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY are required in CI (make test sets them)")
            self.skipTest("SKIPPING: set PLUMBLINE_SDK_TEST_SERVER and PLUMBLINE_SDK_TEST_KEY to a live plumbline (make test does)")
        self.pl = self.client(KEY)

    def client(self, key: str, **kw) -> Plumbline:
        pl = Plumbline(BASE, key, **kw)
        self.addCleanup(pl.close)
        return pl

    def signup(self, **kw) -> Plumbline:
        """A Free account (10 requests a minute, bursts of 20) and a client with its key."""
        anon = self.client("")
        account = account_signup.sync(client=anon.client, body=SignupRequest(
            email=f"sdk-py-{secrets.token_hex(6)}@example.com", payment_method_id="pm_card_visa"))
        self.assertEqual(account.tier, "free")
        return self.client(account.api_key, **kw)

    def test_calculator(self):
        yards = calc_concrete_yards.sync(client=self.pl.client, body=CalcConcreteYardsInput(**SLAB))
        # The spec's worked example: 10 ft x 10 ft x 4 in with 10 % waste.
        self.assertEqual(yards.cubic_yards, 1.358)
        self.assertEqual(yards.bags_80lb, 49)
        self.assertEqual(yards.code_reference, "IRC R506.1")
        rl = self.pl.rate_limit
        self.assertTrue(rl and rl.limit > 0 and rl.burst > 0 and rl.remaining > 0 and rl.window == 60, rl)

    def test_code_section(self):
        section = codes_get_section.sync(CodesGetSectionCode.IRC, "R311.7.5", client=self.pl.client)
        self.assertIsInstance(section, SectionAnswer)
        self.assertEqual(section.citation, "IRC R311.7.5")
        self.assertTrue(section.title)
        self.assertIn("/v1/calc/stairs/rise-run", section.related_calc_kinds)

    def test_costs(self):
        lumber = costs_materials.sync(client=self.pl.client, category=CostsMaterialsCategory.LUMBER)
        # Lumber is one BLS producer price index, WPUSI004011, as published.
        self.assertEqual(lumber.category, "lumber")
        self.assertGreater(lumber.index_value, 0)
        self.assertGreaterEqual(len(lumber.history), 2)
        self.assertEqual([s.series_id for s in lumber.series], ["WPUSI004011"])
        self.assertTrue(lumber.sources)

    def test_products(self):
        found = products_search.sync(client=self.pl.client, q="A96DS2V090C20")
        self.assertTrue(found.results, found)
        hit = found.results[0]
        self.assertTrue(hit.model_number.startswith("A96DS2V090C20"))
        self.assertEqual(hit.certification.program, "ENERGY STAR")
        product = products_get.sync(hit.product_id, client=self.pl.client)
        self.assertEqual(product.product_id, hit.product_id)
        self.assertEqual(product.model_number, hit.model_number)

    def test_validation_422(self):
        with self.assertRaises(PlumblineError) as cm:
            calc_concrete_yards.sync(client=self.pl.client, body=CalcConcreteYardsInput(**{**SLAB, "depth_in": 0}))
        e = cm.exception
        self.assertEqual(e.status, 422)
        self.assertTrue(e.type.endswith("/422"), e.type)
        self.assertTrue(e.detail)
        self.assertTrue(e.request_id.startswith("req_"), e.request_id)
        self.assertEqual([(f.field, f.code) for f in e.errors], [("depth_in", "exclusive_minimum")])
        self.assertIn("depth_in", str(e))

    def test_retry_429(self):
        """A Free key's burst spent, the next call is answered 429 with
        Retry-After, and the client waits that long and succeeds."""
        events: list[RetryEvent] = []
        pl = self.signup(on_retry=events.append)
        for i in range(40):
            start = time.monotonic()
            yards = calc_concrete_yards.sync(client=pl.client, body=CalcConcreteYardsInput(**SLAB))
            if not events:
                continue
            e = events[0]
            self.assertEqual(e.status, 429)
            self.assertTrue(e.retry_after and 1 <= e.wait <= 6, f"{e}: want a Retry-After of 1 to 6 s (10 a minute)")
            self.assertGreaterEqual(time.monotonic() - start, e.wait, "returned before Retry-After")
            self.assertEqual(yards.cubic_yards, 1.358)
            self.assertEqual((pl.rate_limit.limit, pl.rate_limit.burst), (10, 20))
            self.assertGreaterEqual(i, 20, f"retried after {i} calls; the Free burst is 20")
            return
        self.fail("40 calls on a Free key and never a 429")

    def test_idempotent_key_creation_replayed(self):
        """A key created twice with one Idempotency-Key: the second answer is
        the first, replayed, and only one key exists."""
        pl = self.signup()
        idem = f"sdk-py-{secrets.token_hex(6)}"
        first = account_create_key.sync_detailed(client=pl.client, body=KeyRequest(), idempotency_key=idem)
        again = account_create_key.sync_detailed(client=pl.client, body=KeyRequest(), idempotency_key=idem)
        self.assertEqual(again.parsed.id, first.parsed.id)
        self.assertEqual(again.parsed.api_key, first.parsed.api_key)
        self.assertNotIn("Idempotent-Replayed", first.headers)
        self.assertEqual(again.headers.get("Idempotent-Replayed"), "true")
        # A call without a key of its own gets one from the client: a new key.
        other = account_create_key.sync(client=pl.client, body=KeyRequest())
        self.assertNotEqual(other.id, first.parsed.id)
        self.assertEqual(account_list_keys.sync(client=pl.client).total, 3)  # the signup key and two created
        created = self.client(first.parsed.api_key)
        self.assertGreater(calc_list.sync(client=created.client).total, 0)


if __name__ == "__main__":
    unittest.main()
