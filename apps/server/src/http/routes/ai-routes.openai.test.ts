import { QUICK_TEMPLATE, WEEKLY_TEMPLATE } from '@sayso/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { postRecording, testdataRecording } from '../../ai/testing/audio-fixtures.ts'
import { chatReply, json, startFakeOpenAi, type Reply } from '../../ai/testing/fake-openai.ts'
import { weeklyWithMetricAndRisk } from '../../ai/testing/weekly-entries.ts'
import { signedUpClient, startTestServer, testConfig } from '../../testing/test-server.ts'

describe('given a server whose AI back end is an OpenAI-compatible service', () => {
  const upstream = startFakeOpenAi()
  let server: Awaited<ReturnType<typeof startTestServer>>
  let client: Awaited<ReturnType<typeof signedUpClient>>['client']

  beforeAll(async () => {
    const baseUrl = await upstream.listen()
    server = await startTestServer({
      ai: {
        ...testConfig().ai,
        transcriber: 'openai',
        formatter: 'openai',
        openai: {
          apiKey: 'sk-test',
          baseUrl,
          transcribeModel: 'whisper-test',
          formatModel: 'gpt-test',
          timeoutMs: 700,
          maxRetries: 1,
        },
      },
    })
    ;({ client } = await signedUpClient(server.url))
  })
  beforeEach(() => {
    upstream.requests.length = 0
    upstream.replies.length = 0
  })
  afterAll(async () => {
    await server.close()
    upstream.server.closeAllConnections()
    await new Promise((resolve) => upstream.server.close(resolve))
  })

  describe('when a recording is transcribed', () => {
    it('sends the file under its container’s extension with the configured model, and returns the text', async () => {
      upstream.replies.push(json(200, { text: ' Go forward ten meters. ' }))
      const recording = testdataRecording('goforward.raw')
      const response = await postRecording(server.url, recording, {
        cookie: client.cookieHeader(),
        filename: 'whatever.bin',
      })
      expect(response).toMatchObject({ status: 200, body: { transcription: 'Go forward ten meters.' } })
      const [sent] = upstream.requests
      expect(sent!.path).toBe('/v1/audio/transcriptions')
      expect(sent!.headers.authorization).toBe('Bearer sk-test')
      expect(sent!.fields!.model).toBe('whisper-test')
      expect(sent!.file!.name).toBe('recording.webm')
      expect(sent!.file!.bytes.equals(recording)).toBe(true)
    })

    it('checks the recording with ffmpeg first: a damaged one is refused (400) and never sent', async () => {
      const damaged = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 0x55)])
      const response = await postRecording(server.url, damaged, { cookie: client.cookieHeader() })
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/^Could not read the audio/)
      expect(upstream.requests).toEqual([])
    })

    it('answers an upstream failure with 502 and a message', async () => {
      upstream.replies.push(json(500, { error: { message: 'boom' } }), json(500, { error: { message: 'boom' } }))
      const response = await postRecording(server.url, testdataRecording('goforward.raw'), {
        cookie: client.cookieHeader(),
      })
      expect(response).toMatchObject({
        status: 502,
        body: { message: 'The transcription service failed (HTTP 500). Please try again in a few moments.' },
      })
    })
  })

  describe('when the exec version of a weekly update is asked for', () => {
    const weekly = [
      ...weeklyWithMetricAndRisk,
      { id: 'r2', sectionId: 'risks-blockers_2', headline: 'Old risk', content: 'Gone.', status: 'resolved' },
    ]
    const answer = (overrides: { content?: string } = {}) => ({
      entries: [
        {
          sectionId: 'risks',
          source: 1,
          headline: 'Vendor contract may slip',
          content: 'It could slip to December 4.',
        },
        { sectionId: 'progress', source: 0, headline: 'Activation at 42%', content: 'Up from 35% in October.' },
        {
          sectionId: 'tldr',
          source: -1,
          headline: '',
          content: overrides.content ?? 'Activation reached 42% while the vendor contract may slip to December 4.',
        },
      ],
    })

    it('asks the model with the rules and the numbered entries, and answers in the template order', async () => {
      upstream.replies.push(chatReply(JSON.stringify(answer())))
      const response = await client.post('/api/exec-version', { entries: weekly })
      expect(response.status).toBe(200)
      expect(response.body.entries).toEqual([
        {
          key: 'tldr',
          sectionId: 'tldr',
          sectionName: 'TL;DR',
          headline: '',
          content: 'Activation reached 42% while the vendor contract may slip to December 4.',
        },
        {
          key: 'progress:g1',
          sectionId: 'progress',
          sectionName: 'Key Progress',
          headline: 'Activation at 42%',
          content: 'Up from 35% in October.',
        },
        {
          key: 'risks:r1',
          sectionId: 'risks',
          sectionName: 'What Could Derail Us',
          headline: 'Vendor contract may slip',
          content: 'It could slip to December 4.',
        },
      ])
      const sent = upstream.requests[0]!
      expect(sent.json.model).toBe('gpt-test')
      const [system, user] = sent.json.messages
      expect(system.content).toContain('Never invent anything')
      expect(system.content).toContain('single sentence')
      expect(user.content).toContain('[1] risks-blockers (open)\nheadline: Vendor contract may slip to December 4')
      expect(sent.json.response_format.json_schema.schema.properties.entries.items.properties.sectionId.enum).toEqual(
        QUICK_TEMPLATE.sections.map((section) => section.id),
      )
    })

    it.each([
      ['a number the weekly update does not contain', { content: 'Activation reached 57% this week.' }],
      ['a TL;DR of two sentences', { content: 'Activation reached 42%. The vendor may slip.' }],
    ])('falls back to the offline rules when the answer has %s', async (_name, overrides) => {
      upstream.replies.push(chatReply(JSON.stringify(answer(overrides))))
      const response = await client.post('/api/exec-version', { entries: weekly })
      expect(response.status).toBe(200)
      expect(JSON.stringify(response.body)).not.toContain('57%')
      expect(response.body.entries.map((entry: { key: string }) => entry.key)).toEqual([
        'tldr',
        'ask:r1',
        'progress:g1',
        'risks:r1',
      ])
      expect(response.body.entries[2].headline).toBe('Activation up to 42%')
    })

    it('falls back when the model puts a resolved risk or a horizon item where it does not belong', async () => {
      const wrong = answer()
      wrong.entries[0]!.source = 2
      upstream.replies.push(chatReply(JSON.stringify(wrong)))
      const response = await client.post('/api/exec-version', { entries: weekly })
      expect(response.body.entries.map((entry: { key: string }) => entry.key)).not.toContain('risks:r2')
      expect(response.body.entries[2].headline).toBe('Activation up to 42%')
    })

    it('does not ask the model when nothing in the weekly update goes to an exec version', async () => {
      const response = await client.post('/api/exec-version', { entries: [weekly[2]] })
      expect(response).toMatchObject({ status: 200, body: { entries: [] } })
      expect(upstream.requests).toEqual([])
    })

    it('answers an upstream failure with 502 and a message', async () => {
      upstream.replies.push(json(500, { error: { message: 'boom' } }), json(500, { error: { message: 'boom' } }))
      const response = await client.post('/api/exec-version', { entries: weekly })
      expect(response).toMatchObject({
        status: 502,
        body: { message: 'The formatting service failed (HTTP 500). Please try again in a few moments.' },
      })
    })
  })

  describe('when a quick update is formatted', () => {
    const transcription = 'Um we shipped the export feature to all teams and exports are up 30 percent.'
    const answer = {
      entries: [
        { sectionId: 'progress', headline: 'Export feature shipped to all teams', content: 'Exports are up 30%.' },
        {
          sectionId: 'tldr',
          headline: 'Exports live',
          content: 'The export feature shipped to all teams and exports are up 30%.',
        },
      ],
    }

    it('asks for the quick sections as structured output, with the template guidance, and maps the reply', async () => {
      upstream.replies.push(chatReply(JSON.stringify(answer)))
      const response = await client.post('/api/format-update', { updateType: 'quick', transcription })
      expect(response.status).toBe(200)
      expect(response.body.formattedSections).toEqual([
        {
          sectionId: 'tldr',
          sectionName: 'TL;DR',
          headline: 'Exports live',
          content: 'The export feature shipped to all teams and exports are up 30%.',
        },
        {
          sectionId: 'progress',
          sectionName: 'Key Progress',
          headline: 'Export feature shipped to all teams',
          content: 'Exports are up 30%.',
        },
      ])

      const sent = upstream.requests[0]!
      expect(sent.path).toBe('/v1/chat/completions')
      expect(sent.json.model).toBe('gpt-test')
      const [system, user] = sent.json.messages
      expect(user).toEqual({ role: 'user', content: transcription })
      expect(system.content).toContain('Never invent facts')
      for (const section of QUICK_TEMPLATE.sections) expect(system.content).toContain(section.placeholder)
      const format = sent.json.response_format
      expect(format.type).toBe('json_schema')
      expect(format.json_schema.strict).toBe(true)
      const entry = format.json_schema.schema.properties.entries.items
      expect(entry.properties.sectionId.enum).toEqual(['tldr', 'ask', 'progress', 'risks', 'next'])
      expect(entry.required).toEqual(expect.arrayContaining(['sectionId', 'headline', 'content']))
    })

    it.each([
      [
        'an upstream 500 (after one retry)',
        [json(500, { error: { message: 'down' } }), json(500, { error: { message: 'down' } })],
        'The formatting service failed (HTTP 500). Please try again in a few moments.',
      ],
      [
        'a reply that is not JSON',
        [chatReply('Sure! Here is your update: …')],
        'The formatting service sent a reply Sayso could not use. Please try again.',
      ],
      [
        'a reply in the wrong shape',
        [chatReply(JSON.stringify({ entries: [{ sectionId: 'gossip', headline: 1 }] }))],
        'The formatting service sent a reply Sayso could not use. Please try again.',
      ],
      [
        'a reply without a TL;DR',
        [chatReply(JSON.stringify({ entries: [answer.entries[0]] }))],
        'The formatting service sent a reply Sayso could not use. Please try again.',
      ],
    ])('answers %s with 502 and a message', async (_name, replies, message) => {
      upstream.replies.push(...replies)
      const response = await client.post('/api/format-update', { updateType: 'quick', transcription })
      expect(response).toMatchObject({ status: 502, body: { message } })
    })

    it('retries once after an upstream 500, then succeeds', async () => {
      upstream.replies.push(json(500, { error: { message: 'blip' } }), chatReply(JSON.stringify(answer)))
      const response = await client.post('/api/format-update', { updateType: 'quick', transcription })
      expect(response.status).toBe(200)
      expect(upstream.requests).toHaveLength(2)
    })

    it('gives up on a service that does not answer in time (502), without hanging', async () => {
      const silent: Reply = (_request, res) => void setTimeout(() => res.destroyed || res.end(), 5000)
      upstream.replies.push(silent, silent)
      const started = Date.now()
      const response = await client.post('/api/format-update', { updateType: 'quick', transcription })
      expect(response).toMatchObject({
        status: 502,
        body: { message: 'The formatting service did not answer in time. Please try again in a few moments.' },
      })
      expect(Date.now() - started).toBeLessThan(4000)
    })
  })

  it('formats a weekly update with the chosen sections’ guidance and numbers the entries', async () => {
    upstream.replies.push(
      chatReply(
        JSON.stringify({
          entries: [
            { sectionId: 'key-updates', headline: 'Legacy importer retired', content: 'Only 3 customers used it.' },
            { sectionId: 'key-updates', headline: 'Pricing copy final', content: 'Legal signed off.' },
            { sectionId: 'horizon', headline: 'Billing discovery next sprint', content: 'Kick-off next sprint.' },
          ],
        }),
      ),
    )
    const response = await client.post('/api/format-update', {
      updateType: 'weekly',
      sections: [
        {
          sectionId: 'key-updates',
          sectionName: 'Key Updates & Decisions Made',
          transcriptions: ['We retired the legacy importer.', 'Pricing copy is final.'],
          recordingIds: ['1', '2'],
        },
        {
          sectionId: 'horizon',
          sectionName: 'On the Horizon',
          transcriptions: ['Next sprint we start billing discovery.'],
          recordingIds: ['3'],
        },
      ],
    })
    expect(response.status).toBe(200)
    expect(response.body.formattedSections.map((entry: { sectionId: string }) => entry.sectionId)).toEqual([
      'key-updates_1',
      'key-updates_2',
      'horizon_1',
    ])
    const sent = upstream.requests[0]!.json
    const system = sent.messages[0].content as string
    expect(system).toContain(WEEKLY_TEMPLATE.sections.find((section) => section.id === 'key-updates')!.placeholder)
    expect(system).not.toContain(WEEKLY_TEMPLATE.sections.find((section) => section.id === 'feel-goods')!.placeholder)
    expect(sent.messages[1].content).toContain('We retired the legacy importer.')
    expect(sent.response_format.json_schema.schema.properties.entries.items.properties.sectionId.enum).toEqual([
      'key-updates',
      'horizon',
    ])
  })

  it('processes typed text through the model', async () => {
    upstream.replies.push(chatReply(JSON.stringify({ processedText: 'We hired two designers.' })))
    const response = await client.post('/api/process-text', {
      text: 'um we hired two designers',
      sectionId: 'feel-goods',
      sectionName: 'Feel Goods',
    })
    expect(response).toMatchObject({
      status: 200,
      body: { processedText: 'We hired two designers.', sectionId: 'feel-goods', sectionName: 'Feel Goods' },
    })
    expect(upstream.requests[0]!.json.messages[0].content).toContain(
      WEEKLY_TEMPLATE.sections.find((section) => section.id === 'feel-goods')!.placeholder,
    )
  })

  describe('when the user has a vocabulary (issue 16)', () => {
    it('sends the terms as the transcription prompt and writes misheard forms as the terms', async () => {
      const { client: user } = await signedUpClient(server.url)
      await user.post('/api/user/vocabulary', { term: 'SOC 2', soundsLike: ['sock two'] })
      await user.post('/api/user/vocabulary', { term: 'Jira' })
      upstream.replies.push(json(200, { text: 'The sock two audit moved to jira.' }))
      const response = await postRecording(server.url, testdataRecording('goforward.raw'), {
        cookie: user.cookieHeader(),
      })
      expect(response).toMatchObject({ status: 200, body: { transcription: 'The SOC 2 audit moved to Jira.' } })
      expect(upstream.requests[0]!.fields!.prompt).toBe('Names and terms: SOC 2, Jira.')
    })

    it('puts the terms in the formatting instructions', async () => {
      const { client: user } = await signedUpClient(server.url)
      await user.post('/api/user/vocabulary', { term: 'Okta', soundsLike: ['ock ta'] })
      upstream.replies.push(
        chatReply(
          JSON.stringify({
            entries: [
              { sectionId: 'tldr', headline: 'SSO with okta done', content: 'Single sign-on with okta is live.' },
            ],
          }),
        ),
      )
      const response = await user.post('/api/format-update', {
        updateType: 'quick',
        transcription: 'we finished single sign on with ock ta',
      })
      expect(response.status).toBe(200)
      expect(response.body.formattedSections[0]).toMatchObject({
        headline: 'SSO with Okta done',
        content: 'Single sign-on with Okta is live.',
      })
      const [system, sentNotes] = upstream.requests[0]!.json.messages
      expect(system.content).toContain("The speaker's vocabulary: write these names and terms exactly as given")
      expect(system.content).toContain('Okta (sounds like: ock ta)')
      expect(sentNotes.content).toBe('we finished single sign on with Okta')
    })

    it('sends no prompt without a vocabulary', async () => {
      upstream.replies.push(json(200, { text: 'Go forward ten meters.' }))
      await postRecording(server.url, testdataRecording('goforward.raw'), { cookie: client.cookieHeader() })
      expect(upstream.requests[0]!.fields!.prompt).toBeUndefined()
    })
  })
})
