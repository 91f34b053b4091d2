export { VoiceRecorder } from './voice-recorder.js'
export type { VoiceRecorderProps } from './voice-recorder.js'
