// The account page's spend cap, usage chart and per-key limits in headless
// Chromium, as server/browser_test.go (TestAccountCapAndChartInBrowser)
// runs it: node account.mjs <base url> <api key> <screenshot dir>
// Opens /account with the key, reads the chart (bars, the quota's lines),
// sets a spend cap in dollars, removes it, sets one in calls, and reads
// the chart's cap line and the page's words each time; axe-core checks the
// page; screenshots the page and the chart. Prints one JSON line.
import { launch, watch, audit, shot, desktop, phone } from './browser.mjs';

const [base, key, dir] = process.argv.slice(2);
const out = {};
const browser = await launch();

// chart reads what the chart shows.
async function chart(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('daily-chart');
    const line = (cls) => { const g = svg.querySelector('g.limit.' + cls); return g ? Number(g.dataset.value) : null; };
    return {
      bars: svg.querySelectorAll('g.bar').length,
      barDates: [...svg.querySelectorAll('g.bar')].map((b) => b.dataset.date),
      barTotals: [...svg.querySelectorAll('g.bar')].map((b) => Number(b.dataset.total)),
      line80: line('line-80'), lineQuota: line('line-quota'), lineCap: line('line-cap'),
      role: svg.getAttribute('role'),
      title: document.getElementById('daily-title').textContent,
      desc: document.getElementById('daily-desc').textContent,
      legend: document.getElementById('daily-legend').textContent,
      capText: document.getElementById('cap-text').textContent,
      capStatus: document.getElementById('cap-status').textContent,
    };
  });
}

try {
  const ctx = await browser.newContext(desktop);
  const page = await ctx.newPage();
  watch(page, out, 'desktop', base);
  page.setDefaultTimeout(15000);
  await page.goto(base + '/account');
  await page.fill('#api-key', key);
  await page.click('#open-form button[type=submit]');
  await page.waitForSelector('#account:not([hidden])');
  await page.waitForSelector('#daily-chart g.bar');
  out.before = await chart(page);
  out.keys = await page.evaluate(() => [...document.querySelectorAll('#keys tbody tr')].map((tr) => ({
    month: tr.querySelector('.key-month').textContent, limits: tr.querySelector('.key-limits').textContent,
  })));
  await audit(page, 'account-chart', out);

  // A cap in dollars, then none, then one in calls (left set).
  await page.check('input[name=cap-unit][value=usd]');
  await page.fill('#cap-amount', '2.5');
  await page.click('#cap-set');
  await page.waitForFunction(() => document.getElementById('cap-status').textContent.includes('set') && document.querySelector('#daily-chart g.line-cap'));
  out.usd = await chart(page);

  await page.click('#cap-clear');
  await page.waitForFunction(() => document.getElementById('cap-status').textContent.includes('removed') && !document.querySelector('#daily-chart g.line-cap'));
  out.cleared = await chart(page);

  // A bad amount is refused on the page, before any call.
  await page.check('input[name=cap-unit][value=calls]');
  await page.fill('#cap-amount', '');
  await page.click('#cap-set');
  await page.waitForSelector('#cap-error:not([hidden])');
  out.badAmount = await page.textContent('#cap-error');

  await page.fill('#cap-amount', '300');
  await page.click('#cap-set');
  await page.waitForFunction(() => document.getElementById('cap-status').textContent.includes('set') && document.querySelector('#daily-chart g.line-cap'));
  out.calls = await chart(page);
  out.capErrorHidden = await page.locator('#cap-error').isHidden();
  await audit(page, 'account-cap', out);
  await shot(page, dir, 'account-cap', out);
  const chartShot = dir + '/account-chart.png';
  await page.locator('#daily-chart').screenshot({ path: chartShot });
  out.chartShot = chartShot;
  out.chartBox = await page.locator('#daily-chart').boundingBox();
  await ctx.close();

  // A phone: the chart fits the screen.
  const pctx = await browser.newContext(phone);
  const p = await pctx.newPage();
  watch(p, out, 'phone', base);
  p.setDefaultTimeout(15000);
  await p.goto(base + '/account');
  await p.fill('#api-key', key);
  await p.click('#open-form button[type=submit]');
  await p.waitForSelector('#daily-chart g.line-cap');
  await audit(p, 'account-cap-phone', out);
  await shot(p, dir, 'account-cap-phone', out);
  out.phoneOverflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await pctx.close();
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
