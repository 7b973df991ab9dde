/* global window, document */
// Runs before first paint so a dark-theme visitor never sees a white flash. Kept in step with src/lib/theme.ts
// (same storage key). It is a file rather than an inline script because the server's CSP allows 'self' only.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('bulkbazar-theme');
  } catch {
    // storage can be blocked; fall back to the system preference
  }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
})();
