// The official MCP TypeScript SDK's OAuth client against plumbline's /mcp,
// as server/browser_test.go runs it: node oauth.mjs <mcp url> <api key> <screenshot dir>
// The SDK meets the 401, discovers the protected resource and the
// authorization server, registers a client, and sends the person to the
// consent page: Chromium authorizes there with the API key (after the
// page is checked on a phone and with axe-core); the redirect lands on a
// loopback callback, the SDK exchanges the code (PKCE) and connects with
// the token, lists the tools and calls one; then it refreshes the token
// and calls again. Prints one JSON line.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { launch, watch, audit, shot, phone, desktop } from './browser.mjs';

const [mcpUrl, apiKey, dir] = process.argv.slice(2);
const base = new URL(mcpUrl).origin;
const out = {};

// The loopback redirect URI a native client registers (RFC 8252).
let landed;
const callback = new Promise((resolve) => { landed = resolve; });
const server = http.createServer((req, res) => {
  const u = new URL(req.url, 'http://127.0.0.1');
  if (u.pathname !== '/callback') { res.writeHead(404).end(); return; }
  landed(Object.fromEntries(u.searchParams));
  res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Authorized</title><p>You can close this window.</p>');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const redirectUrl = `http://127.0.0.1:${server.address().port}/callback`;

const browser = await launch();

// consent is the person: the consent page on a phone (looked at), then
// on a desktop, where they authorize with their key.
async function consent(url) {
  out.authorizationUrl = url.toString();
  const pctx = await browser.newContext(phone);
  const p = await pctx.newPage();
  watch(p, out, 'consent-phone', base);
  await p.goto(url.toString());
  await shot(p, dir, 'consent-phone', out);
  await pctx.close();

  const ctx = await browser.newContext(desktop);
  const page = await ctx.newPage();
  watch(page, out, 'consent', base);
  page.setDefaultTimeout(15000);
  await page.goto(url.toString());
  out.consentTitle = await page.textContent('h1');
  out.consentFacts = await page.textContent('dl.facts');
  out.localWarning = await page.locator('.warning').count();
  await audit(page, 'consent', out);
  await shot(page, dir, 'consent', out);
  // A wrong key first: the page says why and stays.
  await page.fill('#api_key', 'svc_' + 'x'.repeat(32));
  await page.click('#allow');
  await page.waitForSelector('#consent-form .error');
  out.wrongKey = await page.textContent('#consent-form .error');
  await audit(page, 'consent-error', out);
  await shot(page, dir, 'consent-wrong-key', out);
  await page.fill('#api_key', apiKey);
  await Promise.all([page.waitForURL((u) => u.toString().startsWith(redirectUrl)), page.click('#allow')]);
  await ctx.close();
}

class Provider {
  constructor() { this._state = randomBytes(16).toString('hex'); }
  get redirectUrl() { return redirectUrl; }
  get clientMetadata() {
    return { client_name: 'plumbline OAuth check', redirect_uris: [redirectUrl], grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  state() { return this._state; }
  clientInformation() { return this.info; }
  saveClientInformation(info) { this.info = info; }
  tokens() { return this.saved; }
  saveTokens(t) { this.saved = t; }
  async redirectToAuthorization(url) { await consent(url); }
  saveCodeVerifier(v) { this.verifier = v; }
  codeVerifier() { return this.verifier; }
}

async function connect(provider) {
  const client = new Client({ name: 'plumbline-oauth-check', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  await client.connect(transport);
  return { client, transport };
}

async function yards(client) {
  const r = await client.callTool({ name: 'calc_concrete_yards', arguments: { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 } });
  return { isError: r.isError ?? false, structured: r.structuredContent };
}

try {
  const provider = new Provider();
  try {
    await connect(provider);
    out.connectedWithoutAuth = true;
  } catch (e) {
    if (!(e instanceof UnauthorizedError)) throw e;
  }
  const answer = await callback;
  out.stateMatches = answer.state === provider._state;
  out.iss = answer.iss;
  out.clientId = provider.info.client_id;
  const first = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  await first.finishAuth(answer.code);
  out.tokens = { type: provider.saved.token_type, expiresIn: provider.saved.expires_in, scope: provider.saved.scope,
    access: provider.saved.access_token, hasRefresh: !!provider.saved.refresh_token };

  const { client, transport } = await connect(provider);
  out.protocolVersion = transport.protocolVersion;
  const tools = [];
  let cursor;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    tools.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
  } while (cursor);
  out.tools = tools.length;
  out.yards = await yards(client);
  await client.close();

  // The SDK refreshes with the refresh token (rotated), and the new access token works.
  const before = provider.saved;
  out.refresh = await auth(provider, { serverUrl: mcpUrl });
  out.rotated = provider.saved.refresh_token !== before.refresh_token && provider.saved.access_token !== before.access_token;
  out.refreshedAccess = provider.saved.access_token;
  const again = await connect(provider);
  out.yardsAfterRefresh = await yards(again.client);
  await again.client.close();
} finally {
  await browser.close();
  server.close();
}
console.log(JSON.stringify(out));
