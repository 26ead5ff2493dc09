import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '../../locales/locales'
import type { RouteEntry } from './routes'
import type { SiteConfig } from './site-config'

export interface RenderContext {
  locale: Locale
  route: RouteEntry
  config: SiteConfig
  /** Counts islands so each gets a stable id and `useId` prefix that the client repeats. */
  /** Numbers this page's islands in render order, for ids unique within the page. */
  nextIslandNumber: () => number
  /** The page at `/` or `/404.html`, outside the language folders. */
  isRootPage: boolean
}

const Context = createContext<RenderContext | null>(null)

export function RenderContextProvider({ value, children }: { value: RenderContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useRenderContext(): RenderContext {
  const value = useContext(Context)
  if (!value) throw new Error('useRenderContext() outside a page render')
  return value
}
