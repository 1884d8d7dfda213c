// The consent page: the key this tab already holds (from signup or the
// account page) fills the field; nothing else runs here.
'use strict';

(function () {
  const input = document.getElementById('api_key');
  const key = window.plumbline.storedKey();
  if (input && key && !input.value) input.value = key;
})();
