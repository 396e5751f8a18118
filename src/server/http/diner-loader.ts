import { createHash } from 'node:crypto';
import { EARLY_INTERACTIONS_GLOBAL } from '../../domain/diner-pages';

// The diner pages' scripts start downloading only once the server-rendered page has painted: on a
// weak mobile network, script bytes fetched before the first paint compete with the page itself
// (and Lighthouse counts them in the largest paint). The HTML is the page; the scripts only make
// it interactive, so they come right after.
//
// A tap or a submit made before hydration is held (the server-rendered button has no handler yet,
// and a native submit would reload the page with the form in its address) and replayed once React
// has hydrated (`replayEarlyInteractions` in src/web/app/diner/diner-client.tsx). Text typed before
// hydration needs nothing: React replays the change of an input whose value moved before it
// hydrated. Links keep their native behaviour.
//
// It is inline (no request before the paint), constant (the entry is read from its data
// attributes), and allowed by its hash in the pages' Content-Security-Policy.

export const DINER_LOADER_SOURCE = `(function(){var d=document,w=window,me=d.currentScript,held=[];
function hold(e){var t=e.target;if(e.type==='submit'){e.preventDefault();held.push(t);return}
var b=t&&t.closest&&t.closest('button');if(b&&!b.disabled){e.preventDefault();held.push(b)}}
d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);
w.${EARLY_INTERACTIONS_GLOBAL}={release:function(){d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);return held.splice(0)}};
var started=false;function load(){if(started)return;started=true;var h=d.head;
(me.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;var l=d.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});
var s=d.createElement('script');s.type='module';s.src=me.getAttribute('data-entry');h.appendChild(s)}
if(d.visibilityState==='hidden')load();else{requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)}})();`;

/** The CSP source that allows the loader and nothing else inline. */
export const DINER_LOADER_CSP = `'sha256-${createHash('sha256').update(DINER_LOADER_SOURCE).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Replaces the entry script and module preloads Vite wrote into a diner template by the loader,
 * placed at the end of the body. A template without an entry is returned as is.
 */
export function deferDinerScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const loader = `<script id="diner-loader" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${DINER_LOADER_SOURCE}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}\n  </body>`);
}
