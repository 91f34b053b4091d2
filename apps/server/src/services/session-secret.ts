import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SECRET_FILE = 'session-secret'

/**
 * The keys that sign session cookies: `SESSION_SECRET` when set, otherwise a random secret
 * generated on first start and kept (owner-only) under the data directory, so restarts keep sessions.
 */
export function resolveSessionSecrets(configured: string[] | null, dataDir: string): string[] {
  if (configured) return configured
  const file = path.join(dataDir, SECRET_FILE)
  try {
    return [fs.readFileSync(file, 'utf8').trim()]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.mkdirSync(dataDir, { recursive: true })
  // 'wx' so two processes starting at once cannot overwrite each other's secret.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return [secret]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return [fs.readFileSync(file, 'utf8').trim()]
  }
}
