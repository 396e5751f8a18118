/*
 * Couvert — the booking wizard on a restaurant's own site.
 *
 *   <script src="https://HOST/embed.js" data-restaurant="le-petit-zinc" async></script>
 *
 * Creates the wizard's iframe right after this script tag (or inside the element matching
 * data-target) and keeps its height equal to the wizard's, so the page shows no inner scrollbar.
 * Optional attributes: data-target (CSS selector), data-title (the frame's accessible name),
 * data-date (DD-MM-YYYY: open on the hours of that day), data-page="communication" (the sign-up
 * form of the restaurant's daily specials instead of the wizard).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var slug = script.getAttribute('data-restaurant');
  if (!slug) {
    if (window.console) console.warn('Couvert : ajoutez data-restaurant="votre-restaurant" à la balise <script>.');
    return;
  }
  var origin = new URL(script.src, document.baseURI).origin;
  var date = script.getAttribute('data-date');
  var signup = script.getAttribute('data-page') === 'communication';
  var path = signup
    ? '/communication/' + encodeURIComponent(slug) + '?iframe=true'
    : '/reserver/' + encodeURIComponent(slug) + (date && /^\d{2}-\d{2}-\d{4}$/.test(date) ? '/' + date + '?iframe=true' : '/iframe');

  var iframe = document.createElement('iframe');
  iframe.src = origin + path;
  iframe.title = script.getAttribute('data-title') || (signup ? 'Inscription aux communications du jour' : 'Réservation de table');
  iframe.setAttribute('scrolling', 'no');
  // Further down a long page, the wizard loads as the visitor scrolls near it, not with the page.
  iframe.loading = 'lazy';
  iframe.style.cssText = 'display:block;width:100%;max-width:660px;height:640px;margin:0 auto;border:0;overflow:hidden;background:transparent;';

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data) return;
    if (data.type === 'couvert:height' && typeof data.height === 'number') {
      if (data.height > 0 && data.height < 20000) iframe.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'couvert:page') {
      // A new wizard page: show its top if the diner had scrolled past it.
      if (iframe.getBoundingClientRect().top < 0) iframe.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  });

  var targetSelector = script.getAttribute('data-target');
  var target = targetSelector ? document.querySelector(targetSelector) : null;
  if (target) {
    target.appendChild(iframe);
  } else if (script.parentNode) {
    script.parentNode.insertBefore(iframe, script.nextSibling);
  }
})();
