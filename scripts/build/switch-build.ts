/**
 * Builds into a new directory under `buildsDir`, then points the `link` symlink at it in one rename,
 * so a build never writes into files a running server is serving (the server resolves the link when
 * it starts). The previous build is kept for servers still running from it; older ones are removed.
 */
import fs from 'node:fs'
import path from 'node:path'

const KEPT_BUILDS = 2

export async function buildAndSwitch(options: {
  buildsDir: string
  link: string
  build: (outDir: string) => Promise<void>
}): Promise<string> {
  const { buildsDir, link } = options
  const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}`
  const outDir = path.join(buildsDir, buildId)
  fs.mkdirSync(buildsDir, { recursive: true })
  try {
    await options.build(outDir)
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true })
    throw error
  }
  const linkDir = path.dirname(link)
  const pendingLink = path.join(linkDir, `.${path.basename(link)}-${buildId}`)
  fs.symlinkSync(path.relative(linkDir, outDir), pendingLink)
  // A directory from before builds were switched is replaced once; from then on it is a link.
  if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) fs.rmSync(link, { recursive: true })
  fs.renameSync(pendingLink, link)
  const builds = fs.readdirSync(buildsDir).sort()
  for (const old of builds.slice(0, Math.max(0, builds.length - KEPT_BUILDS))) {
    fs.rmSync(path.join(buildsDir, old), { recursive: true, force: true })
  }
  return outDir
}
