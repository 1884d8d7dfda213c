// The signup page: the processor's card element, the challenge widget,
// then the browser signup flow (setup intent, card confirmation, signup).
'use strict';

(function () {
  const form = document.getElementById('signup-form');
  if (!form) return; // signup is not available on this server
  const P = window.plumbline;
  const errorEl = document.getElementById('signup-error');
  const submit = document.getElementById('signup-submit');
  const email = document.getElementById('email');
  let stripe, card, widget;
  let challengeToken = '';
  let attempt = null; // {email, idempotencyKey}: a retry of the same attempt is safe

  function fail(msg) { P.showError(errorEl, new Error(msg)); }

  try {
    stripe = window.Stripe(form.dataset.publishableKey);
    card = stripe.elements().create('card');
    card.mount('#card');
    card.on('change', function (ev) {
      if (ev.error) fail(ev.error.message); else P.clearError(errorEl);
    });
  } catch (e) {
    fail('The card form could not be loaded. Reload the page, and allow the payment processor\'s script if something blocks it.');
  }
  try {
    widget = window.turnstile.render('#challenge', {
      sitekey: form.dataset.siteKey,
      callback: function (token) { challengeToken = token; },
      'expired-callback': function () { challengeToken = ''; },
      'error-callback': function () { challengeToken = ''; fail('The human check failed to load. Reload the page to try again.'); },
    });
  } catch (e) {
    fail('The human check could not be loaded. Reload the page, and allow its script if something blocks it.');
  }

  function resetChallenge() {
    challengeToken = '';
    try { window.turnstile.reset(widget); } catch (e) { /* the widget is gone: a reload brings it back */ }
  }

  form.addEventListener('submit', async function (ev) {
    ev.preventDefault();
    P.clearError(errorEl);
    const addr = email.value.trim();
    if (!addr || addr.indexOf('@') < 1) { fail('Enter the e-mail address for the account.'); email.focus(); return; }
    if (!stripe || !card) { fail('The card form is not loaded. Reload the page.'); return; }
    if (!challengeToken) { fail('Complete the human check first.'); return; }
    if (!attempt || attempt.email !== addr) attempt = { email: addr, idempotencyKey: P.idempotencyKey() };
    submit.disabled = true;
    submit.textContent = 'Creating your account…';
    try {
      const intent = await P.api('POST', '/v1/account/setup-intent');
      const result = await stripe.confirmCardSetup(intent.client_secret, {
        payment_method: { card: card, billing_details: { email: addr } },
      });
      if (result.error) throw new Error(result.error.message || 'The card was not accepted.');
      const out = await P.api('POST', '/v1/account/signup', {
        body: { email: addr, challenge_token: challengeToken, setup_intent_id: result.setupIntent.id },
        headers: { 'Idempotency-Key': attempt.idempotencyKey + '-' + result.setupIntent.id },
      });
      done(out);
    } catch (e) {
      P.showError(errorEl, e);
      resetChallenge();
    } finally {
      submit.disabled = false;
      submit.textContent = 'Create account';
    }
  });

  function done(out) {
    P.storeKey(out.api_key);
    // Signed up from a consent page: that client's page may offer the key.
    const cont = document.getElementById('continue');
    if (cont) {
      const next = new URL(cont.getAttribute('href'), location.origin);
      P.offerKeyTo(next.searchParams.get('client_id'), out.api_key);
    }
    form.hidden = true;
    const section = document.getElementById('signup-done');
    document.getElementById('new-key').textContent = out.api_key;
    document.getElementById('curl-line').textContent =
      'curl -s ' + location.origin + '/v1/calc/concrete/yards \\\n' +
      "  -H 'Authorization: Bearer " + out.api_key + "' \\\n" +
      "  -H 'Content-Type: application/json' \\\n" +
      '  -d \'{"length_ft":10,"width_ft":10,"depth_in":4,"waste_factor":0.1}\'';
    section.hidden = false;
    document.getElementById('done-title').focus();
  }

  document.getElementById('copy-key').addEventListener('click', function () {
    P.copy(document.getElementById('new-key').textContent, document.getElementById('new-key'), document.getElementById('copy-status'));
  });
})();
