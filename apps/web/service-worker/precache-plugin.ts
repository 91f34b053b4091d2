import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { transformWithOxc, type Plugin } from 'vite'

const PLACEHOLDER = /(["'`])__SAYSO_PRECACHE_MANIFEST__\1/
const SOURCE = path.join(import.meta.dirname, 'sw.ts')

/**
 * Writes service-worker/sw.ts as /sw.js (a fixed name: browsers re-check it on each visit) with the
 * list of every file the build wrote and a version that changes when any of them does. The worker has
 * no imports, so it is only stripped of its types: a classic script every browser can register.
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = ''
  return {
    name: 'sayso-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256')
      // The Vite manifest (.vite/) is for the build's own checks, never served.
      const built = Object.keys(bundle).filter(
        (name) => name !== 'index.html' && !name.endsWith('.map') && !name.startsWith('.vite/'),
      )
      for (const name of built) {
        const output = bundle[name]!
        hash.update(name).update(output.type === 'chunk' ? output.code : output.source)
      }
      // Files of public/ are copied as they are, outside the bundle.
      const copied = publicDir ? (fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' }) as string[]) : []
      const publicFiles = copied.filter((name) => fs.statSync(path.join(publicDir, name)).isFile())
      for (const name of publicFiles) hash.update(name).update(fs.readFileSync(path.join(publicDir, name)))
      const files = [...built, ...publicFiles].map((name) => `/${name.split(path.sep).join('/')}`).sort()
      const manifest = JSON.stringify({ version: hash.digest('hex').slice(0, 16), files })

      const { code } = await transformWithOxc(fs.readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' })
      if (!PLACEHOLDER.test(code)) throw new Error('sw.ts lost its precache placeholder')
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code.replace(PLACEHOLDER, JSON.stringify(manifest)) })
    },
  }
}
