import {
  TRANSCRIBE_AUDIO_FIELD,
  execVersionResponseSchema,
  formatUpdateResponseSchema,
  processTextResponseSchema,
  transcribeResponseSchema,
  type DerivedEntry,
  type ExecVersionRequest,
  type FormatUpdateRequest,
  type FormattedSection,
  type ProcessTextRequest,
  type ProcessTextResponse,
} from '@sayso/shared'
import { request } from './api-client.ts'

/** SPEC §7: POST /api/transcribe with the recording as a multipart file. */
export async function transcribeAudio(audio: Blob): Promise<string> {
  const form = new FormData()
  const extension = audio.type.includes('mp4') ? 'm4a' : audio.type.includes('ogg') ? 'ogg' : 'webm'
  form.append(TRANSCRIBE_AUDIO_FIELD, audio, `recording.${extension}`)
  const { transcription } = await request('POST', '/api/transcribe', { form, schema: transcribeResponseSchema })
  return transcription
}

export async function formatUpdate(body: FormatUpdateRequest): Promise<FormattedSection[]> {
  const { formattedSections } = await request('POST', '/api/format-update', {
    body,
    schema: formatUpdateResponseSchema,
  })
  return formattedSections
}

export const processText = (body: ProcessTextRequest): Promise<ProcessTextResponse> =>
  request('POST', '/api/process-text', { body, schema: processTextResponseSchema })

/** Issue 17: the exec version of a weekly update's entries, by the server's formatting back end. */
export async function execVersion(body: ExecVersionRequest): Promise<DerivedEntry[]> {
  const { entries } = await request('POST', '/api/exec-version', { body, schema: execVersionResponseSchema })
  return entries
}
