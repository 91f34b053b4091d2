import path from 'node:path'
import { ServiceError } from '../../services/service-error.ts'
import { removeUpload } from '../uploads/receive-audio-upload.ts'
import { decodeAudio } from './decode-audio.ts'
import type { OfflineTools } from './offline-tools.ts'
import { RecogniserPool } from './pocketsphinx-recogniser.ts'
import { VocabularyRecognisers } from './vocabulary-recognisers.ts'
import { frameLoudness, speechSegments } from './segments.ts'
import type { Transcriber } from './transcriber.ts'

export interface OfflineTranscriberOptions {
  tools: OfflineTools
  modelDir: string
  processes: number
  /** Users' vocabularies kept warm at once. */
  vocabularyRecognisers: number
  /** The longest decoding, or recognising one segment, may take. */
  stepTimeoutMs: number
  maxAudioSeconds: number
}

/** ffmpeg decodes to 16 kHz mono, then warm pocketsphinx processes recognise it segment by segment. */
export function createOfflineTranscriber(options: OfflineTranscriberOptions): Transcriber {
  const available = options.tools.missingPackages.length === 0
  const recogniser = { modelDir: options.modelDir, segmentTimeoutMs: options.stepTimeoutMs }
  const pool = new RecogniserPool(options.processes, recogniser)
  const vocabularyPools = new VocabularyRecognisers({
    ...recogniser,
    capacity: options.vocabularyRecognisers,
    processes: options.processes,
  })

  return {
    description: available
      ? `offline (ffmpeg + pocketsphinx, ${options.processes} warm process${options.processes === 1 ? '' : 'es'})`
      : `offline, UNAVAILABLE until installed: apt-get install ${options.tools.missingPackages.join(' ')}`,

    async transcribe(audio, vocabulary = []) {
      if (!available) {
        throw new ServiceError(
          'unavailable',
          `Offline transcription is not installed on this server (missing ${options.tools.missingPackages.join(', ')}).`,
        )
      }
      const pcmFile = path.join(path.dirname(audio.path), `${path.basename(audio.path)}.raw`)
      try {
        await decodeAudio(audio.path, audio.container, pcmFile, {
          timeoutMs: options.stepTimeoutMs,
          maxSeconds: options.maxAudioSeconds,
        })
        const segments = speechSegments(await frameLoudness(pcmFile))
        const recogniser = vocabulary.length > 0 ? await vocabularyPools.poolFor(vocabulary) : pool
        const texts = await recogniser.recognise(pcmFile, segments)
        return texts.filter(Boolean).join(' ')
      } finally {
        await removeUpload(pcmFile)
      }
    },

    warmUp(vocabulary) {
      if (!available) return
      if (vocabulary?.length)
        void vocabularyPools.poolFor(vocabulary).catch(() => {}) // a failure shows on the next recording
      else pool.warmUp()
    },

    close() {
      pool.close()
      vocabularyPools.close()
    },
  }
}
