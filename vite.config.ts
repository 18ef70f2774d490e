import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.PORT ?? '3000';

/*
 * The web app lives in src/web; the build goes to dist/web, which the Node server serves.
 * `vite build --ssr` (second half of `npm run build`) bundles src/web/entry-server.tsx into dist/ssr, with
 * which the server renders public pages (docs/decisions/0017). Development and production run the same
 * React.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/web', import.meta.url))}/` },
      { find: /^@shared\//, replacement: `${fileURLToPath(new URL('./src/shared', import.meta.url))}/` },
      // In the browser, zod comes configured for the page's Content-Security-Policy (zod-browser.ts).
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-browser.ts', import.meta.url)) }]),
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
        // React, the router and the few small modules every page runs go into one file: left to itself the
        // bundler cut them into a dozen files of a few hundred bytes, each its own request on a phone's slow
        // connection, and the gzip overhead of each made the first load larger too.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app-core',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx)[\\/]|src[\\/]web[\\/]lib[\\/](cn|api-client|use-is-hydrating)\.ts|src[\\/]shared[\\/](constants|api-queries)\.ts/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}`, '/uploads': `http://localhost:${apiPort}` },
  },
}));
