// html-validate's settings for the pseudo-language build: the site's own, except the title length. Its titles
// are padded 35 % on purpose (locales/pseudo.ts), so a search-result length limit says nothing about them.
import { defineConfig } from 'html-validate'
import site from '../../html-validate.config.mjs'

export default defineConfig({ ...site, rules: { ...site.rules, 'long-title': 'off' } })
