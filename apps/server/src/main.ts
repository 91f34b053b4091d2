import fs from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Compiled code is kept on disk (NODE_COMPILE_CACHE or the OS temp directory), so a restart skips
// compiling the server's modules again; errors point at the sources through the bundle's source maps
// (build/build-server.ts). Both apply to modules loaded afterwards, hence the imports below.
module.enableCompileCache()
process.setSourceMapsEnabled(true)
const { SYNC_PATH } = await import('@sayso/update-doc')
const { ConfigError, loadConfig } = await import('./config.ts')
const { startServer } = await import('./server.ts')

const WARM_UP_DELAY_MS = 1000
const serverDir = packageDirOf(path.dirname(fileURLToPath(import.meta.url)))
const builtWebApp = path.resolve(serverDir, '../web/dist')
const builtStorybook = path.resolve(serverDir, '../../storybook-static')

/** The server package's directory, above src/main.ts or above the bundle's .builds/<build>/main.js. */
function packageDirOf(dir: string): string {
  return fs.existsSync(path.join(dir, 'package.json')) ? dir : packageDirOf(path.dirname(dir))
}

async function main(): Promise<void> {
  // The link's target, resolved once: a later build switches the link and leaves these files alone.
  const built = (link: string) => (fs.existsSync(path.join(link, 'index.html')) ? fs.realpathSync(link) : null)
  const config = loadConfig(process.env, built(builtWebApp), built(builtStorybook))
  const server = await startServer(config)
  const parts = [
    `web app: ${config.webDistDir ?? 'not built (API only)'}`,
    `Storybook: ${config.storybookDir ? '/storybook/' : 'not built'}`,
    `sync: ${SYNC_PATH}`,
    server.ai.describe(),
  ]
  server.logger.info(
    `Sayso is running at ${server.url} · database: ${server.database} · Redis: ${server.cluster} · data: ${config.dataDir} · ${parts.join(' · ')}`,
  )
  // The first recording should not wait for the speech model to load; the first answers should not
  // share the two cores with its processes starting either, so it loads a moment after start-up.
  setTimeout(() => server.ai.warmUp(), WARM_UP_DELAY_MS).unref()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // close() stores every open sync document before the database closes: nothing acknowledged is lost.
    server.logger.info(`${signal} received, shutting down`)
    await server.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`)
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    process.stderr.write(`Port already in use: set PORT to another port.\n`)
  } else {
    process.stderr.write(`Sayso could not start: ${(error as Error).stack ?? String(error)}\n`)
  }
  process.exit(1)
})
