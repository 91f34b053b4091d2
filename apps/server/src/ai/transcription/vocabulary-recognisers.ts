import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { VocabularyTerm } from '@sayso/shared'
import { RecogniserPool, type RecogniserOptions } from './pocketsphinx-recogniser.ts'
import { vocabularyKey, writeVocabularyDictionary } from './vocabulary-dictionary.ts'

export interface VocabularyRecognisersOptions extends RecogniserOptions {
  /** Vocabularies kept warm at once. */
  capacity: number
  /** Processes per vocabulary; only the first is started ahead of use. */
  processes: number
}

/**
 * Warm recognisers for users' vocabularies, least recently used first out: a vocabulary's model is
 * loaded once and reused for every recording until the vocabulary changes (a new key) or others push it out.
 */
export class VocabularyRecognisers {
  readonly #options: VocabularyRecognisersOptions
  readonly #pools = new Map<string, Promise<{ pool: RecogniserPool; file: string }>>()
  #dir: string | null = null

  constructor(options: VocabularyRecognisersOptions) {
    this.#options = options
  }

  /** The pool for these terms, started (and its dictionary written) on first use. */
  async poolFor(terms: readonly VocabularyTerm[]): Promise<RecogniserPool> {
    const key = vocabularyKey(terms)
    let pool = this.#pools.get(key)
    if (pool) {
      // Most recently used last.
      this.#pools.delete(key)
      this.#pools.set(key, pool)
      return (await pool).pool
    }
    pool = this.#start(terms)
    this.#pools.set(key, pool)
    pool.catch(() => this.#pools.get(key) === pool && this.#pools.delete(key))
    while (this.#pools.size > this.#options.capacity) {
      const [oldestKey, oldest] = this.#pools.entries().next().value!
      this.#pools.delete(oldestKey)
      // Recordings already given to it finish first; its dictionary goes with it.
      void oldest.then(
        async (evicted) => {
          await evicted.pool.closeWhenIdle()
          await fs.promises.rm(evicted.file, { force: true })
        },
        () => {},
      )
    }
    return (await pool).pool
  }

  async #start(terms: readonly VocabularyTerm[]): Promise<{ pool: RecogniserPool; file: string }> {
    this.#dir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sayso-vocabulary-'))
    const dictionary = await writeVocabularyDictionary(
      terms,
      path.join(this.#options.modelDir, 'cmudict-en-us.dict'),
      this.#dir,
    )
    const pool = new RecogniserPool(this.#options.processes, {
      ...this.#options,
      dictFile: dictionary.file,
      writtenAs: dictionary.writtenAs,
    })
    pool.warmUp(1)
    return { pool, file: dictionary.file }
  }

  close(): void {
    for (const pool of this.#pools.values())
      void pool.then(
        (started) => started.pool.close(),
        () => {},
      )
    this.#pools.clear()
    if (this.#dir) fs.rmSync(this.#dir, { recursive: true, force: true })
  }
}
