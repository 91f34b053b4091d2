import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANDING_SCRIPT_BUDGET_BYTES, landingScripts } from './landing-scripts.ts'

// Measures the build `npm test` makes first (scripts/test.sh builds before any test runs).
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')

describe('the built landing page', () => {
  it(`downloads at most ${LANDING_SCRIPT_BUDGET_BYTES / 1024} KB of JavaScript, gzip`, () => {
    const scripts = landingScripts(distDir)
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
    const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${script.file}`).join('\n')
    expect(total, `landing scripts (gzip):\n${listing}`).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES)
  })

  it('leaves the router, the data cache, zod, sync and Yjs to the app loaded after the landing page', () => {
    // Judged by what the source maps say each landing chunk holds.
    const sources = landingScripts(distDir).flatMap((script) => script.sources)
    for (const appOnly of [
      '@tanstack/react-router',
      '@tanstack/query-core',
      '/zod/',
      '/yjs/',
      '@hocuspocus',
      'sync-client',
    ]) {
      expect(sources.filter((source) => source.includes(appOnly))).toEqual([])
    }
  })
})
