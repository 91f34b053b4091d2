import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { ServiceError } from '../../services/service-error.ts'
import type { Segment } from './segments.ts'

export interface RecogniserOptions {
  /** The acoustic model, language model and dictionary (Debian's pocketsphinx-en-us). */
  modelDir: string
  /** The longest one segment may take before the process is killed and restarted. */
  segmentTimeoutMs: number
  command?: string
  /** A pronunciation dictionary other than the model's, e.g. one with the user's vocabulary. */
  dictFile?: string
  /** Dictionary entries written as something else: "people(101)" → "Priya" (see vocabulary-dictionary.ts). */
  writtenAs?: ReadonlyMap<string, string>
}

interface Job {
  /** A `.raw` file of 16 kHz mono s16le samples. */
  pcmFile: string
  segment: Segment
  resolve(text: string): void
  reject(error: Error): void
}

let utteranceCounter = 0

export const recognitionTimedOut = () =>
  new ServiceError('timed-out', 'Transcription took too long. Try a shorter recording.')

// Silence, breath and noise markers the recogniser writes between words.
const FILLER = /^(?:<.*>|\[.*\]|\+\+.*\+\+)$/

/**
 * The words of a segmentation line, `uttid S n T n A n L n` then `startFrame ascr lscr word` per
 * word and the end frame: alternate pronunciations ("the(2)") become their word, vocabulary entries
 * their written form.
 */
export function wordsOfSegmentation(fields: readonly string[], writtenAs?: ReadonlyMap<string, string>): string {
  const words: string[] = []
  for (let at = 12; at < fields.length; at += 4) {
    const word = fields[at]!
    if (FILLER.test(word)) continue
    words.push(writtenAs?.get(word) ?? word.replace(/\(\d+\)$/, ''))
  }
  return words.join(' ')
}

/**
 * One warm `pocketsphinx_batch` process: the model is loaded once, then each segment is sent as a
 * control-file line on stdin (`file startFrame endFrame uttid`) and its words come back as a
 * segmentation line on stdout (`uttid … word …`), which says which pronunciation each word used.
 * Segments run one at a time per process.
 */
export class PocketsphinxProcess {
  readonly #options: RecogniserOptions
  #child: ChildProcessWithoutNullStreams | null = null
  readonly #queue: Job[] = []
  #current: { job: Job; uttId: string; timer: NodeJS.Timeout } | null = null
  #whenIdle: (() => void) | null = null

  constructor(options: RecogniserOptions) {
    this.#options = options
  }

  /** The running process group's id, if one is running. */
  get pid(): number | undefined {
    return this.#child?.pid
  }

  /** Segments waiting or running, to balance a pool. */
  get load(): number {
    return this.#queue.length + (this.#current ? 1 : 0)
  }

  /** Starts the process ahead of the first request (loading the model takes about a second). */
  warmUp(): void {
    this.#ensureChild()
  }

  recognise(pcmFile: string, segment: Segment): Promise<string> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ pcmFile, segment, resolve, reject })
      this.#next()
    })
  }

  /** Drops the queued segments of a file whose recording failed elsewhere. */
  cancel(pcmFile: string, reason: Error): void {
    for (let i = this.#queue.length - 1; i >= 0; i--) {
      if (this.#queue[i]!.pcmFile === pcmFile) this.#queue.splice(i, 1)[0]!.reject(reason)
    }
  }

  close(): void {
    for (const job of this.#queue.splice(0)) job.reject(new ServiceError('unavailable', 'The server is shutting down.'))
    this.#stop(new ServiceError('unavailable', 'The server is shutting down.'))
  }

  /** Stops the process once the segments it has been given are recognised. */
  closeWhenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.#whenIdle = () => {
        this.#whenIdle = null
        this.#stop(new ServiceError('unavailable', 'The speech recogniser was stopped.'))
        resolve()
      }
      if (this.load === 0) this.#whenIdle()
    })
  }

  #ensureChild(): ChildProcessWithoutNullStreams {
    if (this.#child) return this.#child
    const model = this.#options.modelDir
    // pocketsphinx opens its control and hypothesis files by name, and /dev/stdin cannot be opened
    // on the socket Node gives a child, so `cat` bridges it with real pipes. The process group
    // (detached) lets a timeout kill all three at once.
    const command = this.#options.command ?? 'pocketsphinx_batch'
    const child = spawn(
      'sh',
      [
        '-c',
        `cat | ${command} "$@" | cat`,
        'sayso-recogniser',
        '-hmm',
        path.join(model, 'en-us'),
        '-lm',
        path.join(model, 'en-us.lm.bin'),
        '-dict',
        this.#options.dictFile ?? path.join(model, 'cmudict-en-us.dict'),
        '-ctl',
        '/dev/stdin',
        '-adcin',
        'yes',
        // Control lines carry absolute paths (minus the leading slash) relative to this root.
        '-cepdir',
        '/',
        '-cepext',
        '',
        '-hypseg',
        '/dev/stdout',
        '-logfn',
        '/dev/null',
      ],
      { detached: true },
    )
    this.#child = child
    child.stderr.resume()
    child.stdin.on('error', () => {}) // the 'exit' handler reports a dead process
    readline.createInterface({ input: child.stdout }).on('line', (line) => this.#onLine(line))
    const stopped = () =>
      new ServiceError('unavailable', 'The speech recogniser stopped unexpectedly. Please try again.')
    child.on('error', () => this.#onExit(child, stopped()))
    child.on('exit', () => this.#onExit(child, stopped()))
    return child
  }

  #next(): void {
    if (this.#current) return
    const job = this.#queue.shift()
    if (!job) {
      this.#whenIdle?.()
      return
    }
    const uttId = `u${++utteranceCounter}`
    const timer = setTimeout(() => this.#stop(recognitionTimedOut()), this.#options.segmentTimeoutMs)
    this.#current = { job, uttId, timer }
    const { startFrame, endFrame } = job.segment
    const relative = path.resolve(job.pcmFile).slice(1)
    this.#ensureChild().stdin.write(`${relative} ${startFrame} ${endFrame} ${uttId}\n`)
  }

  #onLine(line: string): void {
    const fields = line.trim().split(/\s+/)
    const current = this.#current
    if (!current || fields[0] !== current.uttId || fields[1] !== 'S') return
    clearTimeout(current.timer)
    this.#current = null
    current.job.resolve(wordsOfSegmentation(fields, this.#options.writtenAs))
    this.#next()
  }

  #onExit(child: ChildProcessWithoutNullStreams, error: Error): void {
    if (this.#child !== child) return
    this.#child = null
    this.#failCurrent(error)
    this.#next()
  }

  /** Kills the process; the segment it was working on fails, the queue continues on a fresh one. */
  #stop(reason: Error): void {
    const child = this.#child
    this.#child = null
    if (child?.pid) killGroup(child.pid)
    this.#failCurrent(reason)
    this.#next()
  }

  #failCurrent(error: Error): void {
    const current = this.#current
    if (!current) return
    clearTimeout(current.timer)
    this.#current = null
    current.job.reject(error)
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** A few warm processes; each segment goes to the least busy one, so a long recording uses every core. */
export class RecogniserPool {
  readonly #processes: PocketsphinxProcess[]

  constructor(size: number, options: RecogniserOptions) {
    this.#processes = Array.from({ length: size }, () => new PocketsphinxProcess(options))
  }

  /** Starts `count` processes (all by default); the others start when a segment first needs them. */
  warmUp(count = this.#processes.length): void {
    for (const process of this.#processes.slice(0, count)) process.warmUp()
  }

  /** The words of each segment, in order. */
  async recognise(pcmFile: string, segments: readonly Segment[]): Promise<string[]> {
    const results = segments.map((segment) => this.#leastBusy().recognise(pcmFile, segment))
    try {
      return await Promise.all(results)
    } catch (error) {
      // The rest is not worth recognising; the caller removes the file only once nothing reads it.
      for (const process of this.#processes) process.cancel(pcmFile, error as Error)
      await Promise.allSettled(results)
      throw error
    }
  }

  #leastBusy(): PocketsphinxProcess {
    return this.#processes.reduce((best, candidate) => (candidate.load < best.load ? candidate : best))
  }

  close(): void {
    for (const process of this.#processes) process.close()
  }

  async closeWhenIdle(): Promise<void> {
    await Promise.all(this.#processes.map((process) => process.closeWhenIdle()))
  }
}
