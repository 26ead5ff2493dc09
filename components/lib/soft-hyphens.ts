/**
 * Soft hyphens in long words, from the per-language list in locales/hyphenation.json: a word wider than its
 * box on a small screen then wraps at a chosen joint with a visible hyphen, instead of being cut anywhere by
 * `overflow-wrap` ("Abonnem|ent"). Browsers with a hyphenation dictionary could do this with
 * `hyphens: auto`, but not every one has a dictionary for Danish, Swedish and Norwegian. Build time only.
 */
import HYPHENATION from '../../locales/hyphenation.json'
import type { Locale } from '../../locales/locales'
import { SOFT_HYPHEN, plainNamesHtml } from './plain-names'

export { SOFT_HYPHEN }
const BREAK_MARK = '·'

interface Rule {
  pattern: RegExp
  /** Offsets in the plain word after which a soft hyphen goes. */
  breaks: number[]
}

function compile(entry: string): Rule {
  const parts = entry.split(BREAK_MARK)
  const breaks: number[] = []
  let offset = 0
  for (const part of parts.slice(0, -1)) breaks.push((offset += part.length))
  const word = parts.join('')
  return { pattern: new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), breaks }
}

const RULES = new Map<string, Rule[]>(
  Object.entries(HYPHENATION)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(([locale, entries]) => [locale, entries.map(compile)]),
)

/** The text with soft hyphens at the listed joints of every long word the language lists. */
export function softHyphenate(text: string, locale: Locale): string {
  const rules = RULES.get(locale)
  if (!rules || !text) return text
  let out = text
  for (const { pattern, breaks } of rules) {
    out = out.replace(pattern, (word) => {
      let marked = ''
      let from = 0
      for (const at of breaks) {
        marked += word.slice(from, at) + SOFT_HYPHEN
        from = at
      }
      return marked + word.slice(from)
    })
  }
  return out
}

// Text between tags, skipping the elements whose content is not visible text.
const TEXT_OR_RAW = /<(script|style|title|textarea)\b[\s\S]*?<\/\1>|>([^<]+)</gi

/**
 * `softHyphenate` on every text node of rendered HTML (attributes, scripts, styles and the title untouched), and
 * the links, buttons and headings whose text then has a soft hyphen named without it (./plain-names.ts).
 * React escapes `>` in attribute values, so a `>` in the markup always ends a tag.
 */
export function softHyphenateHtml(html: string, locale: Locale): string {
  return plainNamesHtml(
    html.replace(TEXT_OR_RAW, (match, raw: string | undefined, text: string | undefined) =>
      raw || text === undefined ? match : `>${softHyphenate(text, locale)}<`,
    ),
  )
}

/** Props that name something rather than say it (a tab's id, a plan's key, a link): never words to hyphenate. */
const IDENTIFIER_PROPS = new Set(['id', 'key', 'fact', 'icon', 'code', 'href'])
/**
 * Props an island only puts in an attribute or in hidden text (a tab list's `aria-label`, a placeholder, a close
 * button's name): never wrapped on screen, and a soft hyphen there is read out as part of the name.
 * tests/e2e/controls-a11y.spec.ts fails on any such attribute that keeps one, tests/e2e/a11y.spec.ts on any name.
 */
const NAME_ONLY_PROPS = new Set(['tabsLabel', 'navLabel', 'toggleLabel', 'openLabel', 'closeLabel', 'diceLabel', 'emailPlaceholder'])

const leftAsIs = (key: string) => IDENTIFIER_PROPS.has(key) || NAME_ONLY_PROPS.has(key)

/** `softHyphenate` on every string in a serialisable value (an island's props), identifiers and attribute text left as they are. */
export function softHyphenateStrings<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return softHyphenate(value, locale) as T
  if (Array.isArray(value)) return value.map((v: unknown) => softHyphenateStrings(v, locale)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, leftAsIs(k) ? v : softHyphenateStrings(v, locale)])) as T
  }
  return value
}
