import { useSyncExternalStore } from 'react'

interface MediaStore {
  subscribe: (onChange: () => void) => () => void
  matches: () => boolean
}

const stores = new Map<string, MediaStore>()

/**
 * One list per query for the page's life: reading it is a property, where `matchMedia` made and
 * evaluated a new list on every render, and a stable `subscribe` keeps React from subscribing afresh
 * on each render (issue 18: a workspace screen renders often).
 */
function mediaStore(query: string): MediaStore {
  let store = stores.get(query)
  if (!store) {
    const list = window.matchMedia(query)
    store = {
      subscribe(onChange) {
        list.addEventListener('change', onChange)
        return () => list.removeEventListener('change', onChange)
      },
      matches: () => list.matches,
    }
    stores.set(query, store)
  }
  return store
}

export function useMediaQuery(query: string): boolean {
  const store = mediaStore(query)
  return useSyncExternalStore(store.subscribe, store.matches)
}

// SPEC §1: the layout switches to mobile under 768 px.
export const MOBILE_QUERY = '(max-width: 767.98px)'

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}
