import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig, type ServerConfig } from '../config.ts'
import { freshTestDatabaseUrl } from './test-database.ts'
import { startServer, type RunningServer, type StartOptions } from '../server.ts'

/** A controllable clock for session lifetimes. */
export function createTestClock(start = Date.now()) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

// A server started again on a data directory finds its database again, on PostgreSQL as on SQLite.
const databaseOfDataDir = new Map<string, string | null>()

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-test-'))
  // A fresh PostgreSQL database when the suite runs on PostgreSQL (test-database.ts), else SQLite in dataDir.
  const databaseUrl = databaseOfDataDir.get(dataDir) ?? freshTestDatabaseUrl()
  databaseOfDataDir.set(dataDir, databaseUrl)
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redis: null,
    webDistDir: null,
    storybookDir: null,
    publicUrl: null,
    sessionSecrets: null,
    sessionIdleTimeoutMs: 60 * 60_000,
    sessionAbsoluteTimeoutMs: 24 * 60 * 60_000,
    cookieSecure: false,
    trustProxy: false,
    allowedOrigins: [],
    freeUpdateLimit: 5,
    loginMaxConsecutiveFailures: 10,
    loginMaxFailuresPerIpPerDay: 100,
    logLevel: 'silent',
    // The AI defaults of an empty environment: offline back ends, whatever the developer's shell holds.
    ai: loadConfig({}, null).ai,
    sync: { storeDebounceMs: 100, maxMessageBytes: 2 * 1024 * 1024 },
    ...overrides,
  }
}

/** The real server on an ephemeral port with a fresh data directory. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<RunningServer & { config: ServerConfig }> {
  const config = testConfig(overrides)
  const server = await startServer(config, options)
  return { ...server, config, url: `http://127.0.0.1:${server.port}` }
}

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** A browser-like API client: keeps its cookies, sends JSON only when there is a body (SPEC §7). */
export function createClient(baseUrl: string, defaults: { headers?: Record<string, string> } = {}) {
  const cookies = new Map<string, string>()

  async function request<T = any>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...defaults.headers, ...headers } }
    const sent = init.headers as Record<string, string>
    if (cookies.size > 0) sent.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      sent['content-type'] ??= 'application/json'
    }
    const response = await fetch(new URL(route, baseUrl), init)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      if (/expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name!)
      else cookies.set(name!, value.join('='))
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  return {
    cookies,
    /** The Cookie header this client sends, to replay it from elsewhere. */
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    get: <T = any>(route: string, headers?: Record<string, string>) => request<T>('GET', route, undefined, headers),
    post: <T = any>(route: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>('POST', route, body, headers),
    put: <T = any>(route: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>('PUT', route, body, headers),
    delete: <T = any>(route: string, headers?: Record<string, string>) =>
      request<T>('DELETE', route, undefined, headers),
  }
}

export type TestClient = ReturnType<typeof createClient>

let accountCounter = 0

/** Registers a fresh account and returns its signed-in client. */
export async function signedUpClient(baseUrl: string, password = 'correct horse battery') {
  const client = createClient(baseUrl)
  const email = `pm${++accountCounter}-${Date.now()}@example.com`
  const response = await client.post('/api/auth/register', { name: 'Pat Manager', email, password })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`)
  return { client, email, password, user: response.body as { id: string } }
}

export function weeklyUpdate(title = 'Weekly Update – week 12', entries: unknown[] = []) {
  return { title, templateName: 'Weekly Update', content: JSON.stringify(entries), updateType: 'weekly' as const }
}

export const ENTRY = {
  sectionId: 'key-updates_1',
  sectionName: 'Key Updates & Decisions Made',
  headline: 'Checkout shipped to 50%',
  content: 'Conversion up 4%.',
}
