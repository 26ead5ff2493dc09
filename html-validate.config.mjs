// html-validate's settings for every built page (`npm run test:html`: html-validate's own CLI over dist/client, given this file
// by --config; the pseudo-language build uses tests/pseudo/htmlvalidate.mjs, which extends it).
import { defineConfig } from 'html-validate'

export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // React 19 numbers `useId` values like `_i2-R_0_`; "relaxed" allows the leading underscore.
    'valid-id': ['error', { relaxed: true }],
    // react-dom writes attributes and void elements its own way (`hidden=""`, `<br/>`); these style rules would only
    // dispute that, never a fault.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // A heading whose text has a soft hyphen is named by the same words without it (components/lib/plain-names.ts),
    // which the rule's default reports on headings; a browser that does not read the label reads the text. Every
    // other element is checked as the default checks it.
    'aria-label-misuse': ['error', { elements: { exclude: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] } }],
    // A page's title is shown whole by search engines up to about 70 characters.
    'long-title': ['error', { maxlength: 70 }],
  },
})
