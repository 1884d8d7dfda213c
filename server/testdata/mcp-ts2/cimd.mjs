// The official MCP TypeScript 2.x client package (@modelcontextprotocol/client)
// at protocol 2026-07-28, identified by a Client ID Metadata Document, with a
// scope step-up, as server/mcp_ts2_test.go runs it:
//   node cimd.mjs <mcp url> <api key> <client metadata url> <redirect uri>
// The client reads client_id_metadata_document_supported and uses the
// document's URL as its client_id (no registration). It is first authorized
// for "calc" only: at 2026-07-28 (server/discover, no session) it lists the
// tools (the calculators alone) and calls a costs tool, which answers 403
// insufficient_scope; the client re-authorizes with the scope the challenge
// names and the call succeeds; then the resources and prompts lists. The
// person's consent is two requests (the page, then the form), as in
// ../mcp-ts/cimd.mjs. Prints one JSON line.
import { Client, StreamableHTTPClientTransport, auth, UnauthorizedError } from '@modelcontextprotocol/client';

const [mcpUrl, apiKey, clientMetadataUrl, redirectUri] = process.argv.slice(2);
const base = new URL(mcpUrl).origin;
const out = { consents: [], node: process.version };

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
    named: html.includes('Hosted TS2 agent'), host: html.includes(`<code>${new URL(clientMetadataUrl).host}</code>`), status: r.status });
  return to.searchParams; // code and iss (RFC 9207: the server names itself)
}

class Provider {
  get redirectUrl() { return redirectUri; }
  get clientMetadataUrl() { return clientMetadataUrl; }
  get clientMetadata() {
    return { client_name: 'Hosted TS2 agent', redirect_uris: [redirectUri], grant_types: ['authorization_code'],
      response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation() { return this.info; }
  saveClientInformation(info) { this.info = info; }
  tokens() { return this.saved; }
  saveTokens(t) { this.saved = t; }
  async redirectToAuthorization(url) { this.callback = await consent(url); }
  saveCodeVerifier(v) { this.verifier = v; }
  codeVerifier() { return this.verifier; }
  saveDiscoveryState(s) { this.discovery = s; }
  discoveryState() { return this.discovery; }
}

async function connect(provider) {
  const client = new Client({ name: 'plumbline-ts2-check', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
  await client.connect(transport);
  return { client, transport };
}

const escalate = { name: 'costs_list', arguments: {} };
const provider = new Provider();
out.first = await auth(provider, { serverUrl: mcpUrl, scope: 'calc' });
out.iss = provider.callback.get('iss');
out.exchange = await auth(provider, { serverUrl: mcpUrl, authorizationCode: provider.callback.get('code'), iss: out.iss, scope: 'calc' });
out.clientId = provider.info.client_id;
out.firstScope = provider.saved.scope;
let { client, transport } = await connect(provider);
out.protocolVersion = client.getNegotiatedProtocolVersion();
out.calcTools = (await client.listTools()).tools.map((t) => t.name);
try {
  await client.callTool(escalate);
  out.stepUp = 'not asked';
} catch (e) {
  out.stepUp = e instanceof UnauthorizedError ? 'reauthorize' : `${e?.constructor?.name}: ${e?.message}`;
  // The client met the 403, re-authorized with the challenge's scope (the
  // consent ran) and now waits for the callback, as a redirect brings it.
  if (provider.callback) await transport.finishAuth(provider.callback);
}
out.steppedScope = provider.saved.scope;
await client.close();
({ client, transport } = await connect(provider));
out.protocolVersionAfter = client.getNegotiatedProtocolVersion();
const r = await client.callTool(escalate);
out.escalated = { isError: r.isError ?? false, verticals: r.structuredContent?.verticals?.length ?? 0 };
const y = await client.callTool({ name: 'calc_concrete_yards', arguments: { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 } });
out.yards = { isError: y.isError ?? false, cubicYards: y.structuredContent?.cubic_yards };
out.toolsAfter = (await client.listTools()).tools.length;
out.resources = (await client.listResources()).resources.map((x) => x.uri);
out.templates = (await client.listResourceTemplates()).resourceTemplates.map((x) => x.uriTemplate);
out.prompts = (await client.listPrompts()).prompts.map((p) => p.name);
await client.close();
console.log(JSON.stringify(out));
