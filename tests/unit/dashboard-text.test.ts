// The dashboard picture is drawn per language from locales/<lang>/dashboard.json by `npm run assets`, which
// records the words it drew in public/images/dashboard-text.json. When the copy changes and nobody redraws,
// a language's picture still shows the old words: this test compares the record with the locale files.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES } from '../../locales/locales'

const root = join(__dirname, '..', '..')
const REGENERATE = 'locales/<lang>/dashboard.json changed: run `npm run assets` and commit public/images/'

const drawn = JSON.parse(readFileSync(join(root, 'public', 'images', 'dashboard-text.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>
const localeText = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'locales', lang, 'dashboard.json'), 'utf8')) as Record<string, string>

describe('dashboard picture text', () => {
  it('was drawn for exactly the site languages', () => {
    expect(Object.keys(drawn).sort(), REGENERATE).toEqual([...LOCALE_CODES].sort())
  })

  for (const lang of LOCALE_CODES) {
    it(`${lang}: the picture shows the current dashboard.json words`, () => {
      expect(drawn[lang], `${lang}: ${REGENERATE}`).toEqual(localeText(lang))
    })
  }
})
