import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { getSiteConfig, SiteConfigError } from './components/lib/site-config.ts'

function loadConfig() {
  try {
    return getSiteConfig()
  } catch (error) {
    if (error instanceof SiteConfigError) {
      // A clear, single message instead of a stack trace: the deployer only needs to fix the variable.
      console.error(`\n${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

const site = loadConfig()
const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [react(), vike()],
  define: {
    __PSEUDO_LOCALE__: JSON.stringify(process.env.PSEUDO_LOCALE === '1'),
    __ANALYTICS__: JSON.stringify(
      site.posthogKey ? { key: site.posthogKey, host: site.posthogHost, cookielessMode: site.analyticsCookielessMode } : null,
    ),
  },
  css: {
    preprocessorOptions: {
      // Partials `@use` the layers by name ('settings/tokens') from wherever their feature folder is.
      scss: { loadPaths: [`${root}styles`, root] },
    },
  },
  build: {
    // Each helper or CI job may build into its own folder (DIST_DIR) so parallel runs do not collide.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
  },
})
