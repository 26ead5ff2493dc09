// Builds the pseudo-language variant the `npm test` step "test:pseudo" checks (locales/pseudo.ts): the normal
// site plus a language `xx` made from English at build time, into dist-pseudo/.
import { execSync } from 'node:child_process'

execSync('npm run build', {
  stdio: 'inherit',
  env: { ...process.env, PSEUDO_LOCALE: '1', DIST_DIR: process.env.DIST_DIR ?? 'dist-pseudo' },
})
