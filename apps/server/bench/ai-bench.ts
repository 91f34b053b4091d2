// pnpm bench:ai — offline transcription real-time factor and latencies, offline formatter latency.
// Runs the real server on an ephemeral port with a fresh data directory; nothing leaves the machine.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createOfflineFormatter } from '../src/ai/formatting/offline/offline-formatter.ts'
import { requestFor, type EvalCase } from '../src/ai/formatting/eval/score-formatter.ts'
import { POCKETSPHINX_TESTDATA, postRecording } from '../src/ai/testing/audio-fixtures.ts'
import { signedUpClient, startTestServer, testConfig } from '../src/testing/test-server.ts'

const WARM_RUNS = 10
const FORMAT_RUNS = 200

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'))

/** Real recordings as the browser sends them (webm/opus), with their length in seconds. */
function recording(name: string, inputs: string[]): { audio: Buffer; seconds: number } {
  const pcm = path.join(work, `${name}.raw`)
  // Each input decoded to 16 kHz mono, joined with half a second of silence between them.
  const gap = Buffer.alloc(16_000)
  const parts = inputs.flatMap((input) => {
    const args = input.endsWith('.raw') ? ['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', input] : ['-i', input]
    return [execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', ...args, '-f', 's16le', '-ar', '16000', '-ac', '1', '-'], { maxBuffer: 1 << 28 }), gap]
  })
  fs.writeFileSync(pcm, Buffer.concat(parts))
  const webm = path.join(work, `${name}.webm`)
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', pcm, '-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', webm])
  return { audio: fs.readFileSync(webm), seconds: fs.statSync(pcm).size / 32_000 }
}

async function benchTranscription(): Promise<void> {
  // Recordings are prepared first, so the server's connections never sit idle between requests.
  const short = recording('goforward', [path.join(POCKETSPHINX_TESTDATA, 'goforward.raw')])
  const librivox = fs.readdirSync(path.join(POCKETSPHINX_TESTDATA, 'librivox')).filter((name) => name.endsWith('.wav')).sort()
  const speech = [
    ...librivox.map((name) => path.join(POCKETSPHINX_TESTDATA, 'librivox', name)),
    ...['goforward.raw', 'something.raw', 'numbers.raw'].map((name) => path.join(POCKETSPHINX_TESTDATA, name)),
  ]
  // Long enough to be cut into several segments.
  const long = recording('long', [...speech, ...speech, ...speech])

  const server = await startTestServer({ logLevel: 'error' })
  const { client } = await signedUpClient(server.url)
  const cookie = client.cookieHeader()
  const transcribe = async (audio: Buffer) => {
    const started = performance.now()
    const response = await postRecording(server.url, audio, { cookie })
    if (response.status !== 200) throw new Error(`transcription failed: ${response.status} ${JSON.stringify(response.body)}`)
    return { elapsed: performance.now() - started, text: response.body.transcription ?? '' }
  }

  const first = await transcribe(short.audio)
  const warm: number[] = []
  for (let i = 0; i < WARM_RUNS; i++) warm.push((await transcribe(short.audio)).elapsed)
  console.log(`offline transcription of a ${short.seconds.toFixed(1)} s webm/opus recording (goforward: "${first.text}")`)
  console.log(`  first request (loads the model): ${ms(first.elapsed)}`)
  console.log(`  warm, ${WARM_RUNS} requests: p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}`)

  const run = await transcribe(long.audio)
  console.log(`  a ${long.seconds.toFixed(1)} s recording (${run.text.split(' ').length} words recognised): ${ms(run.elapsed)}`)
  console.log(
    `  real-time factor: ${(run.elapsed / 1000 / long.seconds).toFixed(3)} s of processing per second of audio ` +
      `(${server.config.ai.recogniserProcesses} recogniser processes, ${os.cpus().length} cores)`,
  )
  await server.close()
}

async function benchFormatter(): Promise<void> {
  const sets = [
    '/work/shared/eval/formatter-dev.json',
    new URL('../src/ai/formatting/eval/formatter-cases.json', import.meta.url),
    new URL('../src/ai/formatting/eval/formatter-holdout.json', import.meta.url),
  ].filter((file) => fs.existsSync(file))
  const cases = sets.flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as EvalCase[])
  const formatter = createOfflineFormatter()
  const timings: number[] = []
  for (let run = 0; run < FORMAT_RUNS; run++) {
    for (const evalCase of cases) {
      const started = performance.now()
      await formatter.formatUpdate(requestFor(evalCase))
      timings.push(performance.now() - started)
    }
  }
  console.log(`offline formatter, ${cases.length} updates × ${FORMAT_RUNS} runs: p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))} per update`)

  const server = await startTestServer({ ai: { ...testConfig().ai, requestsPerMinute: 100_000 } })
  const { client } = await signedUpClient(server.url)
  const http: number[] = []
  for (let run = 0; run < 20; run++) {
    for (const evalCase of cases) {
      const started = performance.now()
      const response = await client.post('/api/format-update', requestFor(evalCase))
      if (response.status !== 200) throw new Error(`format-update failed: ${response.status}`)
      http.push(performance.now() - started)
    }
  }
  console.log(`POST /api/format-update round trip, ${http.length} requests: p50 ${ms(percentile(http, 50))}, p95 ${ms(percentile(http, 95))}`)
  await server.close()
}

if (!process.argv.includes('--transcription-only')) await benchFormatter()
await benchTranscription()
fs.rmSync(work, { recursive: true, force: true })
