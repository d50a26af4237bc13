import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './scripts/compile-hints.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), compileHints()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps in what the server sends (`vite build --sourcemap` for a local analysis; the
    // server refuses .map files anyway). The manifest (dist/web/.vite/manifest.json, never served)
    // tells `npm run bench:client` which chunks each page loads.
    sourcemap: false,
    manifest: true,
    // Two pages: the app (index.html, every path but /) and the landing page (landing.html, which
    // the server sends for /), whose first script carries neither the router nor the app.
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        landing: path.resolve(import.meta.dirname, 'src/web/landing.html'),
      },
      output: {
        codeSplitting: {
          // One chunk for every icon, rather than one per icon shared by two pages (about 1.3 KB each):
          // the dashboard makes 39 requests before it renders instead of 47, at 11 KB (Brotli) for all icons.
          groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
