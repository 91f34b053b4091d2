import { useEffect } from 'react'
import { onSlowResponse } from '../api/api-client.ts'
import { toast } from '../toasts/toast-store.ts'

/** SPEC §4/§8: tells the user when the connection drops or returns, and when the server is slow. */
export function useConnectionToasts(): void {
  useEffect(() => {
    const offline = () =>
      toast({
        title: 'Connection lost',
        description: "You're working offline. Changes will sync when connection is restored.",
        variant: 'destructive',
      })
    const online = () =>
      toast({ title: 'Connection restored', description: "You're back online. Your work has been saved locally." })
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    const stopSlowResponses = onSlowResponse(() =>
      toast({ title: 'Slow response', description: 'The server is responding slowly. Please be patient.' }),
    )
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
      stopSlowResponses()
    }
  }, [])
}
