"""The layer against a scripted server: what the live server cannot be made
to do on demand (a 503, a month-long Retry-After, a proxy's page)."""

import asyncio
import email.utils
import http.server
import os
import threading
import time
import unittest
from unittest import mock

from plumbline import Plumbline, PlumblineError, RateLimit, RetryEvent
from plumbline.api.calculators import calc_list
from plumbline.api.concrete import calc_concrete_yards
from plumbline.models import CalcConcreteYardsInput

YARDS_OK = (200, {"Content-Type": "application/json", "RateLimit": '"default";r=7;t=3', "RateLimit-Policy": '"default";q=60;w=60;burst=120'},
            '{"cubic_yards":1.358,"cubic_feet":33.333,"bags_60lb":62,"bags_80lb":49,"bag_yield_60lb_cuft":0.6,"bag_yield_80lb_cuft":0.75,'
            '"bags_60lb_at_maker_yield":82,"bags_80lb_at_maker_yield":62,"waste_included_cuyd":0.123,"code_reference":"IRC R506.1"}')
SLAB = CalcConcreteYardsInput(length_ft=10, width_ft=10, depth_in=4, waste_factor=0.1)


class Stub:
    """A server answering each request with the next answer (the last
    repeats); it records the requests' paths and headers."""

    def __init__(self, *answers):
        self.got = []
        stub = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def answer(self):
                n = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(n)
                stub.got.append((self.path, self.headers))
                status, headers, body = answers[min(len(stub.got), len(answers)) - 1]
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body.encode())))
                self.end_headers()
                self.wfile.write(body.encode())

            do_GET = do_POST = answer

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class Layer(unittest.TestCase):
    def client(self, *args, **kw) -> Plumbline:
        pl = Plumbline(*args, **kw)
        self.addCleanup(pl.close)
        return pl

    def stub(self, *answers) -> Stub:
        s = Stub(*answers)
        self.addCleanup(s.close)
        return s

    def test_retry_503_same_idempotency_key(self):
        s = self.stub((503, {"Retry-After": "0"}, '{"status":503}'), YARDS_OK)
        events = []
        pl = self.client(s.url, "svc_test", on_retry=events.append)
        self.assertEqual(calc_concrete_yards.sync(client=pl.client, body=SLAB).cubic_yards, 1.358)
        self.assertEqual(len(s.got), 2)
        self.assertEqual(events, [RetryEvent(attempt=1, status=503, wait=0.0, retry_after=True)])
        k1 = s.got[0][1]["Idempotency-Key"]
        self.assertEqual(len(k1), 36)
        self.assertEqual(s.got[1][1]["Idempotency-Key"], k1, "one generated key for both attempts")
        self.assertEqual(s.got[1][1]["Authorization"], "Bearer svc_test")
        # The next call is another request: another key. A key given is kept; a GET gets none.
        calc_concrete_yards.sync(client=pl.client, body=SLAB)
        # (Sent through the client's httpx.Client: the stub's answer is no KeyCreated.)
        pl.client.get_httpx_client().post("/v1/account/api-keys", json={}, headers={"Idempotency-Key": "mine"})
        pl.client.get_httpx_client().get("/v1/calc/list")
        self.assertNotEqual(s.got[2][1]["Idempotency-Key"], k1)
        self.assertEqual(len(s.got[2][1]["Idempotency-Key"]), 36)
        self.assertEqual(s.got[3][1]["Idempotency-Key"], "mine")
        self.assertIsNone(s.got[4][1]["Idempotency-Key"])

    def test_backoff_without_retry_after_then_give_up(self):
        s = self.stub((503, {"Content-Type": "application/problem+json"},
                       '{"type":"http://x/errors/503","title":"Service Unavailable","status":503,"detail":"not ready","instance":"/v1/calc/concrete/yards","request_id":"req_1"}'))
        events = []
        pl = self.client(s.url, max_retries=2, on_retry=events.append)
        with self.assertRaises(PlumblineError) as cm:
            calc_concrete_yards.sync(client=pl.client, body=SLAB)
        e = cm.exception
        self.assertEqual((e.status, e.detail, e.request_id), (503, "not ready", "req_1"))
        self.assertEqual((len(s.got), len(events)), (3, 2))
        # Backoff: 0.5 s then 1 s, each with up to half of it random.
        for i, ev in enumerate(events):
            b = 0.5 * 2 ** i
            self.assertTrue(not ev.retry_after and b / 2 <= ev.wait <= b, f"retry {i + 1}: {ev}")

    def test_long_retry_after_raises_at_once(self):
        s = self.stub((429, {"Retry-After": "86400", "Content-Type": "application/problem+json", "X-Request-Id": "req_2",
                             "RateLimit": '"default";r=0;t=120', "RateLimit-Policy": '"default";q=10;w=60;burst=20'},
                       '{"type":"http://x/errors/429","title":"Too Many Requests","status":429,"detail":"the monthly quota of 1000 calls is used up","instance":"/v1/calc/concrete/yards"}'))
        start = time.monotonic()
        with self.assertRaises(PlumblineError) as cm:
            calc_concrete_yards.sync(client=self.client(s.url).client, body=SLAB)
        e = cm.exception
        self.assertEqual((e.status, e.retry_after, e.request_id), (429, 86400.0, "req_2"))
        self.assertEqual(e.rate_limit, RateLimit(remaining=0, reset=120, limit=10, window=60, burst=20))
        self.assertEqual(len(s.got), 1)
        self.assertLess(time.monotonic() - start, 5)

    def test_non_problem_error(self):
        s = self.stub((502, {"Content-Type": "text/html"}, "<html>bad gateway</html>"))
        pl = self.client(s.url)
        with self.assertRaises(PlumblineError) as cm:
            calc_list.sync(client=pl.client)
        e = cm.exception
        self.assertEqual((e.status, e.title), (502, "Bad Gateway"))
        self.assertIn("bad gateway", e.detail)
        self.assertIsNone(pl.rate_limit)

    def test_environment_defaults(self):
        s = self.stub(YARDS_OK)
        with mock.patch.dict(os.environ, {"PLUMBLINE_BASE_URL": s.url + "/", "PLUMBLINE_API_KEY": "svc_from_env"}):
            pl = self.client()
            calc_concrete_yards.sync(client=pl.client, body=SLAB)
            self.assertEqual(s.got[0][0], "/v1/calc/concrete/yards")
            self.assertEqual(s.got[0][1]["Authorization"], "Bearer svc_from_env")
            self.assertEqual(pl.rate_limit, RateLimit(remaining=7, reset=3, limit=60, window=60, burst=120))
            # Arguments win over the environment.
            self.client(api_key="svc_arg").client.get_httpx_client().get("/v1/calc/list")
            self.assertEqual(s.got[1][1]["Authorization"], "Bearer svc_arg")

    def test_retry_after_http_date(self):
        when = email.utils.formatdate(time.time() + 2, usegmt=True)
        s = self.stub((503, {"Retry-After": when}, ""), YARDS_OK)
        events = []
        calc_concrete_yards.sync(client=self.client(s.url, on_retry=events.append).client, body=SLAB)
        self.assertEqual(len(events), 1)
        self.assertTrue(events[0].retry_after and 0 < events[0].wait <= 2, events)

    def test_async(self):
        s = self.stub((503, {"Retry-After": "0"}, ""), YARDS_OK, (422, {"Content-Type": "application/problem+json"},
                      '{"type":"http://x/errors/422","title":"Unprocessable Entity","status":422,"detail":"1 invalid field","instance":"/v1/calc/concrete/yards","request_id":"req_3","errors":[{"field":"depth_in","code":"exclusive_minimum","message":"must be greater than 0"}]}'))
        events = []
        pl = self.client(s.url, on_retry=events.append)

        async def run():
            yards = await calc_concrete_yards.asyncio(client=pl.client, body=SLAB)
            with self.assertRaises(PlumblineError) as cm:
                await calc_concrete_yards.asyncio(client=pl.client, body=SLAB)
            await pl.aclose()
            return yards, cm.exception

        yards, e = asyncio.run(run())
        self.assertEqual(yards.cubic_yards, 1.358)
        self.assertEqual(len(events), 1)
        self.assertEqual(s.got[0][1]["Idempotency-Key"], s.got[1][1]["Idempotency-Key"])
        self.assertEqual((e.status, [f.field for f in e.errors]), (422, ["depth_in"]))


if __name__ == "__main__":
    unittest.main()
