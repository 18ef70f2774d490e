// Compiles the server to dist/server/index.js: one ES module holding the server and the packages it uses,
// so a start neither compiles TypeScript (tsx) nor resolves and loads hundreds of package files one by one;
// a restart answers in under a second. The migrations go beside it. `create-admin.js` beside it makes the
// first administrator where only the compiled server is installed (the container has no tsx).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/server/index.ts', 'create-admin': 'scripts/create-admin.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages that load files of their own at run time (PGlite's WebAssembly and data, sharp's native
  // library, pdfmake's font metrics) stay in node_modules.
  external: ['@electric-sql/pglite', 'sharp', 'pdfmake'],
  // Bundled CommonJS packages call require() and read __dirname; an ES module has neither.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
    ].join(' '),
  },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/index.js');
