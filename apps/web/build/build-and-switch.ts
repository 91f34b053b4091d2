/**
 * `pnpm run build` of the web app: builds into a new directory under .builds/ and then points the
 * `dist` symlink at it in one rename, so a build never writes into the files a running server is
 * serving (the server resolves the link when it starts). The previous build is kept for servers
 * still running from it; older ones are removed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

const webDir = path.resolve(import.meta.dirname, '..')
const buildsDir = path.join(webDir, '.builds')
const distLink = path.join(webDir, 'dist')
const KEPT_BUILDS = 2

const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}`
const outDir = path.join(buildsDir, buildId)
fs.mkdirSync(buildsDir, { recursive: true })
try {
  await build({ root: webDir, build: { outDir, emptyOutDir: true } })
} catch (error) {
  fs.rmSync(outDir, { recursive: true, force: true })
  throw error
}

const pendingLink = path.join(webDir, `.dist-${buildId}`)
fs.symlinkSync(path.relative(webDir, outDir), pendingLink)
// A `dist` directory from before builds were switched is replaced once; from then on it is a link.
if (fs.existsSync(distLink) && !fs.lstatSync(distLink).isSymbolicLink()) fs.rmSync(distLink, { recursive: true })
fs.renameSync(pendingLink, distLink)

const builds = fs.readdirSync(buildsDir).sort()
for (const old of builds.slice(0, Math.max(0, builds.length - KEPT_BUILDS))) {
  fs.rmSync(path.join(buildsDir, old), { recursive: true, force: true })
}
console.log(`web app built into ${path.relative(webDir, outDir)} and served from dist/`)
