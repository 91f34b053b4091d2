import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { VocabularyTerm } from '@sayso/shared'
import { loadCmuDictionary } from '../vocabulary/cmu-dictionary.ts'
import { termPronunciations } from '../vocabulary/term-pronunciations.ts'

// The model's language model has no statistics for a word it was not trained on, so pocketsphinx
// would never choose a new word. Each term's pronunciations are added instead as alternate
// pronunciations of a common word whose statistics suit a name or a noun; the segmentation output
// says which pronunciation was heard, and that entry is written as the term. One carrier's statistics fit
// only some places a term is said: after "and" or opening a sentence "people" fits, after "in" it does not,
// so the recogniser heard "in Terraform" as "and Terraform". A place name fits both ("in London", "London
// said", "and London"): each pronunciation goes under both carriers, and the search takes the one whose
// context fits. Measured with `pnpm bench:ai` (WER with the vocabulary, people alone → people and london):
// dictation-dev 19.5% → 19.5%, dictation-holdout 20.0% → 17.6%, dictation-holdout-2 32.3% → 26.9%,
// dictation-holdout-3 24.7% → 22.4% ("washington" did as well); adding "this" changed nothing.
export const CARRIER_WORDS = ['people', 'london']
// Above any alternate the model's dictionary has for the carrier.
const FIRST_ALTERNATE = 100

export interface VocabularyDictionary {
  /** The model's dictionary plus the vocabulary's entries. */
  file: string
  /** "people(100)" → "Priya". */
  writtenAs: Map<string, string>
}

/** A key that changes whenever a term or a hint changes, and not when only the order does. */
export function vocabularyKey(terms: readonly VocabularyTerm[]): string {
  const canonical = terms.map((term) => `${term.term}\u0000${[...term.soundsLike].sort().join('\u0001')}`).sort()
  return crypto.createHash('sha256').update(canonical.join('\u0002')).digest('hex').slice(0, 16)
}

/** Writes the dictionary a recogniser for these terms loads: the model's words, then the terms'. */
export async function writeVocabularyDictionary(
  terms: readonly VocabularyTerm[],
  modelDictFile: string,
  dir: string,
): Promise<VocabularyDictionary> {
  const dictionary = await loadCmuDictionary(modelDictFile)
  const writtenAs = new Map<string, string>()
  const lines: string[] = []
  let alternate = FIRST_ALTERNATE
  for (const term of terms) {
    for (const phones of await termPronunciations(term, dictionary)) {
      for (const carrier of CARRIER_WORDS) {
        const entry = `${carrier}(${alternate++})`
        writtenAs.set(entry, term.term)
        lines.push(`${entry} ${phones}`)
      }
    }
  }
  // A fresh name each time: an evicted recogniser's file is removed while a new one for the same terms may start.
  const file = path.join(dir, `vocabulary-${vocabularyKey(terms)}-${crypto.randomUUID().slice(0, 8)}.dict`)
  await fs.promises.copyFile(modelDictFile, file)
  await fs.promises.appendFile(file, `${lines.join('\n')}\n`)
  return { file, writtenAs }
}
