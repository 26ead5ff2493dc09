// The Open Graph images are drawn from the locale files by `npm run assets`, which also records the text it
// drew in public/og/og-text.json. When the copy in seo.json changes and nobody regenerates, the shared
// images still show the old text: this test catches that by comparing the record with the locale files.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES } from '../../locales/locales'

const root = join(__dirname, '..', '..')
const REGENERATE = 'locales/<lang>/seo.json og.image.* changed: run `npm run assets` and commit public/og/'

type Drawn = Record<string, { title: string; subtitle: string }>
const drawn = JSON.parse(readFileSync(join(root, 'public', 'og', 'og-text.json'), 'utf8')) as Drawn

function localeText(lang: string) {
  const seo = JSON.parse(readFileSync(join(root, 'locales', lang, 'seo.json'), 'utf8')) as Record<string, unknown>
  return { title: seo['og.image.title'], subtitle: seo['og.image.subtitle'] }
}

describe('Open Graph image text', () => {
  it('was drawn for exactly the site languages', () => {
    expect(Object.keys(drawn).sort(), REGENERATE).toEqual([...LOCALE_CODES].sort())
  })

  for (const lang of LOCALE_CODES) {
    it(`${lang}: the image shows the current seo.json title and subtitle`, () => {
      expect(drawn[lang], `${lang}: ${REGENERATE}`).toEqual(localeText(lang))
    })
  }
})
