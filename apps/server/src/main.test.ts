import { addRecording, initializeUpdate, readRecordings } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { builtServerMain, serverProcess, type ServerProcess } from './testing/server-process.ts'
import { eventually, testDevice, type TestDevice } from './testing/sync-clients.ts'
import { ENTRY, signedUpClient, weeklyUpdate } from './testing/test-server.ts'

// The bundle `npm start` runs (build/build-server.ts; `npm test` builds it first), so a bundle that
// misses a lazily loaded chunk or a native module fails here.
describe('given the server started as in production (node dist/main.js, the built bundle)', () => {
  let server: ServerProcess | undefined
  const devices: TestDevice[] = []
  afterEach(async () => {
    devices.splice(0).forEach((device) => device.destroy())
    await server?.stop('SIGTERM')
  })

  it('names the database it uses in its start-up line', async () => {
    server = await serverProcess({}, builtServerMain())
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes('Sayso is running at'))
    // The suite runs on both (package.json `test`); testing/test-database.ts sets DATABASE_URL for PostgreSQL.
    if (process.env.SAYSO_TEST_DATABASE === 'postgres')
      expect(line).toMatch(/database: PostgreSQL \(127\.0\.0\.1:5432\/sayso_test_\w+\)/)
    else expect(line).toContain(`database: SQLite (${server.dataDir}/sayso.sqlite)`)
    expect(line).toContain('Redis: none (one instance)')
    // Never the password or the whole URL.
    expect(line).not.toContain('postgres://')
  })

  it('serves the web app and the API, and keeps what the API and a device stored when killed', async () => {
    const started = await serverProcess({ FORMAT_BACKEND: 'offline' }, builtServerMain())
    server = started
    const index = await fetch(`${started.baseUrl}/`)
    expect(index.status).toBe(200)
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(await index.text())?.[1]
    expect(script, 'the web app (npm test builds it first)').toBeDefined()
    const asset = await fetch(new URL(script!, started.baseUrl))
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)

    const { client, user } = await signedUpClient(started.baseUrl)
    expect((await client.post('/api/updates', weeklyUpdate('From the bundle', [ENTRY]))).status).toBe(201)
    const formatted = await client.post('/api/format-update', {
      updateType: 'weekly',
      sections: [
        {
          sectionId: 'key-updates_1',
          sectionName: 'Key Updates & Decisions Made',
          transcriptions: ['um so we shipped the new checkout to half of the users'],
          recordingIds: ['r1'],
        },
      ],
    })
    expect(formatted.status).toBe(200)

    // A device's edit, acknowledged once the update log file has it.
    const id = crypto.randomUUID()
    const device = testDevice(started.baseUrl, client.cookieHeader())
    devices.push(device)
    const opened = device.open(id)
    await opened.synced
    initializeUpdate(opened.doc, {
      title: 'Synced from the bundle',
      templateId: 'quick-update',
      templateName: 'Quick Update',
      updateType: 'quick',
      createdAt: new Date().toISOString(),
      ownerId: user.id,
    })
    addRecording(opened.doc, {
      id: 'r-bundle',
      transcription: 'kept',
      timestamp: new Date().toISOString(),
      duration: 1,
    })
    await eventually(() => expect(opened.provider.hasUnsyncedChanges).toBe(false))
    device.destroy()

    expect(await started.stop('SIGKILL')).toBeNull()
    await started.start()
    const list = await client.get('/api/updates')
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).toContain('From the bundle')
    const fresh = testDevice(started.baseUrl, client.cookieHeader())
    devices.push(fresh)
    const reopened = fresh.open(id)
    await reopened.synced
    expect(readRecordings(reopened.doc).map((recording) => recording.id)).toEqual(['r-bundle'])
  })
})
