import { useEffect, type RefObject } from 'react'

/**
 * Marks each `[data-reveal]` element inside the container with `data-revealed` once it scrolls into
 * view; the CSS fades it in, unless the user prefers reduced motion.
 */
export function useRevealOnScroll(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const elements = container.current?.querySelectorAll<HTMLElement>('[data-reveal]') ?? []
    const reveal = (element: Element) => element.setAttribute('data-revealed', 'true')
    if (typeof IntersectionObserver !== 'function') {
      elements.forEach(reveal)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          reveal(entry.target)
          observer.unobserve(entry.target)
        }
      },
      { threshold: 0.12 },
    )
    elements.forEach((element) => observer.observe(element))
    return () => observer.disconnect()
  }, [container])
}
