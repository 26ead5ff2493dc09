import type { Config } from 'vike/types'

export default {
  // Every page is static HTML made at build time; no server runs in production.
  prerender: true,
  trailingSlash: true,
  // Pages are HTML-only: the page components never ship to the browser, only +client.ts and the islands.
  meta: {
    Page: { env: { server: true, client: false } },
    // Each page's `+styles.ts`: its first screen's CSS as a string (inlined by the renderer); importing the
    // rest of its Sass makes Vike link that as the page's stylesheet (docs/decisions.md §25). The home page
    // inlines its rest as well.
    styles: { env: { server: true, client: false } },
  },
} satisfies Config
