// The account page: the person pastes a key (kept in this tab's session
// storage, never a cookie); the page lists the account's keys with their
// own limits, creates and revokes keys, shows this month's usage (and by
// day, as a small SVG chart with the quota's 80 % and 100 % and the spend
// cap drawn as lines), sets or removes the spend cap, and opens the
// billing portal.
'use strict';

(function () {
  const P = window.plumbline;
  const openForm = document.getElementById('open-form');
  const keyInput = document.getElementById('api-key');
  const openError = document.getElementById('open-error');
  const account = document.getElementById('account');
  const accountError = document.getElementById('account-error');
  const dialog = document.getElementById('confirm-revoke');
  let key = '';

  openForm.addEventListener('submit', async function (ev) {
    ev.preventDefault();
    P.clearError(openError);
    const k = keyInput.value.trim();
    if (!k) { P.showError(openError, new Error('Paste one of your API keys (svc_…).')); keyInput.focus(); return; }
    await open(k, openError);
  });

  document.getElementById('forget').addEventListener('click', signOut);

  async function open(k, errEl) {
    key = k;
    try {
      await refresh();
    } catch (e) {
      key = '';
      if (e.status === 401) P.forgetKey();
      account.hidden = true;
      openForm.hidden = false;
      P.showError(errEl, e);
      return;
    }
    P.storeKey(k);
    keyInput.value = '';
    openForm.hidden = true;
    account.hidden = false;
  }

  function signOut() {
    key = '';
    P.forgetKey();
    account.hidden = true;
    openForm.hidden = false;
    document.getElementById('created').hidden = true;
    keyInput.focus();
  }

  async function refresh() {
    const [usage, keys, limits, daily] = await Promise.all([
      P.api('GET', '/v1/account/usage', { key: key }),
      P.api('GET', '/v1/account/api-keys', { key: key }),
      P.api('GET', '/v1/account/limits', { key: key }),
      P.api('GET', '/v1/account/usage/daily', { key: key }),
    ]);
    showUsage(usage);
    showKeys(keys);
    showCap(limits);
    lastDaily = daily;
    drawDaily(daily, limits);
  }

  // refreshKeys reads the key list again (a key created or revoked
  // changes nothing else the page shows: one call, not four, under the
  // key's rate).
  async function refreshKeys() {
    showKeys(await P.api('GET', '/v1/account/api-keys', { key: key }));
  }

  let lastDaily = null;

  const fmt = new Intl.NumberFormat();
  const SVG = 'http://www.w3.org/2000/svg';

  function svgEl(name, attrs, parent) {
    const el = document.createElementNS(SVG, name);
    Object.keys(attrs).forEach(function (k) { el.setAttribute(k, attrs[k]); });
    parent.appendChild(el);
    return el;
  }

  // drawDaily draws the month to date by day: one bar per day with calls,
  // as high as the month's total at that day's end (its top, darker, is
  // the day's own calls), against lines at 80 % and 100 % of the quota
  // and at the spend cap (quota + overage allowed), when there is one.
  function drawDaily(daily, limits) {
    const svg = document.getElementById('daily-chart');
    const title = document.getElementById('daily-title');
    const desc = document.getElementById('daily-desc');
    svg.querySelectorAll('g').forEach(function (g) { g.remove(); });
    const W = 640, H = 220, left = 56, right = 8, top = 10, bottom = 24;
    const rows = daily.rows.filter(function (r) { return r.calls > 0; });
    const quota = limits.monthly_quota || 0;
    const cap = limits.spend_cap ? limits.spend_cap.max_monthly_calls : 0;
    let total = 0;
    const bars = rows.map(function (r) { total += r.calls; return { date: r.date, calls: r.calls, total: total }; });
    const lines = [];
    if (quota > 0) {
      lines.push({ cls: 'line-80', value: Math.floor(quota * 0.8), label: '80 % of quota' });
      lines.push({ cls: 'line-quota', value: quota, label: 'quota' });
    }
    if (cap > 0) lines.push({ cls: 'line-cap', value: cap, label: 'spend cap' });
    const top_ = Math.max(total, quota, cap, 1) * 1.08;
    const y = function (v) { return top + (H - top - bottom) * (1 - v / top_); };
    const month = new Date(daily.from + 'T00:00:00Z');
    const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    const slot = (W - left - right) / days;
    const g = svgEl('g', { class: 'plot' }, svg);
    svgEl('line', { class: 'axis', x1: left, x2: W - right, y1: y(0), y2: y(0) }, g);
    bars.forEach(function (b) {
      const day = Number(b.date.slice(8, 10));
      const x = left + slot * (day - 1) + slot * 0.15, w = Math.max(slot * 0.7, 1);
      const bar = svgEl('g', { class: 'bar', 'data-date': b.date, 'data-calls': b.calls, 'data-total': b.total }, g);
      svgEl('rect', { class: 'before', x: x, width: w, y: y(b.total - b.calls), height: y(0) - y(b.total - b.calls) }, bar);
      svgEl('rect', { class: 'day', x: x, width: w, y: y(b.total), height: y(b.total - b.calls) - y(b.total) }, bar);
      svgEl('title', {}, bar).textContent = b.date + ': ' + fmt.format(b.calls) + ' calls, ' + fmt.format(b.total) + ' this month';
    });
    lines.forEach(function (l) {
      const ln = svgEl('g', { class: 'limit ' + l.cls, 'data-value': l.value }, g);
      svgEl('line', { x1: left, x2: W - right, y1: y(l.value), y2: y(l.value) }, ln);
      svgEl('text', { x: left - 4, y: y(l.value) + 4, 'text-anchor': 'end' }, ln).textContent = compact(l.value);
    });
    [1, days].forEach(function (d) {
      svgEl('text', { class: 'tick', x: left + slot * (d - 0.5), y: H - 6, 'text-anchor': 'middle' }, g).textContent = d;
    });
    title.textContent = 'Calls by day, ' + daily.from + ' to ' + daily.to;
    const said = [bars.length + (bars.length === 1 ? ' day' : ' days') + ' with calls, ' + fmt.format(total) + ' calls in all'];
    if (bars.length) {
      const busiest = bars.reduce(function (a, b) { return b.calls > a.calls ? b : a; });
      said.push('the busiest day ' + busiest.date + ' with ' + fmt.format(busiest.calls));
    }
    lines.forEach(function (l) { said.push(l.label + ' at ' + fmt.format(l.value)); });
    desc.textContent = said.join('; ') + '.';
    const legend = document.getElementById('daily-legend');
    legend.textContent = 'Each bar is the month\'s total at the end of a day (its top, darker, is that day\'s calls). Lines: ' +
      lines.map(function (l) { return l.label + ' (' + fmt.format(l.value) + ')'; }).join(', ') + '.';
  }

  function compact(n) {
    if (n >= 1e6) return (n / 1e6).toFixed(n % 1e6 ? 1 : 0) + 'M';
    if (n >= 1e4) return Math.round(n / 1e3) + 'k';
    return fmt.format(n);
  }

  const capForm = document.getElementById('cap-form');
  const capError = document.getElementById('cap-error');
  const capStatus = document.getElementById('cap-status');

  function showCap(l) {
    const text = document.getElementById('cap-text');
    if (l.tier_id === 'free') {
      capForm.hidden = true;
      text.textContent = 'The Free plan stops at its monthly quota: nothing past it is billed. A spend cap bounds the overage of a paid plan.';
      return;
    }
    capForm.hidden = false;
    document.getElementById('cap-clear').disabled = !l.spend_cap;
    if (!l.spend_cap) {
      text.textContent = 'No spend cap: calls past the quota are answered and billed' +
        (l.overage_usd_per_call ? ' at $' + l.overage_usd_per_call + ' each' : '') + '.';
      return;
    }
    const c = l.spend_cap;
    const what = c.usd != null ? '$' + c.usd.toFixed(2) + ' of overage (' + fmt.format(c.overage_calls) + ' calls)' : fmt.format(c.overage_calls) + ' calls of overage';
    text.textContent = 'Capped at ' + what + ': at most ' + fmt.format(c.max_monthly_calls) + ' calls this month, then 429 until ' + P.formatDate(c.resets_at) + '.';
  }

  async function setCap(spendCap) {
    P.clearError(capError);
    capStatus.textContent = '';
    try {
      const l = await P.api('PATCH', '/v1/account/limits', { key: key, body: { spend_cap: spendCap } });
      showCap(l);
      if (lastDaily) drawDaily(lastDaily, l);
      capStatus.textContent = spendCap ? 'The spend cap is set.' : 'The spend cap is removed.';
    } catch (e) {
      P.showError(capError, e);
    }
  }

  capForm.addEventListener('submit', function (ev) {
    ev.preventDefault();
    const unit = capForm.querySelector('input[name=cap-unit]:checked').value;
    const raw = document.getElementById('cap-amount').value.trim();
    const n = Number(raw);
    if (raw === '' || !isFinite(n) || n < 0) {
      P.showError(capError, new Error('Enter how much overage to allow: 0 or more ' + (unit === 'usd' ? 'dollars' : 'calls') + '.'));
      document.getElementById('cap-amount').focus();
      return;
    }
    setCap(unit === 'usd' ? { usd: n } : { calls: n });
  });

  document.getElementById('cap-clear').addEventListener('click', function () { setCap(null); });

  function showUsage(u) {
    document.getElementById('who-key').textContent = u.api_key_prefix + '…';
    document.getElementById('who-tier').textContent = u.tier_id.charAt(0).toUpperCase() + u.tier_id.slice(1);
    const quota = u.monthly_quota || 0;
    const used = u.requests_used || 0;
    const pct = quota > 0 ? Math.min(100, used / quota * 100) : 0;
    const start = new Date(u.period_start), end = new Date(u.period_end);
    const pace = Math.max(0, Math.min(100, (Date.now() - start) / (end - start) * 100));
    const shown = pct > 0 && pct < 1 ? '<1' : String(Math.round(pct));
    document.getElementById('usage-text').textContent =
      fmt.format(used) + ' of ' + fmt.format(quota) + ' calls (' + shown + ' %) from ' +
      P.formatDate(u.period_start) + '; the count starts again on ' + P.formatDate(u.period_end) + '.';
    const bar = document.getElementById('usage-used');
    bar.style.width = pct + '%';
    bar.classList.toggle('over', used > quota);
    document.getElementById('usage-pace').style.left = pace + '%';
    document.getElementById('usage-quota').textContent = fmt.format(quota);
    document.getElementById('usage-overage').textContent = u.requests_overage > 0
      ? fmt.format(u.requests_overage) + ' calls past the quota this month, billed at your plan\'s overage rate on the next invoice.'
      : 'The mark on the bar is how much of the month has passed.';
  }

  function cell(row, label, content) {
    const td = document.createElement('td');
    td.dataset.label = label;
    if (content instanceof Node) td.appendChild(content); else td.textContent = content;
    row.appendChild(td);
    return td;
  }

  function showKeys(list) {
    const body = document.querySelector('#keys tbody');
    body.replaceChildren();
    list.keys.forEach(function (k) {
      const tr = document.createElement('tr');
      tr.dataset.keyId = k.id;
      const code = document.createElement('code');
      code.textContent = k.key_prefix + '…';
      cell(tr, 'Key', code);
      cell(tr, 'Created', P.formatDate(k.created_at));
      cell(tr, 'Last used', k.last_used_at ? P.formatDate(k.last_used_at) : 'never');
      const used = fmt.format(k.calls_this_month || 0);
      cell(tr, 'This month', k.monthly_call_limit ? used + ' of ' + fmt.format(k.monthly_call_limit) : used).classList.add('key-month');
      const own = [];
      if (k.monthly_call_limit) own.push(fmt.format(k.monthly_call_limit) + ' calls a month');
      if (k.rate_per_minute) own.push(fmt.format(k.rate_per_minute) + ' a minute');
      cell(tr, 'Own limits', own.length ? own.join(', ') : 'the account\'s').classList.add('key-limits');
      const status = document.createElement('span');
      status.className = k.revoked_at ? 'status-revoked' : 'status-active';
      status.textContent = k.revoked_at ? 'revoked ' + P.formatDate(k.revoked_at) : 'active';
      cell(tr, 'Status', status);
      if (k.revoked_at) {
        cell(tr, 'Action', '');
      } else {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'secondary revoke';
        b.textContent = 'Revoke';
        b.setAttribute('aria-label', 'Revoke ' + k.key_prefix + '…');
        b.addEventListener('click', function () { confirmRevoke(k); });
        cell(tr, 'Action', b);
      }
      body.appendChild(tr);
    });
  }

  document.getElementById('create-key').addEventListener('click', async function () {
    P.clearError(accountError);
    const btn = this;
    btn.disabled = true;
    try {
      const out = await P.api('POST', '/v1/account/api-keys', { key: key, headers: { 'Idempotency-Key': P.idempotencyKey() } });
      document.getElementById('created-key').textContent = out.api_key;
      document.getElementById('created-status').textContent = '';
      document.getElementById('created').hidden = false;
      await refreshKeys();
    } catch (e) {
      P.showError(accountError, e);
    } finally {
      btn.disabled = false;
    }
  });

  document.getElementById('copy-created').addEventListener('click', function () {
    const code = document.getElementById('created-key');
    P.copy(code.textContent, code, document.getElementById('created-status'));
  });

  function confirmRevoke(k) {
    document.getElementById('confirm-key').textContent = k.key_prefix + '…';
    dialog.returnValue = '';
    dialog.onclose = async function () {
      if (dialog.returnValue !== 'revoke') return;
      P.clearError(accountError);
      try {
        await P.api('DELETE', '/v1/account/api-keys/' + encodeURIComponent(k.id), { key: key });
        const created = document.getElementById('created');
        if (document.getElementById('created-key').textContent.slice(0, 8) === k.key_prefix) created.hidden = true;
        if (key.slice(0, 8) === k.key_prefix) { // the key this page uses: nothing more can be shown with it
          signOut();
          P.showError(openError, new Error('You revoked the key you opened this page with. Open it with another key.'));
          return;
        }
        await refreshKeys();
      } catch (e) {
        P.showError(accountError, e);
      }
    };
    dialog.showModal();
  }

  document.getElementById('portal').addEventListener('click', async function () {
    P.clearError(accountError);
    const btn = this;
    btn.disabled = true;
    try {
      const out = await P.api('POST', '/v1/account/portal', { key: key, body: { return_url: location.origin + '/account' } });
      location.assign(out.url);
    } catch (e) {
      P.showError(accountError, e);
      btn.disabled = false;
    }
  });

  const stored = P.storedKey();
  if (stored) open(stored, openError);
})();
