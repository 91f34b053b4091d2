// A recording resumed after a reload is made of segments from separate MediaRecorder sessions, each a
// complete file with its own header; joining their bytes would not play. They are decoded and joined as
// PCM, then written as one 16-bit mono 16 kHz WAV file, which every transcriber (and ffmpeg) reads.

function writeString(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index))
}

/** Encodes mono float samples as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const bytesPerSample = 2
  const dataSize = samples.length * bytesPerSample
  const view = new DataView(new ArrayBuffer(44 + dataSize))
  writeString(view, 0, 'RIFF')
  view.setUint32(4, 36 + dataSize, true)
  writeString(view, 8, 'WAVE')
  writeString(view, 12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * bytesPerSample, true)
  view.setUint16(32, bytesPerSample, true)
  view.setUint16(34, 16, true)
  writeString(view, 36, 'data')
  view.setUint32(40, dataSize, true)
  for (let index = 0; index < samples.length; index++) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0))
    view.setInt16(44 + index * bytesPerSample, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true)
  }
  return new Blob([view.buffer], { type: 'audio/wav' })
}

function downmix(buffer: AudioBuffer): Float32Array {
  const mono = new Float32Array(buffer.length)
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel)
    for (let index = 0; index < data.length; index++) mono[index]! += (data[index] ?? 0) / buffer.numberOfChannels
  }
  return mono
}

// Speech needs no more (recognisers work at 16 kHz), and it keeps 10 minutes at 19 MB, under the
// 25 MB upload limit; at the microphone's 44.1/48 kHz the same WAV would be about 55 MB.
const MERGED_SAMPLE_RATE = 16_000

/** Decodes each segment file and joins them, in order, into one 16 kHz WAV file. */
export async function mergeSegments(segments: Blob[]): Promise<Blob> {
  // decodeAudioData resamples to its context's rate; an offline context needs no audio device.
  const context = new OfflineAudioContext(1, 1, MERGED_SAMPLE_RATE)
  const buffers: AudioBuffer[] = []
  for (const segment of segments) buffers.push(await context.decodeAudioData(await segment.arrayBuffer()))
  const joined = new Float32Array(buffers.reduce((total, buffer) => total + buffer.length, 0))
  let offset = 0
  for (const buffer of buffers) {
    joined.set(downmix(buffer), offset)
    offset += buffer.length
  }
  return encodeWav(joined, MERGED_SAMPLE_RATE)
}
