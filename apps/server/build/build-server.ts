/**
 * `pnpm run build` of the server: one bundle (main.js and the chunks it loads) in a new directory
 * under .builds/, then `dist` points at it, as the web app's build does; a running server keeps the chunks it loads later. `npm start` runs dist/main.js: loading a bundle
 * costs a fraction of resolving and type-stripping the ~1,000 source and package modules one by
 * one, which was most of the time from start to the first answer.
 */
import path from 'node:path'
import { build } from 'esbuild'
import { buildAndSwitch } from '../../../scripts/build/switch-build.ts'

const serverDir = path.resolve(import.meta.dirname, '..')

// Loaded from node_modules at run time: native add-ons (their .node file is found next to the
// package), the optional native speed-ups that bundled packages try to require, and ioredis (only
// with REDIS_URL): it calls url.parse(), whose deprecation warning Node shows for code outside node_modules.
const EXTERNAL = ['better-sqlite3', 'argon2', 'pg-native', 'bufferutil', 'utf-8-validate', 'ioredis']

let kilobytes = 0
await buildAndSwitch({
  buildsDir: path.join(serverDir, '.builds'),
  link: path.join(serverDir, 'dist'),
  build: async (outdir) => {
    const result = await build({
      entryPoints: { main: path.join(serverDir, 'src/main.ts') },
      outdir,
      bundle: true,
      // Each dynamic import() stays a chunk loaded when needed, and main.js stays small enough to
      // turn on the compile cache and source maps before the rest loads.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      sourcemap: 'linked',
      sourcesContent: false,
      external: EXTERNAL,
      // The CommonJS packages inside an ES module bundle need a `require` of their own.
      banner: {
        js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
      },
      logLevel: 'warning',
      metafile: true,
    })
    const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'))
    kilobytes = Math.round(outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024)
  },
})
console.log(`server bundled into dist/ (${kilobytes} KB of JavaScript)`)
