import fs from 'node:fs'
import path from 'node:path'

export interface OfflineTools {
  ffmpeg: boolean
  pocketsphinx: boolean
  model: boolean
  /** The Debian packages to install for offline transcription; empty when all are present. */
  missingPackages: string[]
}

function onPath(command: string, searchPath = process.env.PATH ?? ''): boolean {
  return searchPath.split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

/** Checks, without running anything, that offline transcription's programs and model are installed. */
export function detectOfflineTools(modelDir: string): OfflineTools {
  const ffmpeg = onPath('ffmpeg')
  const pocketsphinx = onPath('pocketsphinx_batch')
  const model =
    fs.existsSync(path.join(modelDir, 'en-us', 'mdef')) && fs.existsSync(path.join(modelDir, 'en-us.lm.bin'))
  const missingPackages = [
    ...(ffmpeg ? [] : ['ffmpeg']),
    ...(pocketsphinx ? [] : ['pocketsphinx']),
    ...(model ? [] : ['pocketsphinx-en-us']),
  ]
  return { ffmpeg, pocketsphinx, model, missingPackages }
}
