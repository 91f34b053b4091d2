import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** Issue 18's target: the landing page downloads at most this much JavaScript, gzip. */
export const LANDING_SCRIPT_BUDGET_BYTES = 90 * 1024

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

export interface SizedScript {
  file: string
  gzipBytes: number
  /** The modules bundled into it, from its source map. */
  sources: string[]
}

/**
 * Every script a visitor's browser runs to show '/': the scripts landing.html names itself (its boot
 * script), the entry, which renders the landing page and its notification region, and all the entry
 * imports statically. Dynamic imports (the router, login, signup, the signed-in app) load only when the
 * visitor leaves the landing page, so they are not counted.
 */
export function landingScripts(distDir: string): SizedScript[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestFile)) throw new Error(`No Vite manifest at ${manifestFile}: build the web app first`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`)

  const needed = new Set<string>()
  const visit = (key: string) => {
    if (needed.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest lists an import it does not describe: ${key}`)
    needed.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entries[0]!)
  return [...[...needed].map((key) => manifest[key]!.file), ...scriptsNamedBy(path.join(distDir, 'landing.html'))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, file))).length,
      sources: sourcesOf(path.join(distDir, `${file}.map`)),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** The page's own scripts outside the bundle (public/), by their addresses in its HTML. */
function scriptsNamedBy(htmlFile: string): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8')
  return [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((file) => !file.startsWith('assets/'))
}

function sourcesOf(mapFile: string): string[] {
  if (!fs.existsSync(mapFile)) return []
  return (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources
}
