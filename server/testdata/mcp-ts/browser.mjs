// What the browser checks share: Debian's Chromium started as this
// machine needs it, axe-core run in a page, screenshots, and the console
// errors (a CSP refusal shows up there) a page must not have.
import { chromium } from 'playwright-core';
import { readFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// launch starts headless Chromium: no sandbox (tests run as root), and no
// background networking (this machine has no internet; Chromium would
// keep trying).
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

// watch records the console errors and CSP refusals of our own pages in
// out (the processor's and the challenge's frames log their own: a
// declined card is a 402 there).
export function watch(page, out, label, base) {
  out.consoleErrors ??= [];
  page.on('console', (m) => {
    const at = m.location().url || '';
    if (m.type() !== 'error' || !at.startsWith(base)) return;
    // A page the server answered with a 4xx on purpose (the consent form
    // re-shown with its error) is the answer, not a failure of the page.
    if (at === page.url() && /status of 4\d\d/.test(m.text())) return;
    out.consoleErrors.push(`${label}: ${m.text()} (${at})`);
  });
  page.on('pageerror', (e) => out.consoleErrors.push(`${label}: ${e.message}`));
}

// audit runs axe-core on the page (its own document; the processor's and
// the challenge's frames are theirs) and records the violations by page.
// axe is evaluated through the DevTools protocol, which the page's CSP does
// not govern: the policy under test stays as the server sent it.
export async function audit(page, name, out) {
  await page.evaluate(axeSource);
  const res = await page.evaluate(() => window.axe.run(document, { iframes: false, resultTypes: ['violations'] }));
  out.axe ??= {};
  out.axe[name] = res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

// shot saves a full-page screenshot as <dir>/<name>.png.
export async function shot(page, dir, name, out) {
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  out.screenshots ??= [];
  out.screenshots.push(path);
}

export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const desktop = { viewport: { width: 1280, height: 900 } };
