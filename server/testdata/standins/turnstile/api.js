// Stand-in for Turnstile's api.js with explicit rendering (see
// ../README.md): render(el, {sitekey, callback}) and reset(id).
(function () {
  'use strict';
  const origin = new URL(document.currentScript.src).origin;
  const widgets = {};
  let next = 0;
  window.addEventListener('message', function (ev) {
    if (ev.origin !== origin || !ev.data || ev.data.source !== 'turnstile-standin') return;
    const w = widgets[ev.data.widget];
    if (!w) return;
    if (ev.data.type === 'token' && w.opts.callback) w.opts.callback(ev.data.token);
    if (ev.data.type === 'expired' && w.opts['expired-callback']) w.opts['expired-callback']();
  });
  window.turnstile = {
    render: function (target, opts) {
      const el = typeof target === 'string' ? document.querySelector(target) : target;
      const id = 'cf-' + (next++);
      const frame = document.createElement('iframe');
      frame.src = origin + '/turnstile/widget.html?sitekey=' + encodeURIComponent(opts.sitekey) + '&widget=' + id;
      frame.title = 'Widget containing a Cloudflare security challenge';
      frame.style.height = '65px';
      frame.style.maxWidth = '300px';
      el.appendChild(frame);
      widgets[id] = { frame: frame, opts: opts };
      return id;
    },
    reset: function (id) {
      const w = widgets[id];
      if (w) w.frame.contentWindow.postMessage({ source: 'plumbline', type: 'reset' }, origin);
    },
  };
})();
