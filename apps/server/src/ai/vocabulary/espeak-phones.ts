import { execFile } from 'node:child_process'

// espeak-ng's IPA for a word it has never seen, mapped to the CMU phone set pocketsphinx's model uses.
// Longest symbols first, so "dʒ" is one phone and not "d" + "ʒ".
const IPA_TO_CMU: [string, string][] = Object.entries({
  tʃ: 'CH',
  dʒ: 'JH',
  aɪ: 'AY',
  aʊ: 'AW',
  ɔɪ: 'OY',
  eɪ: 'EY',
  oʊ: 'OW',
  əʊ: 'OW',
  iə: 'IY AH',
  eə: 'EH R',
  ʊə: 'UH R',
  ɑɹ: 'AA R',
  ɔɹ: 'AO R',
  ɪɹ: 'IH R',
  ɛɹ: 'EH R',
  ʊɹ: 'UH R',
  n̩: 'AH N',
  l̩: 'AH L',
  p: 'P',
  b: 'B',
  t: 'T',
  d: 'D',
  k: 'K',
  ɡ: 'G',
  g: 'G',
  f: 'F',
  v: 'V',
  θ: 'TH',
  ð: 'DH',
  s: 'S',
  z: 'Z',
  ʃ: 'SH',
  ʒ: 'ZH',
  h: 'HH',
  m: 'M',
  n: 'N',
  ŋ: 'NG',
  l: 'L',
  ɫ: 'L',
  ɹ: 'R',
  r: 'R',
  j: 'Y',
  w: 'W',
  ɾ: 'T',
  x: 'K',
  ʔ: '',
  i: 'IY',
  ɪ: 'IH',
  ᵻ: 'IH',
  e: 'EY',
  ɛ: 'EH',
  æ: 'AE',
  a: 'AA',
  ɑ: 'AA',
  ɒ: 'AA',
  ɔ: 'AO',
  o: 'OW',
  ʊ: 'UH',
  u: 'UW',
  ʌ: 'AH',
  ə: 'AH',
  ɐ: 'AH',
  ɚ: 'ER',
  ɜ: 'ER',
  ɝ: 'ER',
  y: 'UW',
}).sort((a, b) => b[0].length - a[0].length)

/** CMU phones for espeak-ng's IPA output, e.g. "dʒ ˈiə ɹ ə" → "JH IY AH R AH". */
export function ipaToCmu(ipa: string): string {
  const text = ipa.replace(/[ˈˌːˑ\s_‿.]/g, '')
  const phones: string[] = []
  let at = 0
  while (at < text.length) {
    const match = IPA_TO_CMU.find(([symbol]) => text.startsWith(symbol, at))
    if (match) {
      if (match[1]) phones.push(match[1])
      at += match[0].length
    } else {
      at += 1 // a symbol with no English counterpart is left out
    }
  }
  return phones.join(' ')
}

/** espeak-ng's guess at how an English word is said, in IPA with its stress marks; null when espeak-ng is missing or fails. */
export function espeakIpa(word: string, timeoutMs = 5000): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('espeak-ng', ['-q', '--ipa', '-v', 'en-us', '--', word], { timeout: timeoutMs }, (error, stdout) => {
      resolve(error || !stdout.trim() ? null : stdout.trim())
    })
  })
}
