import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DINER_LOADER_CSP, DINER_LOADER_SOURCE, deferDinerScripts } from './diner-loader';

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/diner-booking-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/global-1.js">
    <link rel="modulepreload" crossorigin href="/assets/button-2.js">
    <style>body{}</style>
  </head>
  <body>
    <div id="root"></div>
  </body></html>`;

describe('the diner pages’ loader', () => {
  it('takes the place of the entry script and its preloads, at the end of the body', () => {
    const html = deferDinerScripts(built);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = /<script id="diner-loader" data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>/.exec(html);
    expect(loader?.[1]).toBe('/assets/diner-booking-abc.js');
    expect(loader?.[2]).toBe('/assets/global-1.js /assets/button-2.js');
    expect(loader?.[3]).toBe(DINER_LOADER_SOURCE);
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf('diner-loader'));
  });

  it('is allowed by the hash of its exact text, whatever the page', () => {
    expect(DINER_LOADER_CSP).toBe(`'sha256-${createHash('sha256').update(DINER_LOADER_SOURCE).digest('base64')}'`);
    expect(DINER_LOADER_SOURCE).not.toMatch(/diner-booking|assets\//);
  });

  it('leaves a template without one entry script as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(deferDinerScripts(plain)).toBe(plain);
  });
});
