// Taikai venue pages: refresh <main data-live> in place when the tournament changes
// (server-sent events from /events), and search as you type. ES5, for old phones; the
// pages work without it.
(function () {
  'use strict';
  var main = document.querySelector('main[data-live]');
  var mark = document.getElementById('live');
  var busy = false;
  var again = false;

  function refresh() {
    if (!main || !window.fetch || !window.DOMParser) { return; }
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.href, { cache: 'no-store', credentials: 'same-origin' })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var fresh = doc.querySelector('main');
        if (fresh) {
          var focused = document.activeElement;
          var keep = focused && focused.name === 'q' ? focused : null;
          var tbodyOld = main.querySelector('table');
          var tbodyNew = fresh.querySelector('table');
          if (keep && tbodyOld && tbodyNew) {
            // Keep the search box (and its cursor): replace what follows it.
            var form = main.querySelector('form.search');
            while (form && form.nextSibling) { main.removeChild(form.nextSibling); }
            var freshForm = fresh.querySelector('form.search');
            var node = freshForm ? freshForm.nextSibling : null;
            while (node) { var next = node.nextSibling; main.appendChild(node); node = next; }
          } else {
            main.innerHTML = fresh.innerHTML;
            wireSearch();
          }
          document.title = doc.title;
          main.setAttribute('data-updated', String(Date.now()));
        }
      })
      .catch(function () {})
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }

  var timer = null;
  function wireSearch() {
    var q = main && main.querySelector('input[name=q]');
    if (!q || q.getAttribute('data-wired')) { return; }
    q.setAttribute('data-wired', '1');
    q.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        var url = location.pathname + (q.value ? '?q=' + encodeURIComponent(q.value) : '');
        if (window.history && history.replaceState) { history.replaceState(null, '', url); }
        refresh();
      }, 150);
    });
  }

  if (main) {
    wireSearch();
    if (window.EventSource) {
      var events = new EventSource('/events');
      var opened = false;
      // A short random wait spreads a crowd of phones over half a second.
      events.addEventListener('change', function () {
        setTimeout(refresh, Math.floor(Math.random() * 500));
      });
      events.onopen = function () {
        if (mark) { mark.hidden = false; }
        // After a reconnection, catch up with what was missed.
        if (opened) { refresh(); }
        opened = true;
      };
      events.onerror = function () { if (mark) { mark.hidden = true; } };
    }
  }
})();
