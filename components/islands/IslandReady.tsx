import { useEffect, type ReactNode } from 'react'

/**
 * Wraps every island on the server and the client alike (so `useId` values match) and tells the runtime
 * when React has committed the hydrated tree, which is when a held click can be replayed.
 */
export function IslandReady({ onReady, children }: { onReady?: () => void; children?: ReactNode }) {
  useEffect(() => onReady?.(), [onReady])
  return <>{children}</>
}
