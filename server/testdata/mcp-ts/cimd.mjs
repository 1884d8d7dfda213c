// The official MCP TypeScript SDK (1.x) as a client identified by a Client
// ID Metadata Document, and its scope step-up, as server/cimd_ts_test.go
// runs it: node cimd.mjs <mcp url> <api key> <client metadata url> <redirect uri>
// The SDK reads client_id_metadata_document_supported and uses the document's
// URL as its client_id (no registration). It is first authorized for "calc"
// only: it lists the tools (the calculators alone) and calls a costs tool,
// which answers 403 insufficient_scope; the SDK re-authorizes with the scope
// the challenge names, and the call succeeds. The person's consent is two
// requests here (the page, then the form), not a browser: browser_test.go
// drives the page itself. Prints one JSON line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';

const [mcpUrl, apiKey, clientMetadataUrl, redirectUri] = process.argv.slice(2);
const base = new URL(mcpUrl).origin;
const out = { consents: [] };

// consent is the person: reads the page, then authorizes with the key; the
// code comes back in the redirect, which nothing needs to receive.
async function consent(url) {
  const page = await fetch(url);
  const html = await page.text();
  const form = new URLSearchParams(url.searchParams);
  form.set('api_key', apiKey);
  form.set('decision', 'allow');
  const r = await fetch(`${base}/oauth/authorize`, { method: 'POST', redirect: 'manual', body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base } });
  const to = new URL(r.headers.get('location'));
  out.consents.push({ clientId: url.searchParams.get('client_id'), scope: url.searchParams.get('scope'), pageStatus: page.status,
    named: html.includes('Hosted TS agent'), host: html.includes(`<code>${new URL(clientMetadataUrl).host}</code>`), status: r.status });
  return to.searchParams.get('code');
}

class Provider {
  get redirectUrl() { return redirectUri; }
  get clientMetadataUrl() { return clientMetadataUrl; }
  get clientMetadata() {
    return { client_name: 'Hosted TS agent', redirect_uris: [redirectUri], grant_types: ['authorization_code'],
      response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation() { return this.info; }
  saveClientInformation(info) { this.info = info; }
  tokens() { return this.saved; }
  saveTokens(t) { this.saved = t; }
  async redirectToAuthorization(url) { this.code = await consent(url); }
  saveCodeVerifier(v) { this.verifier = v; }
  codeVerifier() { return this.verifier; }
}

async function connect(provider) {
  const client = new Client({ name: 'plumbline-cimd-check', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  await client.connect(transport);
  return { client, transport };
}

const escalate = { name: 'costs_list', arguments: {} };

const provider = new Provider();
// Authorized for the calculators only.
out.first = await auth(provider, { serverUrl: mcpUrl, scope: 'calc' });
out.exchange = await auth(provider, { serverUrl: mcpUrl, authorizationCode: provider.code, scope: 'calc' });
out.clientId = provider.info.client_id;
out.firstScope = provider.saved.scope;
let { client, transport } = await connect(provider);
out.calcTools = (await client.listTools()).tools.map((t) => t.name);
try {
  await client.callTool(escalate);
  out.stepUp = 'not asked';
} catch (e) {
  // The SDK met the 403, re-authorized with the challenge's scope (the
  // consent ran) and now waits for the code, as a redirect would bring it.
  out.stepUp = e instanceof UnauthorizedError ? 'reauthorize' : String(e);
  await transport.finishAuth(provider.code);
}
out.steppedScope = provider.saved.scope;
await client.close();
({ client, transport } = await connect(provider));
const r = await client.callTool(escalate);
out.escalated = { isError: r.isError ?? false, verticals: r.structuredContent?.verticals?.length ?? 0 };
out.toolsAfter = (await client.listTools()).tools.length;
await client.close();
console.log(JSON.stringify(out));
