import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in the server's render and during hydration, true once the island is live in the browser: for what
 * only a running script can honour (a control that says it is disabled until its script decides).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
