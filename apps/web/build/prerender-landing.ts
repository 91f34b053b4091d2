import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const ENTRY = 'src/routes/-components/landing-page/landing-markup.tsx'
const ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const STYLESHEET = /\n\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin/g

/**
 * Writes `landing.html` beside the built `index.html`: the same page with the landing page rendered
 * into it, which the server gives a visitor's '/' (issue 18: the hero paints before any script runs),
 * and its entry started by public/landing-boot.js once that first frame is shown.
 * Rendered by a server build of the same sources and config, so its CSS-module class names are the
 * ones the client build's stylesheet holds.
 */
export async function prerenderLanding(webDir: string, outDir: string): Promise<void> {
  // Inside the web app, so the server build's imports (react, react-dom) resolve from its node_modules.
  const serverDir = fs.mkdtempSync(path.join(webDir, '.prerender-'))
  try {
    await build({
      root: webDir,
      logLevel: 'warn',
      build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false },
    })
    const built = path.join(serverDir, `${path.basename(ENTRY, '.tsx')}.js`)
    const { landingMarkup } = (await import(pathToFileURL(built).href)) as { landingMarkup: () => string }
    const markup = landingMarkup()
    // The CSP (style-src 'self') refuses style attributes in served HTML; React may set them from script only.
    if (/\sstyle="/.test(markup)) throw new Error('The landing page renders a style attribute, which the CSP blocks')
    const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
    if (!index.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to render the landing page into`)
    if (!ENTRY_SCRIPT.test(index)) throw new Error('index.html has no module script for the app entry')
    const stylesheet = STYLESHEET.exec(index)
    if (!stylesheet) throw new Error('index.html has no stylesheet link')
    const css = fs.readFileSync(path.join(outDir, stylesheet[1]!), 'utf8')
    if (css.includes('</')) throw new Error('The stylesheet holds "</", which would end its inline <style>')
    // Inline, a relative url() would resolve against the page's address instead of the stylesheet's.
    if (/url\((?!["']?data:)/.test(css)) throw new Error('The stylesheet has a url() that is not a data: URL')
    const landing = index
      .replace(ROOT, `<div id="root">${markup}</div>`)
      // The stylesheet inline, before the scripts, and the scripts at low priority: the hero waits for
      // no request after the page's own, and the scripts, which only run after the first frame, take
      // the bandwidth after it. The server allows this <style> by its hash (static-spa.ts).
      .replace(stylesheet[0], '')
      .replace(ENTRY_SCRIPT, (entry) => `<style>${css}</style>\n    ${entry}`)
      .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" crossorigin')
      // Downloaded at once, run by public/landing-boot.js after the first frame.
      .replace(
        ENTRY_SCRIPT,
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="$1" data-sayso-entry>\n    <script type="module" src="/landing-boot.js"></script>',
      )
    fs.writeFileSync(path.join(outDir, 'landing.html'), landing)
  } finally {
    fs.rmSync(serverDir, { recursive: true, force: true })
  }
}
