// The people's pages in headless Chromium, as server/browser_test.go runs
// it: node pages.mjs <base url> <screenshot dir> <e-mail> <authorization request path>
// Sign up through /signup, arriving from an application's consent page
// (a declined card first, then a good one, with the processor's and the
// challenge's stand-ins), copy the key, call a calculator with it, go on
// to authorize the application with the new key, then on /account read
// usage, create a key, revoke it through the confirmation dialog and open
// the billing portal; then both pages on a phone. axe-core checks every
// page. Prints one JSON line.
import { launch, watch, audit, shot, phone, desktop } from './browser.mjs';

const [base, dir, email, consentPath] = process.argv.slice(2);
const out = {};
const browser = await launch();
try {
  const ctx = await browser.newContext(desktop);
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const page = await ctx.newPage();
  watch(page, out, 'desktop', base);
  page.setDefaultTimeout(15000);

  await page.goto(base + '/signup?next=' + encodeURIComponent(consentPath));
  const card = page.frameLocator('#card iframe');
  const human = page.frameLocator('#challenge iframe').locator('#human');
  await card.locator('#number').waitFor();
  await human.waitFor();
  await audit(page, 'signup', out);
  await shot(page, dir, 'signup', out);

  // A declined card: the page says what the processor said.
  await page.fill('#email', email);
  await card.locator('#number').fill('4000 0000 0000 0002');
  await card.locator('#exp').fill('12 / 34');
  await card.locator('#cvc').fill('123');
  await human.check();
  await page.click('#signup-submit');
  await page.waitForSelector('#signup-error:not([hidden])');
  out.declined = await page.textContent('#signup-error');
  await shot(page, dir, 'signup-declined', out);

  // A good card; the human check was reset after the failure.
  await card.locator('#number').fill('4242 4242 4242 4242');
  out.challengeReset = !(await human.isChecked());
  await human.check();
  await page.click('#signup-submit');
  await page.waitForSelector('#signup-done:not([hidden])');
  out.shown = await page.textContent('#new-key');
  out.curl = await page.textContent('#curl-line');
  await page.click('#copy-key');
  out.copied = await page.evaluate(() => navigator.clipboard.readText());
  out.copyStatus = await page.textContent('#copy-status');
  await audit(page, 'signup-done', out);
  await shot(page, dir, 'signup-done', out);

  // The key works: a calculator.
  const calc = await fetch(base + '/v1/calc/concrete/yards', {
    method: 'POST', headers: { Authorization: 'Bearer ' + out.copied, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ length_ft: 10, width_ft: 10, depth_in: 4, waste_factor: 0.1 }),
  });
  out.calc = { status: calc.status, body: await calc.json() };

  // Back to the application that sent the person to sign up: the consent
  // page already holds the new key; authorizing sends the browser on to
  // the application's redirect URI.
  const redirectBase = new URL(new URLSearchParams(consentPath.split('?')[1]).get('redirect_uri'));
  await shot(page, dir, 'signup-done-continue', out);
  await page.click('#continue');
  await page.waitForSelector('#consent-form');
  out.prefilled = (await page.inputValue('#api_key')) === out.shown;
  await Promise.all([page.waitForURL((u) => u.toString().startsWith(redirectBase.toString())), page.click('#allow')]);
  out.consentRedirect = page.url();

  // The account page opens with the key this tab holds.
  await page.goto(base + '/account');
  await page.waitForSelector('#account:not([hidden])');
  await page.waitForFunction(() => document.getElementById('usage-text').textContent.includes(' of '));
  out.usage = await page.textContent('#usage-text');
  out.tier = await page.textContent('#who-tier');
  out.keyRows = await page.locator('#keys tbody tr').count();
  await audit(page, 'account', out);

  // Issue 35: a tab holding a key (the account page's) opens a consent
  // page from a link: the field stays empty (the offer from signup was
  // used once, above).
  await page.goto(base + consentPath);
  await page.waitForSelector('#consent-form');
  out.prefilledFromAccount = (await page.inputValue('#api_key')) !== '';
  await page.goto(base + '/account');
  await page.waitForSelector('#account:not([hidden])');
  await shot(page, dir, 'account', out);

  await page.click('#create-key');
  await page.waitForSelector('#created:not([hidden])');
  out.created = await page.textContent('#created-key');
  await page.waitForFunction(() => document.querySelectorAll('#keys tbody tr').length === 2);
  await page.click('#copy-created');
  out.createdCopied = await page.evaluate(() => navigator.clipboard.readText());
  await shot(page, dir, 'account-created', out);

  const row = page.locator('#keys tbody tr', { hasText: out.created.slice(0, 8) });
  await row.locator('button.revoke').click();
  await page.waitForSelector('dialog[open]');
  out.dialog = await page.textContent('#confirm-title');
  await audit(page, 'account-revoke-dialog', out);
  await shot(page, dir, 'account-revoke-dialog', out);
  await page.click('#confirm-yes');
  await row.locator('.status-revoked').waitFor();
  out.revokedStatus = await row.locator('.status-revoked').textContent();
  out.revokeButtons = await page.locator('#keys button.revoke').count();
  await shot(page, dir, 'account-revoked', out);

  // The billing portal: the processor's page (not on this machine's network).
  await page.route('https://billing.stripe.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Portal stand-in</title><h1>Billing portal</h1>' }));
  await page.click('#portal');
  await page.waitForURL(/^https:\/\/billing\.stripe\.com\//);
  out.portal = page.url();
  await ctx.close();

  // A phone: the same pages at 390 px.
  const pctx = await browser.newContext(phone);
  const p = await pctx.newPage();
  watch(p, out, 'phone', base);
  p.setDefaultTimeout(15000);
  await p.goto(base + '/signup');
  await p.frameLocator('#card iframe').locator('#number').waitFor();
  await audit(p, 'signup-phone', out);
  await shot(p, dir, 'signup-phone', out);
  await p.goto(base + '/account');
  await p.fill('#api-key', out.copied);
  await p.click('#open-form button[type=submit]');
  await p.waitForSelector('#account:not([hidden])');
  await p.waitForFunction(() => document.querySelectorAll('#keys tbody tr').length === 2);
  await audit(p, 'account-phone', out);
  await shot(p, dir, 'account-phone', out);
  out.phoneOverflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await pctx.close();
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
