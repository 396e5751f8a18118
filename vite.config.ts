import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The staff application (index.html), and one template per diner page that the server
      // fills in (see src/web/diner/): each page downloads only its own screen's code.
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
