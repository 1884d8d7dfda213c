// The card frame of the Stripe.js stand-in: it confirms the SetupIntent
// with the card typed here, on this origin, and tells the page the result.
'use strict';
(function () {
  const pk = new URLSearchParams(location.search).get('pk');
  let parentOrigin = null;
  const number = document.getElementById('number');
  number.addEventListener('input', function () {
    const digits = number.value.replace(/\D/g, '');
    const complete = digits.length >= 15;
    window.parent.postMessage({ source: 'stripe-standin', type: 'change', event: { complete: complete, empty: digits.length === 0 } }, '*');
  });
  window.addEventListener('message', async function (ev) {
    if (!ev.data || ev.data.source !== 'plumbline' || ev.data.type !== 'confirm') return;
    parentOrigin = ev.origin;
    let result;
    try {
      const body = new URLSearchParams({
        'client_secret': ev.data.clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number.value.replace(/\s/g, ''),
        'payment_method_data[card][exp]': document.getElementById('exp').value,
        'payment_method_data[card][cvc]': document.getElementById('cvc').value,
        'payment_method_data[billing_details][email]': ev.data.email,
      });
      const res = await fetch('/v1/setup_intents/' + encodeURIComponent(ev.data.id) + '/confirm', {
        method: 'POST', headers: { Authorization: 'Bearer ' + pk, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body,
      });
      const data = await res.json();
      result = res.ok ? { setupIntent: data } : { error: data.error };
    } catch (e) {
      result = { error: { type: 'api_connection_error', message: 'The card could not be checked.' } };
    }
    ev.source.postMessage({ source: 'stripe-standin', type: 'confirmed', result: result }, parentOrigin);
  });
})();
