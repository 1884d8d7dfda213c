// The account page: the person pastes a key (kept in this tab's session
// storage, never a cookie); the page lists the account's keys, creates
// and revokes keys, shows this month's usage, and opens the billing portal.
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
    const [usage, keys] = await Promise.all([
      P.api('GET', '/v1/account/usage', { key: key }),
      P.api('GET', '/v1/account/api-keys', { key: key }),
    ]);
    showUsage(usage);
    showKeys(keys);
  }

  function showUsage(u) {
    document.getElementById('who-key').textContent = u.api_key_prefix + '…';
    document.getElementById('who-tier').textContent = u.tier_id.charAt(0).toUpperCase() + u.tier_id.slice(1);
    const quota = u.monthly_quota || 0;
    const used = u.requests_used || 0;
    const pct = quota > 0 ? Math.min(100, used / quota * 100) : 0;
    const start = new Date(u.period_start), end = new Date(u.period_end);
    const pace = Math.max(0, Math.min(100, (Date.now() - start) / (end - start) * 100));
    const fmt = new Intl.NumberFormat();
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
      await refresh();
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
        await refresh();
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
