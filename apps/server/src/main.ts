import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config.ts'
import { startServer } from './server.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const builtWebApp = path.resolve(here, '../../web/dist')

async function main(): Promise<void> {
  const config = loadConfig(process.env, fs.existsSync(path.join(builtWebApp, 'index.html')) ? builtWebApp : null)
  const server = await startServer(config)
  const parts = [`web app: ${config.webDistDir ?? 'not built (API only)'}`]
  server.logger.info(`Sayso is running at ${server.url} · data: ${config.dataDir} · ${parts.join(' · ')}`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
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
