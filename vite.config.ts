import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.PORT ?? '3000';

/*
 * The production bundle runs on Preact's React compatibility layer (docs/decisions/0012): about 50 KB
 * less gzipped JavaScript on every first visit. The dev server keeps React for Fast Refresh; the
 * end-to-end tests run against the Preact build.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/*
 * The web app lives in src/web; the build goes to dist/web, which the Node server serves.
 * `vite build --ssr` (second half of `npm run build`) bundles src/web/entry-server.tsx with the same
 * aliases, dependencies included (one Preact instance), into dist/ssr for server-rendered first paint
 * (docs/decisions/0014).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/web', import.meta.url))}/` },
      { find: /^@shared\//, replacement: `${fileURLToPath(new URL('./src/shared', import.meta.url))}/` },
      ...(command === 'build' ? preactAliases : []),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: fileURLToPath(new URL('./src/web/entry-server.tsx', import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // .vite/manifest.json: the server reads it to preload each public route's own chunks.
        manifest: true,
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}`, '/uploads': `http://localhost:${apiPort}` },
  },
}));
