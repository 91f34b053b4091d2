import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import busboy from 'busboy'
import { TRANSCRIBE_AUDIO_FIELD } from '@sayso/shared'
import { ServiceError } from '../../services/service-error.ts'
import {
  ACCEPTED_AUDIO_DESCRIPTION,
  SIGNATURE_BYTES,
  detectAudioContainer,
  type AudioContainer,
} from './audio-signature.ts'

export interface ReceivedAudio {
  /** A temporary file the caller must remove (`removeUpload`). */
  path: string
  container: AudioContainer
  bytes: number
}

export interface UploadLimits {
  maxBytes: number
  /** Where temporary files go; never a user-supplied name (ASVS 5.3.2). */
  dir: string
}

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const tooLarge = (maxBytes: number) =>
  new ServiceError('too-large', `The recording is too large (limit ${Math.round(maxBytes / (1024 * 1024))} MB).`)

const missingAudioField = () =>
  new ServiceError('invalid', `No audio file: send the recording in the form field "${TRANSCRIBE_AUDIO_FIELD}".`)

const unsupportedAudio = () =>
  new ServiceError('unsupported-media', `Unsupported audio format: send ${ACCEPTED_AUDIO_DESCRIPTION}.`)

/**
 * Streams the multipart upload's audio field to a temporary file, never holding it whole in memory.
 * The type is checked by its first bytes; the size limit stops the write as soon as it is passed.
 */
export async function receiveAudioUpload(request: IncomingMessage, limits: UploadLimits): Promise<ReceivedAudio> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    throw new ServiceError(
      'unsupported-media',
      `Send the recording as multipart/form-data in the field "${TRANSCRIBE_AUDIO_FIELD}".`,
    )
  }
  const declaredLength = Number(request.headers['content-length'] ?? 0)
  if (declaredLength > limits.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(limits.maxBytes)

  const target = path.join(limits.dir, `${randomUUID()}.upload`)
  try {
    const received = await streamAudioField(request, target, limits)
    return { path: target, ...received }
  } catch (error) {
    await removeUpload(target)
    throw error
  }
}

export async function removeUpload(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true })
}

function streamAudioField(
  request: IncomingMessage,
  target: string,
  limits: UploadLimits,
): Promise<{ container: AudioContainer; bytes: number }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: request.headers,
        // busboy signals its limit on reaching it; one byte more tells "exactly the limit" from "over".
        limits: { files: 1, fileSize: limits.maxBytes + 1, fields: 10, fieldSize: 4096, parts: 20, headerPairs: 50 },
      })
    } catch {
      return reject(new ServiceError('invalid', 'Malformed multipart form: the boundary is missing.'))
    }

    let failure: ServiceError | null = null
    let written: Promise<{ container: AudioContainer; bytes: number }> | null = null
    const fail = (error: ServiceError) => {
      failure ??= error
    }

    parser.on('file', (name, file) => {
      // A form cut off mid-file errors the file stream as well as the parser; the parser reports it.
      file.on('error', () => {})
      if (name !== TRANSCRIBE_AUDIO_FIELD || written) {
        file.resume()
        return
      }
      written = writeAudio(file, target, limits.maxBytes)
      written.catch(fail)
    })
    parser.on('filesLimit', () => fail(new ServiceError('invalid', 'Send one audio file per request.')))
    parser.on('partsLimit', () => fail(new ServiceError('invalid', 'Malformed multipart form: too many parts.')))
    parser.on('fieldsLimit', () => fail(new ServiceError('invalid', 'Malformed multipart form: too many fields.')))
    parser.on('error', () => {
      request.unpipe(parser)
      request.resume()
      reject(failure ?? new ServiceError('invalid', 'Malformed multipart form.'))
    })
    parser.on('close', () => {
      if (!written) return reject(failure ?? missingAudioField())
      written.then(
        (result) => (failure ? reject(failure) : resolve(result)),
        (error: unknown) => reject(failure ?? error),
      )
    })
    request.on('aborted', () => reject(new ServiceError('invalid', 'The upload was interrupted.')))
    request.pipe(parser)
  })
}

/** Writes the file part to disk while checking its signature and size. */
function writeAudio(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  target: string,
  maxBytes: number,
): Promise<{ container: AudioContainer; bytes: number }> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 })
    let head = Buffer.alloc(0)
    let bytes = 0
    let stopped = false
    const stop = (error: ServiceError) => {
      if (stopped) return
      stopped = true
      file.unpipe(out)
      file.resume()
      // Only once the file is closed: one still opening would appear after the caller removed it.
      if (out.closed) reject(error)
      else out.once('close', () => reject(error))
      out.destroy()
    }

    file.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > maxBytes) return stop(tooLarge(maxBytes))
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)])
        if (head.length === SIGNATURE_BYTES && !detectAudioContainer(head)) stop(unsupportedAudio())
      }
    })
    file.on('limit', () => stop(tooLarge(maxBytes)))
    file.on('error', () => stop(new ServiceError('invalid', 'Malformed multipart form.')))
    file.pipe(out)
    out.on('error', () =>
      stop(new ServiceError('unavailable', 'The server could not store the recording. Please try again.')),
    )
    out.on('finish', () => {
      if (stopped) return
      if (bytes === 0) return reject(new ServiceError('invalid', 'The audio file is empty.'))
      const container = detectAudioContainer(head)
      if (!container) return reject(unsupportedAudio())
      resolve({ container, bytes })
    })
  })
}
