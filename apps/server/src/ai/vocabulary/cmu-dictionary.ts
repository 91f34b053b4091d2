import fs from 'node:fs'

/** word → its pronunciations (CMU phones), the common one first, from the dictionary that ships with pocketsphinx-en-us. */
export type CmuDictionary = ReadonlyMap<string, readonly string[]>

const loaded = new Map<string, Promise<CmuDictionary>>()

/** Read once per file; about 135,000 words. */
export function loadCmuDictionary(file: string): Promise<CmuDictionary> {
  let dictionary = loaded.get(file)
  if (!dictionary) {
    dictionary = fs.promises.readFile(file, 'utf8').then((text) => {
      const words = new Map<string, string[]>()
      for (const line of text.split('\n')) {
        const space = line.indexOf(' ')
        if (space <= 0) continue
        // "word(2)" lines are the word's other pronunciations, listed after its first.
        const word = line.slice(0, space).replace(/\(\d+\)$/, '')
        const phones = line.slice(space + 1).trim()
        const pronunciations = words.get(word)
        if (pronunciations) pronunciations.push(phones)
        else words.set(word, [phones])
      }
      return words
    })
    loaded.set(file, dictionary)
    dictionary.catch(() => loaded.delete(file))
  }
  return dictionary
}
