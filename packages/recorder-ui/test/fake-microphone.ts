// Chromium's fake microphone plays a WAV file in a loop; espeak-ng speaks one into a temp file.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SPEECH = 'Activation is up twelve percent this week. The checkout redesign shipped to half of our traffic.'

/** Path of the WAV file the fake microphone plays, made once per machine. */
export function fakeMicrophoneWav(): string {
  const directory = join(tmpdir(), 'sayso-recorder-ui')
  const file = join(directory, 'fake-microphone.wav')
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true })
    execFileSync('espeak-ng', ['-w', file, SPEECH])
  }
  return file
}

/** Chromium flags for headless runs with a fake microphone that needs no permission prompt. */
export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${fakeMicrophoneWav()}`,
    '--autoplay-policy=no-user-gesture-required',
  ]
}
