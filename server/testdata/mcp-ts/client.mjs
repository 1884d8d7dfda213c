// The official MCP TypeScript SDK against plumbline's /mcp, as
// server/mcp_ts_test.go runs it: node client.mjs <mcp url> <api key> [version]
// It connects with StreamableHTTPClientTransport and a Bearer header,
// initializes (at `version` when given), lists the tools, calls
// calc_concrete_yards with the spec's example and with an invalid input,
// calls a codes tool, lists and reads resources (a section record by URI, a
// methodology document), lists the prompts and gets one, ends the session,
// and prints what it saw as one JSON line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [url, key, version] = process.argv.slice(2);
const transport = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { Authorization: `Bearer ${key}` } },
});
if (version) {
  // The SDK's Client always offers its newest revision; a client built for
  // an earlier one offers that. Rewrite the offer, nothing else.
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (message.method === 'initialize') message.params.protocolVersion = version;
    return send(message, options);
  };
}
const client = new Client({ name: 'plumbline-ts-check', version: '1.0.0' });
await client.connect(transport);

const out = { protocolVersion: transport.protocolVersion, server: client.getServerVersion(), sessionId: transport.sessionId };
const tools = [];
let cursor;
do {
  const page = await client.listTools(cursor ? { cursor } : {});
  tools.push(...page.tools);
  cursor = page.nextCursor;
} while (cursor);
out.tools = tools.map((t) => t.name);

// callTool validates structuredContent against the tool's outputSchema.
const yards = await client.callTool({
  name: 'calc_concrete_yards',
  arguments: { length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 },
});
out.yards = { isError: yards.isError ?? false, structured: yards.structuredContent, text: yards.content[0].text };

const bad = await client.callTool({ name: 'calc_concrete_yards', arguments: { length_ft: -1, width_ft: 10, depth_in: 4 } });
out.invalid = { isError: bad.isError ?? false, text: bad.content[0].text };

const zip = await client.callTool({ name: 'codes_jurisdiction_applicable', arguments: { zip: '94103' } });
out.applicable = { isError: zip.isError ?? false, text: zip.content[0].text };

const resources = await client.listResources();
out.resources = resources.resources.map((r) => r.uri);
const templates = await client.listResourceTemplates();
out.templates = templates.resourceTemplates.map((r) => r.uriTemplate);
const section = await client.readResource({ uri: 'plumbline://codes/irc/sections/R311.7.5' });
out.section = section.contents[0].text;
const doc = await client.readResource({ uri: 'plumbline://docs/codes/CATALOG.md' });
out.doc = { mimeType: doc.contents[0].mimeType, text: doc.contents[0].text.slice(0, 80) };

const prompts = await client.listPrompts();
out.prompts = prompts.prompts.map((p) => p.name);
const slab = await client.getPrompt({ name: 'slab_concrete_estimate', arguments: { length_ft: '20', width_ft: '12', depth_in: '4' } });
out.slab = slab.messages[0].content.text;

await transport.terminateSession();
await client.close();
console.log(JSON.stringify(out));
