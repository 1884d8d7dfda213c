'use strict';
(function () {
  const widget = new URLSearchParams(location.search).get('widget');
  const box = document.getElementById('human');
  box.addEventListener('change', function () {
    window.parent.postMessage({ source: 'turnstile-standin', widget: widget, type: box.checked ? 'token' : 'expired', token: box.checked ? 'pass' : '' }, '*');
  });
  window.addEventListener('message', function (ev) {
    if (ev.data && ev.data.source === 'plumbline' && ev.data.type === 'reset') box.checked = false;
  });
})();
