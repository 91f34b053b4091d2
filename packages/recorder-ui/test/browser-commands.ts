// Commands the browser tests call on the Node side (Vitest browser mode `commands`).
import type { BrowserCommand } from 'vitest/node'
import { probeAudio, type AudioProbe } from './probe-audio.ts'

const probeAudioCommand: BrowserCommand<[base64: string], AudioProbe> = (_context, base64) =>
  probeAudio(Buffer.from(base64, 'base64'))

export const browserCommands = { probeAudio: probeAudioCommand }

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** ffprobe's view of a recorded file, sent as base64. */
    probeAudio: (base64: string) => Promise<AudioProbe>
  }
}
