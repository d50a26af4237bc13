import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './scripts/compile-hints.ts';
import { pageChunks } from './scripts/chunk-groups.ts';

/** The pages, for the chunks each loads (scripts/chunk-groups.ts); the pages inside the shell are those the router loads. */
const chunks = pageChunks(path.resolve(import.meta.dirname, 'src/web'), {
  app: ['index.html'],
  landing: ['landing.html', 'features/landing/landing-page.tsx'],
  standalone: ['member.html'],
  shell: 'app/shell/app-layout.tsx',
  router: 'app/router.tsx',
  outside: ['features/auth/auth-page.tsx', 'app/routes/public-feedback.tsx', 'features/invitations/invitation-page.tsx', 'features/reminders/unsubscribe-page.tsx', 'features/fun-and-direct/fun-and-direct-page.tsx'],
  apart: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), compileHints(), chunks.plugin],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps in what the server sends (`vite build --sourcemap` for a local analysis; the
    // server refuses .map files anyway). The manifest (dist/web/.vite/manifest.json, never served)
    // tells `npm run bench:client` which chunks each page loads.
    sourcemap: false,
    manifest: true,
    // Three pages: the app (index.html, every path but / and /m/…), the landing page (landing.html,
    // which the server sends for /) and a member's task page (member.html, for /m/<token>), whose
    // first scripts carry neither the router nor the app.
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        landing: path.resolve(import.meta.dirname, 'src/web/landing.html'),
        member: path.resolve(import.meta.dirname, 'src/web/member.html'),
      },
      output: {
        // A page inside the app starts with 8 scripts rather than 31 to 45 (scripts/chunk-groups.ts).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
