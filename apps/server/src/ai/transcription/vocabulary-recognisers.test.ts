import { afterAll, describe, expect, it } from 'vitest'
import { signedUpClient, startTestServer } from '../../testing/test-server.ts'
import { postRecording, synthesizedRecording } from '../testing/audio-fixtures.ts'

// Real speech (festival's slt voice) through the real server: the default recogniser cannot write a
// word its dictionary lacks; the user's vocabulary makes it recognisable on the next recording.
describe('given a recording that says names the model does not know', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | null = null
  afterAll(() => server?.close())

  it('writes them only once they are in the vocabulary, and leaves the other words as before', async () => {
    server = await startTestServer()
    const { client } = await signedUpClient(server.url)
    const cookie = client.cookieHeader()
    const audio = synthesizedRecording('Priya confirmed the sock two audit starts on March third.')

    const before = await postRecording(server.url, audio, { cookie })
    expect(before.status).toBe(200)
    expect(before.body.transcription).not.toMatch(/Priya|SOC 2/)
    expect(before.body.transcription).toMatch(/march third/)

    await client.post('/api/user/vocabulary', { term: 'Priya', soundsLike: ['pree ya'] })
    await client.post('/api/user/vocabulary', { term: 'SOC 2', soundsLike: ['sock two'] })
    const after = await postRecording(server.url, audio, { cookie })
    expect(after.status).toBe(200)
    expect(after.body.transcription).toMatch(/^Priya confirmed the SOC 2 .*march third$/)
  }, 60_000)

  it('writes a name that opens the sentence, said otherwise than the dictionary spells it', async () => {
    server ??= await startTestServer()
    const { client } = await signedUpClient(server.url)
    await client.post('/api/user/vocabulary', { term: 'Siobhan', soundsLike: ['shiv awn'] })
    const audio = synthesizedRecording('Shivawn is writing the launch plan for Friday.')

    const response = await postRecording(server.url, audio, { cookie: client.cookieHeader() })
    expect(response.status).toBe(200)
    expect(response.body.transcription).toMatch(/^Siobhan is /)
  }, 60_000)
})
