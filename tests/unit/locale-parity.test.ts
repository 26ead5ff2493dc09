// Every locale file has the same keys in all four languages, with the same placeholders (Starlight style).
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES, DEFAULT_LOCALE } from '../../locales/locales'

const root = join(__dirname, '..', '..', 'locales')
const namespaces = readdirSync(join(root, DEFAULT_LOCALE)).filter((f) => f.endsWith('.json'))

function load(locale: string, file: string): Record<string, string> {
  const path = join(root, locale, file)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {}
}

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  it('exist for every language', () => {
    for (const locale of LOCALE_CODES) {
      const files = readdirSync(join(root, locale)).filter((f) => f.endsWith('.json')).sort()
      expect(files, locale).toEqual([...namespaces].sort())
    }
  })

  for (const file of namespaces) {
    describe(file, () => {
      const english = load(DEFAULT_LOCALE, file)
      for (const locale of LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE)) {
        it(`${locale} has exactly the English keys`, () => {
          const messages = load(locale, file)
          const missing = Object.keys(english).filter((k) => !(k in messages))
          const extra = Object.keys(messages).filter((k) => !(k in english))
          expect({ missing, extra }).toEqual({ missing: [], extra: [] })
        })
        it(`${locale} keeps every placeholder and leaves no value empty`, () => {
          const messages = load(locale, file)
          for (const [key, value] of Object.entries(english)) {
            const translated = messages[key]
            if (translated === undefined) continue
            expect(typeof translated, `${locale}:${key}`).toBe('string')
            expect(translated.trim().length, `${locale}:${key} is empty`).toBeGreaterThan(0)
            expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(value))
          }
        })
      }
      it('uses flat dotted keys with string values', () => {
        for (const [key, value] of Object.entries(english)) {
          expect(key).toMatch(/^[a-zA-Z0-9$-]+(\.[a-zA-Z0-9$-]+)*$/)
          expect(typeof value).toBe('string')
        }
      })
    })
  }
})
