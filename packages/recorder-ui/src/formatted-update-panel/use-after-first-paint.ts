import { startTransition, useEffect, useState } from 'react'

/**
 * False until the component's first paint, then true: what can wait renders once the rest is on the
 * screen, in a transition React splits into short tasks, so the frames that show the rest are not
 * held up by it.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before its frame is painted; a timer set there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [after])
  return after
}
