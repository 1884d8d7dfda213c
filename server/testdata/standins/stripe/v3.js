// Stand-in for Stripe.js v3 (see ../README.md): the calls the signup page
// makes, with Stripe's shapes. The card lives in an iframe on this
// script's origin; the page only ever sees the SetupIntent.
(function () {
  'use strict';
  const origin = new URL(document.currentScript.src).origin;

  window.Stripe = function (publishableKey) {
    if (!publishableKey || publishableKey.indexOf('pk_') !== 0) throw new Error('Stripe(): a publishable key (pk_...) is required');
    let frame = null;
    const handlers = {};
    window.addEventListener('message', function (ev) {
      if (ev.origin !== origin || !ev.data || ev.data.source !== 'stripe-standin') return;
      if (ev.data.type === 'change' && handlers.change) handlers.change(ev.data.event);
    });
    const card = {
      mount: function (target) {
        const el = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.src = origin + '/elements/card.html?pk=' + encodeURIComponent(publishableKey);
        frame.title = 'Secure card payment input frame';
        frame.setAttribute('allow', 'payment *');
        frame.style.height = '2.75rem';
        el.appendChild(frame);
      },
      on: function (event, fn) { handlers[event] = fn; },
    };
    return {
      elements: function () { return { create: function (type) { if (type !== 'card') throw new Error('only card'); return card; } }; },
      confirmCardSetup: function (clientSecret, data) {
        return new Promise(function (resolve) {
          const id = String(clientSecret).split('_secret_')[0];
          const reply = function (ev) {
            if (ev.origin !== origin || !ev.data || ev.data.source !== 'stripe-standin' || ev.data.type !== 'confirmed') return;
            window.removeEventListener('message', reply);
            resolve(ev.data.result);
          };
          window.addEventListener('message', reply);
          const details = (data && data.payment_method && data.payment_method.billing_details) || {};
          frame.contentWindow.postMessage({ source: 'plumbline', type: 'confirm', id: id, clientSecret: clientSecret, email: details.email || '' }, origin);
        });
      },
    };
  };
})();
