import { useEffect } from 'react'
import { toast, type ToastInput } from '../toasts/toast-store.ts'

/** What the browser offers that Sayso relies on. */
export interface BrowserFeatures {
  mediaRecorder: boolean
  microphone: boolean
  fileReader: boolean
  localStorage: boolean
  sessionStorage: boolean
  clipboard: boolean
}

function storageWorks(get: () => Storage): boolean {
  try {
    const store = get()
    const probe = '__sayso_probe__'
    store.setItem(probe, probe)
    store.removeItem(probe)
    return true
  } catch {
    return false
  }
}

export function detectBrowserFeatures(win: Window & typeof globalThis): BrowserFeatures {
  return {
    mediaRecorder: typeof win.MediaRecorder === 'function',
    microphone: typeof win.navigator.mediaDevices?.getUserMedia === 'function',
    fileReader: typeof win.FileReader === 'function',
    localStorage: storageWorks(() => win.localStorage),
    sessionStorage: storageWorks(() => win.sessionStorage),
    clipboard: typeof win.navigator.clipboard?.writeText === 'function',
  }
}

/**
 * SPEC §5: without MediaRecorder, file reading or local storage the browser is unsupported; lesser gaps
 * become warnings under 'Browser compatibility notice'. Null when everything is there.
 */
export function browserSupportNotice(features: BrowserFeatures): ToastInput | null {
  if (!features.mediaRecorder || !features.fileReader || !features.localStorage) {
    return {
      title: 'Unsupported browser',
      description: 'Please use Chrome, Firefox, Safari, or Edge for the best experience',
      variant: 'destructive',
    }
  }
  const warnings = [
    !features.microphone && 'Voice recording may not work properly',
    !features.clipboard && 'Copy to clipboard may not work',
    !features.sessionStorage && 'Session persistence may not work',
  ].filter((warning): warning is string => Boolean(warning))
  if (warnings.length === 0) return null
  return { title: 'Browser compatibility notice', description: warnings.join('. ') }
}

let checked = false

/** Checks the browser once per page load, whether the landing page or the app mounts first. */
export function useBrowserSupportNotice(): void {
  useEffect(() => {
    if (checked) return
    checked = true
    const notice = browserSupportNotice(detectBrowserFeatures(window))
    if (notice) toast(notice)
  }, [])
}
