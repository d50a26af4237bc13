// Applies the saved or system colour scheme before the first paint, so no wrong theme flashes.
(function () {
  var dark = false;
  try {
    var saved = localStorage.getItem('eventry.darkMode');
    dark = saved === 'true' || (saved !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (e) {
    dark = false;
  }
  document.documentElement.classList.toggle('dark', dark);
})();
