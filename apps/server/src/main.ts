import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SYNC_PATH } from '@sayso/update-doc'
import { ConfigError, loadConfig } from './config.ts'
import { startServer } from './server.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const builtWebApp = path.resolve(here, '../../web/dist')

async function main(): Promise<void> {
  const config = loadConfig(process.env, fs.existsSync(path.join(builtWebApp, 'index.html')) ? builtWebApp : null)
  const server = await startServer(config)
  const parts = [`web app: ${config.webDistDir ?? 'not built (API only)'}`, `sync: ${SYNC_PATH}`, server.ai.describe()]
  server.logger.info(`Sayso is running at ${server.url} · data: ${config.dataDir} · ${parts.join(' · ')}`)
  // The first recording should not wait for the speech model to load.
  server.ai.warmUp()

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
