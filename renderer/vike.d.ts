import type { Locale } from '../locales/locales'

declare global {
  namespace Vike {
    interface PageContext {
      locale?: Locale
      /** The page at `/` and `/404.html`: no language in the path. */
      isRootPage?: boolean
      /** Set by +onBeforeRoute.ts and +onPrerenderStart.ts: the path without its language prefix. */
      urlLogical?: string
      Page?: import('react').ComponentType
    }
    interface Config {
      /** The page's CSS to inline: its first screen's, from its `+styles.ts` (the home page's rest too). */
      styles?: string
    }
  }
  /** Analytics settings baked in at build time; null when no POSTHOG_KEY is configured. */
  const __ANALYTICS__: null | import('../components/analytics/posthog-options').AnalyticsSettings
}

export {}
