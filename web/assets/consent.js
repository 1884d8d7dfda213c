// The consent page: the key field starts empty, unless this tab's signup
// was started from this client's consent page (common.js, takeOfferedKey):
// a key the tab holds from the account page is never filled in for
// whatever client a link names (issue 35). Nothing else runs here.
'use strict';

(function () {
  const input = document.getElementById('api_key');
  const key = window.plumbline.takeOfferedKey(new URLSearchParams(location.search).get('client_id'));
  if (input && key && !input.value) input.value = key;
})();
