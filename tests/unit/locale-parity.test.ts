// Every locale file has the same keys in every language, with the same placeholders (Starlight style).
// Values are strings, or lists (arrays of strings or of objects with string fields) such as the FAQ items
// and plan features: a list has the same length and the same fields in every language.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALE_CODES, DEFAULT_LOCALE } from '../../locales/locales'

const root = join(__dirname, '..', '..', 'locales')
const namespaces = readdirSync(join(root, DEFAULT_LOCALE)).filter((f) => f.endsWith('.json'))

type Value = string | Value[] | { [field: string]: Value }

function load(locale: string, file: string): Record<string, Value> {
  const path = join(root, locale, file)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, Value>) : {}
}

/** Every string in a value with its path: `key`, `key[2]`, `key[0].answer`. */
function leaves(value: Value, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`))
  return Object.entries(value).flatMap(([field, v]) => leaves(v, `${path}.${field}`))
}

const flatten = (messages: Record<string, Value>) => new Map(Object.entries(messages).flatMap(([k, v]) => leaves(v, k)))
const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  it('exist for every language', () => {
    for (const locale of LOCALE_CODES) {
      const files = readdirSync(join(root, locale))
        .filter((f) => f.endsWith('.json'))
        .sort()
      expect(files, locale).toEqual([...namespaces].sort())
    }
  })

  for (const file of namespaces) {
    describe(file, () => {
      const english = flatten(load(DEFAULT_LOCALE, file))
      for (const locale of LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE)) {
        it(`${locale} has exactly the English keys, list lengths and fields`, () => {
          const messages = flatten(load(locale, file))
          const missing = [...english.keys()].filter((k) => !messages.has(k))
          const extra = [...messages.keys()].filter((k) => !english.has(k))
          expect({ missing, extra }).toEqual({ missing: [], extra: [] })
        })
        it(`${locale} keeps every placeholder and leaves no value empty`, () => {
          const messages = flatten(load(locale, file))
          for (const [key, value] of english) {
            const translated = messages.get(key)
            if (translated === undefined) continue
            expect(translated.trim().length, `${locale}:${key} is empty`).toBeGreaterThan(0)
            expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(value))
          }
        })
      }
      it('uses flat dotted keys with string or list values', () => {
        for (const [key, value] of Object.entries(load(DEFAULT_LOCALE, file))) {
          // A key may end in one of i18next's plural forms (`feature.games.count_one`), which it picks by `count`.
          expect(key).toMatch(/^[a-zA-Z0-9$-]+(\.[a-zA-Z0-9$-]+)*(_(?:zero|one|two|few|many|other))?$/)
          expect(typeof value === 'string' || Array.isArray(value), key).toBe(true)
        }
      })
    })
  }
})
