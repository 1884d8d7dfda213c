// What the pages share: the API client (errors come from the problem's
// detail), the key kept in this tab's session storage, and copying.
'use strict';

window.plumbline = (function () {
  const KEY = 'plumbline.key';

  function storedKey() {
    try { return sessionStorage.getItem(KEY) || ''; } catch (e) { return ''; }
  }
  function storeKey(k) {
    try { sessionStorage.setItem(KEY, k); } catch (e) { /* storage off: the key lives in the page only */ }
  }
  function forgetKey() {
    try { sessionStorage.removeItem(KEY); } catch (e) { /* nothing stored */ }
  }

  // The consent page fills in a key only when this tab's signup was
  // started from that same client's consent page (signup's "next"), and
  // only once: a key the tab holds for /account must never be one click
  // away from authorizing whatever client a link names (issue 35).
  const OFFER = 'plumbline.consentOffer';
  function offerKeyTo(clientID, k) {
    try { sessionStorage.setItem(OFFER, JSON.stringify({ client_id: clientID, key: k })); } catch (e) { /* no offer */ }
  }
  function takeOfferedKey(clientID) {
    try {
      const o = JSON.parse(sessionStorage.getItem(OFFER) || 'null');
      sessionStorage.removeItem(OFFER);
      return o && clientID && o.client_id === clientID ? o.key : '';
    } catch (e) { return ''; }
  }

  // problemError turns an RFC 7807 answer into an Error whose message is
  // the problem's detail and, for validation, each field's message.
  function problemError(status, p) {
    let msg = (p && typeof p.detail === 'string' && p.detail) || ('The server answered ' + status + '.');
    if (p && Array.isArray(p.errors) && p.errors.length) {
      msg += ' ' + p.errors.map(function (e) { return e.field + ': ' + e.message; }).join('; ') + '.';
    }
    const err = new Error(msg);
    err.status = status;
    err.problem = p;
    return err;
  }

  // api calls the JSON API with the key (when given), never with cookies.
  async function api(method, path, opts) {
    opts = opts || {};
    const headers = Object.assign({ Accept: 'application/json' }, opts.headers || {});
    if (opts.key) headers.Authorization = 'Bearer ' + opts.key;
    let body;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    let res;
    try {
      res = await fetch(path, { method: method, headers: headers, body: body, credentials: 'omit', cache: 'no-store' });
    } catch (e) {
      throw new Error('The server could not be reached. Check your connection and try again.');
    }
    const text = await res.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
    if (!res.ok) throw problemError(res.status, data);
    return data;
  }

  function showError(el, err) {
    el.textContent = (err && err.message) || String(err);
    el.hidden = false;
  }
  function clearError(el) {
    el.textContent = '';
    el.hidden = true;
  }

  // copy puts text on the clipboard and says so in statusEl; where the
  // browser refuses, it selects the text for the person to copy.
  async function copy(text, codeEl, statusEl) {
    try {
      await navigator.clipboard.writeText(text);
      statusEl.textContent = 'Copied to the clipboard.';
    } catch (e) {
      const range = document.createRange();
      range.selectNodeContents(codeEl);
      const sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      statusEl.textContent = 'Selected: press Ctrl+C (or ⌘C) to copy.';
    }
  }

  function idempotencyKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return String(Date.now()) + '-' + Math.random().toString(36).slice(2);
  }

  function formatDate(s) {
    if (!s) return '—';
    const d = new Date(s);
    if (isNaN(d)) return s;
    return d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  }

  return { storedKey, storeKey, forgetKey, offerKeyTo, takeOfferedKey, api, showError, clearError, copy, idempotencyKey, formatDate };
})();
