import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { STATUS_MESSAGES } from '@sayso/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRecording, silentRecording, testdataRecording } from '../../ai/testing/audio-fixtures.ts'
import { weeklyWithMetricAndRisk } from '../../ai/testing/weekly-entries.ts'
import { createClient, signedUpClient, startTestServer, testConfig } from '../../testing/test-server.ts'

const EBML_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('given a signed-in user on a server with offline transcription', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let cookie: string
  let client: Awaited<ReturnType<typeof signedUpClient>>['client']
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-ai-routes-'))

  beforeAll(async () => {
    server = await startTestServer({ ai: { ...testConfig().ai, tempDir } })
    ;({ client } = await signedUpClient(server.url))
    cookie = client.cookieHeader()
  })
  afterAll(() => server.close())

  describe('when the browser posts a webm/opus recording', () => {
    it('answers with the words that were said', async () => {
      const response = await postRecording(server.url, testdataRecording('goforward.raw'), { cookie })
      expect(response).toMatchObject({ status: 200, body: { transcription: 'go forward ten meters' } })
    })

    it('leaves no temporary file behind', async () => {
      await postRecording(server.url, testdataRecording('goforward.raw'), { cookie })
      await postRecording(server.url, Buffer.from('not audio at all'), { cookie })
      expect(filesUnder(tempDir)).toEqual([])
    })
  })

  it.each([
    ['ogg/opus', 'ogg'],
    ['mp4 (Safari)', 'm4a'],
    ['wav', 'wav'],
    ['mp3', 'mp3'],
  ] as const)('also understands %s', async (_name, format) => {
    const response = await postRecording(server.url, testdataRecording('something.raw', format), {
      cookie,
      filename: `recording.${format}`,
    })
    expect(response).toMatchObject({ status: 200, body: { transcription: 'go somewhere and do something' } })
  })

  it('answers silence with an empty transcription, never invented words', async () => {
    const response = await postRecording(server.url, silentRecording(3), { cookie })
    expect(response).toMatchObject({ status: 200, body: { transcription: '' } })
  })

  describe('when the upload is not a usable recording', () => {
    it('refuses bytes that are no audio format (415)', async () => {
      const response = await postRecording(server.url, Buffer.from('just some text that claims to be webm'), { cookie })
      expect(response.status).toBe(415)
      expect(response.body.message).toMatch(/^Unsupported audio format: send webm\/opus/)
    })

    it('checks the bytes, not the name: a PNG called recording.webm is refused (415)', async () => {
      const png = Buffer.concat([PNG_HEADER, Buffer.alloc(2048, 7)])
      const response = await postRecording(server.url, png, { cookie, filename: 'recording.webm', type: 'audio/webm' })
      expect(response.status).toBe(415)
    })

    it('says it could not read a damaged recording (400)', async () => {
      const garbage = Buffer.concat([
        EBML_HEADER,
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      ])
      const response = await postRecording(server.url, garbage, { cookie })
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/^Could not read the audio/)
    })

    it('says the file is empty (400)', async () => {
      const response = await postRecording(server.url, new Uint8Array(0), { cookie })
      expect(response).toMatchObject({ status: 400, body: { message: 'The audio file is empty.' } })
    })

    it('refuses a 26 MB file with the limit in the message (413)', async () => {
      const big = Buffer.alloc(26 * 1024 * 1024, 1)
      EBML_HEADER.copy(big)
      const response = await postRecording(server.url, big, { cookie })
      expect(response).toMatchObject({ status: 413, body: { message: 'The recording is too large (limit 25 MB).' } })
    })

    it('stops a streamed upload as soon as it passes the limit (413)', async () => {
      // No Content-Length: the limit is enforced while the file streams to disk.
      const boundary = 'sayso-boundary'
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
      )
      const chunk = Buffer.alloc(1024 * 1024, 3)
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(Buffer.concat([head, EBML_HEADER]))
          if (sent >= 27) {
            controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`))
            return controller.close()
          }
          sent++
          controller.enqueue(chunk)
        },
      })
      const response = await fetch(new URL('/api/transcribe', server.url), {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { cookie, origin: server.url, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(filesUnder(tempDir)).toEqual([])
    })

    it('names the form field when the recording is sent under another one (400)', async () => {
      const response = await postRecording(server.url, testdataRecording('goforward.raw'), { cookie, field: 'file' })
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'No audio file: send the recording in the form field "audio".' },
      })
    })

    it('refuses JSON instead of a form (415)', async () => {
      const response = await client.post('/api/transcribe', { audio: 'base64…' }, { origin: server.url })
      expect(response.status).toBe(415)
      expect(response.body.message).toMatch(/multipart\/form-data/)
    })

    it.each([
      [
        'without a boundary',
        'multipart/form-data',
        Buffer.from('whatever'),
        'Malformed multipart form: the boundary is missing.',
      ],
      [
        'cut off before its end',
        'multipart/form-data; boundary=xyz',
        Buffer.concat([
          Buffer.from('--xyz\r\nContent-Disposition: form-data; name="audio"; filename="r.webm"\r\n\r\n'),
          EBML_HEADER,
          Buffer.alloc(64),
        ]),
        'Malformed multipart form.',
      ],
    ])('refuses a multipart body %s (400)', async (_name, contentType, body, message) => {
      const response = await fetch(new URL('/api/transcribe', server.url), {
        method: 'POST',
        body,
        headers: { cookie, origin: server.url, 'content-type': contentType },
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message })
    })

    it('keeps serving afterwards', async () => {
      const response = await postRecording(server.url, testdataRecording('goforward.raw'), { cookie })
      expect(response).toMatchObject({ status: 200, body: { transcription: 'go forward ten meters' } })
    })
  })

  it('refuses a recording posted from another site (403)', async () => {
    const response = await postRecording(server.url, testdataRecording('goforward.raw'), {
      cookie,
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
  })

  it('asks a visitor without a session to sign in (401)', async () => {
    const response = await postRecording(server.url, testdataRecording('goforward.raw'))
    expect(response.status).toBe(401)
  })

  describe('when formatting a quick update', () => {
    const transcription =
      'Um so a quick update on the mobile checkout. We launched Apple Pay on iOS last Thursday and, uh, mobile conversion is up three percent. ' +
      'The risk is that the Android version is blocked on the new payments SDK. Could you approve the extra QA contractor by Friday? ' +
      'Next week we start the Android beta with fifty testers.'

    it('opens with a one-sentence TL;DR and places each sentence in its section', async () => {
      const response = await client.post('/api/format-update', { updateType: 'quick', transcription })
      expect(response.status).toBe(200)
      const sections = response.body.formattedSections as {
        sectionId: string
        sectionName: string
        headline: string
        content: string
      }[]
      expect(sections.map((section) => section.sectionId)).toEqual(['tldr', 'ask', 'progress', 'risks', 'next'])
      expect(sections[0]!.sectionName).toBe('TL;DR')
      expect(sections[0]!.content.match(/[.!?](\s|$)/g)).toHaveLength(1)
      const bySection = Object.fromEntries(
        sections.map((section) => [section.sectionId, `${section.headline} ${section.content}`]),
      )
      expect(bySection.progress).toContain('Apple Pay')
      expect(bySection.progress).toContain('3%')
      expect(bySection.risks).toContain('payments SDK')
      expect(bySection.ask).toContain('QA contractor')
      expect(bySection.next).toContain('50 testers')
      expect(JSON.stringify(sections)).not.toMatch(/\b(um|uh)\b/i)
    })

    it.each([
      ['an empty transcription', { updateType: 'quick', transcription: '   ' }],
      ['only filler words', { updateType: 'quick', transcription: 'Um, uh… so, you know.' }],
      ['a weekly update without sections', { updateType: 'weekly', sections: [] }],
      [
        'weekly sections without recordings',
        {
          updateType: 'weekly',
          sections: [{ sectionId: 'horizon', sectionName: 'On the Horizon', transcriptions: [''], recordingIds: [] }],
        },
      ],
    ])('answers %s with "No recordings to format" (400)', async (_name, body) => {
      const response = await client.post('/api/format-update', body)
      expect(response).toMatchObject({ status: 400, body: { message: 'No recordings to format' } })
    })
  })

  describe('when formatting a weekly update', () => {
    it('gives each recording its own entry, numbered within its template section', async () => {
      const response = await client.post('/api/format-update', {
        updateType: 'weekly',
        sections: [
          {
            sectionId: 'key-updates',
            sectionName: 'Key Updates & Decisions Made',
            transcriptions: [
              'Uh we decided to retire the old mobile web checkout.',
              'The new help center went live on Monday.',
            ],
            recordingIds: ['1700000000000', '1700000000001'],
          },
          {
            sectionId: 'horizon',
            sectionName: '',
            transcriptions: ['In March we open the beta to two hundred customers.'],
            recordingIds: ['1700000000002'],
          },
        ],
      })
      expect(response.status).toBe(200)
      // Issue 16: each note is one fact the headline says in full, so the content does not say it again.
      expect(response.body.formattedSections).toEqual([
        {
          sectionId: 'key-updates_1',
          sectionName: 'Key Updates & Decisions Made',
          headline: 'Decided to retire the old mobile web checkout',
          content: '',
        },
        {
          sectionId: 'key-updates_2',
          sectionName: 'Key Updates & Decisions Made',
          headline: 'New help center went live on Monday',
          content: '',
        },
        {
          sectionId: 'horizon_1',
          sectionName: 'On the Horizon',
          headline: 'We open the beta to 200 customers in March',
          content: '',
        },
      ])
    })

    it('refuses a section the weekly template does not have (400)', async () => {
      const response = await client.post('/api/format-update', {
        updateType: 'weekly',
        sections: [{ sectionId: 'gossip', sectionName: 'Gossip', transcriptions: ['hello'], recordingIds: [] }],
      })
      expect(response).toMatchObject({ status: 400, body: { message: 'Unknown section: gossip' } })
    })
  })

  it.each([
    ['malformed JSON', '{"updateType": "quick", ', 'Malformed JSON body'],
    ['a missing field', JSON.stringify({ updateType: 'quick' }), /^transcription: /],
    ['an unknown update type', JSON.stringify({ updateType: 'monthly', transcription: 'hi' }), /^updateType: /],
  ])('answers %s with a 400 that says what is wrong', async (_name, body, message) => {
    const response = await client.post('/api/format-update', body)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(message)
  })

  describe('when processing typed text', () => {
    it('writes it as clean sentences for the section', async () => {
      const response = await client.post('/api/process-text', {
        text: 'um so we hired two designers and the, uh, design system is like eighty percent done',
        sectionId: 'other-highlights',
        sectionName: 'Other Updates and Highlights',
      })
      expect(response).toMatchObject({
        status: 200,
        body: {
          processedText: 'We hired two designers and the design system is about 80% done.',
          sectionId: 'other-highlights',
          sectionName: 'Other Updates and Highlights',
        },
      })
    })

    it('takes a note that ends on a number and "and" ("we have twenty and") without a 500', async () => {
      for (const route of ['/api/process-text', '/api/format-update']) {
        const body =
          route === '/api/process-text'
            ? { text: 'we have twenty and', sectionId: 'horizon', sectionName: 'On the Horizon' }
            : { updateType: 'quick', transcription: 'we have twenty and' }
        const response = await client.post(route, body)
        expect(response.status).toBe(200)
        expect(JSON.stringify(response.body)).toContain('20')
      }
    })

    it.each([
      ['empty text', { text: '  ', sectionId: 'horizon', sectionName: 'On the Horizon' }, 'text: Text is required'],
      [
        'an unknown section',
        { text: 'Hello', sectionId: 'nowhere', sectionName: 'Nowhere' },
        'Unknown section: nowhere',
      ],
    ])('refuses %s (400)', async (_name, body, message) => {
      const response = await client.post('/api/process-text', body)
      expect(response).toMatchObject({ status: 400, body: { message } })
    })
  })

  describe('when asking for the exec version of a weekly update', () => {
    const weekly = [
      ...weeklyWithMetricAndRisk,
      { id: 'f1', sectionId: 'feel-goods', headline: 'Team lunch', content: 'It was nice.' },
    ]

    it('derives it with the offline rules: the metric in Key Progress, the risk in What Could Derail Us and Ask', async () => {
      const response = await client.post('/api/exec-version', { entries: weekly })
      expect(response.status).toBe(200)
      const entries: { key: string; sectionName: string; headline: string; content: string }[] = response.body.entries
      expect(entries.map((entry) => [entry.key, entry.sectionName])).toEqual([
        ['tldr', 'TL;DR'],
        ['ask:r1', 'Ask'],
        ['progress:g1', 'Key Progress'],
        ['risks:r1', 'What Could Derail Us'],
      ])
      expect(entries[2]).toMatchObject({ headline: 'Activation up to 42%', content: 'Up from 35% in October.' })
      expect(JSON.stringify(entries)).not.toContain('Team lunch')
    })

    it.each([
      [
        'an unknown section',
        { entries: [{ sectionId: 'gossip', headline: 'Hi', content: '' }] },
        'Unknown section: gossip',
      ],
      ['entries that are not a list', { entries: 'all of them' }, /^entries: /],
      ['an unknown status', { entries: [{ ...weekly[1], status: 'maybe' }] }, /^entries\.0\.status: /],
    ])('refuses %s (400)', async (_name, body, message) => {
      const response = await client.post('/api/exec-version', body)
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(message)
    })
  })

  it.each(['/api/format-update', '/api/process-text', '/api/exec-version'])(
    'asks a visitor without a session to sign in at %s (401)',
    async (route) => {
      const response = await createClient(server.url).post(route, { updateType: 'quick', transcription: 'hello' })
      expect(response.status).toBe(401)
    },
  )
})

describe('given a server with tight AI limits', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  // The upload limit is exactly the size of this recording.
  const wav = testdataRecording('goforward.raw', 'wav')
  beforeAll(async () => {
    server = await startTestServer({
      ai: {
        ...testConfig().ai,
        maxConcurrentTranscriptions: 1,
        maxAudioSeconds: 3.5,
        requestsPerMinute: 8,
        maxUploadBytes: wav.length,
      },
    })
  })
  afterAll(() => server.close())

  it('accepts a recording of exactly the upload limit and refuses one byte more (413)', async () => {
    const { client } = await signedUpClient(server.url)
    const options = { cookie: client.cookieHeader(), filename: 'recording.wav', type: 'audio/wav' }
    expect(await postRecording(server.url, wav, options)).toMatchObject({
      status: 200,
      body: { transcription: 'go forward ten meters' },
    })
    const response = await postRecording(server.url, Buffer.concat([wav, Buffer.alloc(1)]), options)
    expect(response.status).toBe(413)
    expect(response.body.message).toMatch(/^The recording is too large \(limit /)
  })

  it('refuses a recording longer than the limit, naming it (400)', async () => {
    const { client } = await signedUpClient(server.url)
    // numbers.raw lasts 4 seconds.
    const response = await postRecording(server.url, testdataRecording('numbers.raw'), {
      cookie: client.cookieHeader(),
    })
    expect(response).toMatchObject({ status: 400, body: { message: 'The recording is too long (limit 3.5 seconds).' } })
  })

  it('turns away transcriptions beyond the concurrency cap with 429', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => signedUpClient(server.url)))
    const short = testdataRecording('something.raw')
    const responses = await Promise.all(
      users.map(({ client }) => postRecording(server.url, short, { cookie: client.cookieHeader() })),
    )
    const refused = responses.filter((response) => response.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]!.body.message).toBe(STATUS_MESSAGES[429])
    expect(refused[0]!.headers.get('retry-after')).toBeTruthy()
    for (const response of responses.filter((r) => r.status !== 429)) {
      expect(response).toMatchObject({ status: 200, body: { transcription: 'go somewhere and do something' } })
    }
  })

  it('limits each user’s AI requests per minute (429), without affecting other users', async () => {
    const { client } = await signedUpClient(server.url)
    const request = { updateType: 'quick', transcription: 'We shipped the export feature.' }
    for (let i = 0; i < 8; i++) expect((await client.post('/api/format-update', request)).status).toBe(200)
    const refused = await client.post('/api/format-update', request)
    expect(refused).toMatchObject({ status: 429, body: { message: STATUS_MESSAGES[429] } })
    const other = (await signedUpClient(server.url)).client
    expect((await other.post('/api/format-update', request)).status).toBe(200)
  })
})

describe('given a server without the offline speech model installed', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({ ai: { ...testConfig().ai, pocketsphinxModelDir: '/nonexistent/model' } })
  })
  afterAll(() => server.close())

  it('says so in its description and answers 503 with what is missing, while formatting still works', async () => {
    expect(server.ai.describe()).toContain('UNAVAILABLE until installed: apt-get install pocketsphinx-en-us')
    const { client } = await signedUpClient(server.url)
    const response = await postRecording(server.url, testdataRecording('goforward.raw'), {
      cookie: client.cookieHeader(),
    })
    expect(response).toMatchObject({
      status: 503,
      body: { message: 'Offline transcription is not installed on this server (missing pocketsphinx-en-us).' },
    })
    expect(
      (await client.post('/api/format-update', { updateType: 'quick', transcription: 'We shipped it.' })).status,
    ).toBe(200)
  })
})
