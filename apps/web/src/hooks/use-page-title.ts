import { PRODUCT_NAME } from '@sayso/shared'
import { useEffect } from 'react'

/** Names the browser tab after the screen: "Recent Updates · Sayso". */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME
  }, [title])
}
