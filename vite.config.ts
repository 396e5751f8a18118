import { basename } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The head every page shares, written once: an entry marks its place with <!--page-head-->.
const PAGE_HEAD = [
  '<meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="theme-color" content="#8a2c3b" />',
  '<meta name="description" content="Réservez votre table en ligne en deux minutes, sans compte et depuis votre téléphone." />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
].join('\n    ');

// The three diner pages differ only by their script, so each entry (diner-*.html) holds just that
// script and gets this page around it; the server fills in the marked places
// (src/server/modules/diner-pages/diner-pages.ts).
const dinerPage = (script: string) => `<!doctype html>
<html lang="fr">
  <head>
    <!--page-head-->
    <!--diner-head-->
  </head>
  <body>
    <div id="root"><!--diner-body--></div>
    <!--diner-data-->
    ${script}
  </body>
</html>
`;

/** Writes the shared head, and the diner pages around their script, before Vite reads the entry. */
function pageShell(): Plugin {
  return {
    name: 'couvert:page-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        let page = html;
        if (basename(filename).startsWith('diner-')) {
          const script = /<script\b[^]*?<\/script>/.exec(html)?.[0];
          if (!script) throw new Error(`${filename}: a diner entry holds its page's script`);
          page = dinerPage(script);
        }
        return page.replace('<!--page-head-->', PAGE_HEAD);
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [pageShell(), react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The staff application (index.html), and one template per diner page that the server
      // fills in (see src/web/app/diner/): each page downloads only its own screen's code.
      input: {
        index: 'src/web/index.html',
        'diner-booking': 'src/web/diner-booking.html',
        'diner-my-booking': 'src/web/diner-my-booking.html',
        'diner-communication': 'src/web/diner-communication.html',
      },
      // zod ships a comment Rollup cannot place; it says so on every build, and nothing is wrong.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
