import fs from 'node:fs'

/** word → its first pronunciation (CMU phones), from the dictionary that ships with pocketsphinx-en-us. */
export type CmuDictionary = ReadonlyMap<string, string>

const loaded = new Map<string, Promise<CmuDictionary>>()

/** Read once per file; about 135,000 words. */
export function loadCmuDictionary(file: string): Promise<CmuDictionary> {
  let dictionary = loaded.get(file)
  if (!dictionary) {
    dictionary = fs.promises.readFile(file, 'utf8').then((text) => {
      const words = new Map<string, string>()
      for (const line of text.split('\n')) {
        const space = line.indexOf(' ')
        if (space <= 0) continue
        const word = line.slice(0, space)
        // "word(2)" lines are alternates; the first pronunciation is the common one.
        if (!word.endsWith(')')) words.set(word, line.slice(space + 1).trim())
      }
      return words
    })
    loaded.set(file, dictionary)
    dictionary.catch(() => loaded.delete(file))
  }
  return dictionary
}
