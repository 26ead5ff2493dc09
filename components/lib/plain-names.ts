/**
 * Accessible names without soft hyphens. A link, button, summary or heading is named by its text, and browsers copy
 * a soft hyphen in that text into the name (Chromium does; Orca read one out: "Sub­scription page tab"). Such an
 * element gets an `aria-label` of the same words without them: the soft hyphen stays in the text, inside its word,
 * where every engine breaks at it (in an element of its own, Firefox does not). Build time for the page's markup
 * (plainNamesHtml, after ./soft-hyphens.ts has marked it), islands left out: they set theirs with plainName, so their
 * markup is what the browser renders when they start. This module carries no word list: islands import it.
 */

export const SOFT_HYPHEN = '\u00ad'

/** The `aria-label` for a control or heading whose text is `text`: the same words without soft hyphens, or nothing
 *  (the text names it as it is) when it has none. */
export function plainName(text: string): string | undefined {
  return text.includes(SOFT_HYPHEN) ? collapse(text) : undefined
}

const collapse = (text: string) => text.replaceAll(SOFT_HYPHEN, '').replace(/\s+/g, ' ').trim()

/** Elements named by their content, which must not pass a soft hyphen on. */
const NAMED_BY_CONTENT = new Set(['a', 'button', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Elements inside a line of text: any other starts or ends a run of words, as a space does. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
])

// A comment; an element whose content is raw text (skipped whole); a start or end tag (attribute values may hold `>`
// only inside quotes); or text.
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+/g

interface Open {
  name: string
  /** Hidden by its own attribute (`aria-hidden`, `hidden`): its words name nothing around it. */
  hidden: boolean
  /** An island's root or inside one: the island names its own (plainName). */
  island: boolean
  /** Where its words go: an element named by its content and not named otherwise (`label`: its start tag's place in
   *  the output), or one with an id that may name another (`id`). Words as escaped in the markup, which is how an
   *  attribute holds them too. */
  naming?: { label?: number; id?: string; words: string[] }
}

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(attributes)?.[1]

/** The attributes with every value emptied: a word inside a value (`class="a hidden b"`) is no attribute. */
const unquoted = (attributes: string) => attributes.replace(/"[^"]*"|'[^']*'/g, '""')

const withAttribute = (startTag: string, name: string, value: string) =>
  startTag.replace(/^<[a-zA-Z0-9]+/, (start) => `${start} ${name}="${value}"`)

/**
 * Rendered HTML in which no link, button, summary or heading, and nothing named by `aria-labelledby`, takes a soft
 * hyphen into its name. An element named by its text (what `aria-hidden` or `hidden` hides inside it left out, an
 * image's `alt` in) that has one gets an `aria-label`; one named by others' text that has one is named by
 * `aria-label` instead (on a paragraph, the cookie banner's title, an `aria-label` is not allowed). One named
 * otherwise already is left as it is. React escapes `"` in text, so the words go into the attribute as they are.
 */
export function plainNamesHtml(html: string): string {
  const out: string[] = []
  const stack: Open[] = []
  const wordsById = new Map<string, string>()
  const labelledBy: { at: number; ids: string[] }[] = []
  /** Adds words to every element being named that they are not hidden within (a hidden element may be shown later,
   *  as the cookie banner is: only what is hidden inside the named element is left out of its name). */
  const addWords = (words: string) => {
    let hidden = false
    for (const open of stack.toReversed()) {
      if (open.naming && !hidden) open.naming.words.push(words)
      hidden ||= open.hidden
    }
  }
  for (const [token, raw, end, tagName, attributes = ''] of html.matchAll(TOKEN)) {
    out.push(token)
    if (raw || token.startsWith('<!--')) continue
    if (!tagName) {
      addWords(token)
      continue
    }
    const name = tagName.toLowerCase()
    if (!INLINE.has(name)) addWords(' ')
    if (end) {
      const index = stack.findLastIndex((open) => open.name === name)
      if (index < 0) continue
      for (const { naming } of stack.splice(index)) {
        if (!naming) continue
        const words = naming.words.join('')
        if (naming.id) wordsById.set(naming.id, words)
        const label = naming.label !== undefined && plainName(words)
        if (label) out[naming.label!] = withAttribute(out[naming.label!] ?? '', 'aria-label', label)
      }
      continue
    }
    const hidden = attribute(attributes, 'aria-hidden') === 'true' || /\shidden(?=[\s=/]|$)/.test(unquoted(attributes))
    if (name === 'img' && !hidden) addWords(` ${attribute(attributes, 'alt') ?? ''} `)
    if (VOID.has(name) || token.endsWith('/>')) continue
    const island = (stack.at(-1)?.island ?? false) || attribute(attributes, 'data-island') !== undefined
    const at = out.length - 1
    const ariaLabelledBy = attribute(attributes, 'aria-labelledby')
    if (ariaLabelledBy && !island) labelledBy.push({ at, ids: ariaLabelledBy.split(/\s+/) })
    const byContent = NAMED_BY_CONTENT.has(name) && !island && !ariaLabelledBy && attribute(attributes, 'aria-label') === undefined
    const id = attribute(attributes, 'id')
    stack.push({
      name,
      hidden,
      island,
      naming: byContent || id ? { label: byContent ? at : undefined, id, words: [] } : undefined,
    })
  }
  for (const { at, ids } of labelledBy) {
    const words = ids.map((id) => wordsById.get(id))
    const label = words.every((w) => w !== undefined) && plainName(words.join(' '))
    if (label) out[at] = (out[at] ?? '').replace(/\saria-labelledby=(?:"[^"]*"|'[^']*')/, ` aria-label="${label}"`)
  }
  return out.join('')
}
