/**
 * Accessible names without soft hyphens. A link, button, summary or heading is named by its text, and browsers copy
 * a soft hyphen in that text into the name (Chromium does; Orca read one out: "Sub[soft hyphen]scription page tab"). Such an
 * element gets an `aria-label` of the same words without them: the soft hyphen stays in the text, inside its word,
 * where every engine breaks at it (in an element of its own, Firefox does not). Build time for the page's markup
 * (plainNamesHtml, after ./soft-hyphens.ts has marked it), islands left out: they set theirs with plainName, so their
 * markup is what the browser renders when they start. An element a script renames (`data-live-name`) is left alone.
 * This module carries no word list: islands import it.
 */

export const SOFT_HYPHEN = '\u00ad'

/** The `aria-label` for a control or heading whose text is `text`: the same words without soft hyphens, or nothing
 *  (the text names it as it is) when it has none. */
export function plainName(text: string): string | undefined {
  return text.includes(SOFT_HYPHEN) ? collapse(text) : undefined
}

// HTML's white space only: a no-break space (in "2 600 kr") stays what it is.
const collapse = (text: string) =>
  text
    .replaceAll(SOFT_HYPHEN, '')
    .replace(/[\t\n\f\r ]+/g, ' ')
    .trim()

/** On an element whose name a script changes (the hero's pause/play button): a label written now would go stale. */
export const LIVE_NAME_ATTRIBUTE = 'data-live-name'

/** Spread on such an element: `<button {...LIVE_NAME}>`. */
export const LIVE_NAME = { [LIVE_NAME_ATTRIBUTE]: '' } as const

/** Elements named by their content, which must not pass a soft hyphen on. */
const NAMED_BY_CONTENT = new Set(['a', 'button', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const HEADING = /^h[1-6]$/
/** Controls a heading may hold: labelled, the heading could hide them from a screen reader's browse mode. */
const CONTROLS = new Set(['a', 'button', 'input', 'select', 'summary', 'textarea'])
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
  'wbr',
])

// A comment; an element whose content is raw text (skipped whole); a start or end tag (attribute values may hold `>`
// only inside quotes); or text.
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+/g
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** A start tag's attributes by name, each value as written (escaped), `''` for one without a value. */
function attributesOf(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(ATTRIBUTE)].map(([, name = '', ...values]) => [name.toLowerCase(), values.find((v) => v !== undefined) ?? '']),
  )
}

interface Open {
  name: string
  /** Hidden by its own attribute (`aria-hidden`, `hidden`): its words name nothing around it. */
  hidden: boolean
  /** Left to itself: an island (which names its own with plainName) or an element a script renames, and all inside. */
  leftAlone: boolean
  /** Where its text goes: an element named by its content and not named otherwise (`startTagAt`: its start tag's
   *  place in the output), or one with an id that may name another (`id`). Text as escaped in the markup, which is
   *  how an attribute holds it too. `unsure`: something inside names itself in a way this pass does not follow (its
   *  own label, an image role, an SVG), or a heading holds a control; then it gets no label. */
  naming?: { startTagAt?: number; id?: string; ownLabel: boolean; parts: string[]; unsure: boolean }
}

const withAttribute = (startTag: string, name: string, value: string) =>
  startTag.replace(/^<[a-zA-Z0-9]+/, (start) => `${start} ${name}="${value}"`)

/**
 * Rendered HTML in which no link, button, summary or heading, and nothing named by `aria-labelledby`, takes a soft
 * hyphen into its name. An element named by its text (what `aria-hidden` or `hidden` hides inside it left out, an
 * image's `alt` in) that has one gets an `aria-label`; one named by another element's text that has one, where that
 * element has no label of its own, is named by `aria-label` instead (a paragraph, the cookie banner's title, may
 * carry no label). One named otherwise already, or holding what this pass cannot name for sure, is left as it is
 * (tests/e2e/a11y.spec.ts then finds it). React escapes `"` in text, so the words go into the attribute as they are.
 */
export function plainNamesHtml(html: string): string {
  const out: string[] = []
  const stack: Open[] = []
  const textById = new Map<string, { text: string; labelled: boolean }>()
  const labelledBy: { at: number; ids: string[] }[] = []
  /** Adds text to every element being named that it is not hidden within (a hidden element may be shown later, as
   *  the cookie banner is: only what is hidden inside the named element is left out of its name). */
  const addText = (text: string) => {
    let hidden = false
    for (const open of stack.toReversed()) {
      if (open.naming && !hidden) open.naming.parts.push(text)
      hidden ||= open.hidden
    }
  }
  /** Marks every element being named that the element now starting is not hidden within (a control: the headings
   *  among them only) as one this pass cannot name for sure. */
  const markUnsure = (control: boolean) => {
    let hidden = false
    for (const open of stack.toReversed()) {
      if (open.naming && !hidden && (!control || HEADING.test(open.name))) open.naming.unsure = true
      hidden ||= open.hidden
    }
  }
  for (const [token, raw, end, tagName, attributeText = ''] of html.matchAll(TOKEN)) {
    out.push(token)
    if (raw || token.startsWith('<!--')) continue
    if (!tagName) {
      addText(token)
      continue
    }
    const name = tagName.toLowerCase()
    if (!INLINE.has(name)) addText(' ')
    if (end) {
      const index = stack.findLastIndex((open) => open.name === name)
      if (index < 0) continue
      for (const { naming } of stack.splice(index)) {
        if (!naming) continue
        const text = naming.parts.join('')
        const label = naming.startTagAt !== undefined && !naming.unsure ? plainName(text) : undefined
        if (label) out[naming.startTagAt!] = withAttribute(out[naming.startTagAt!] ?? '', 'aria-label', label)
        if (naming.id) textById.set(naming.id, { text, labelled: naming.ownLabel || Boolean(label) })
      }
      continue
    }
    const attributes = attributesOf(attributeText)
    const hidden = attributes.get('aria-hidden') === 'true' || attributes.has('hidden')
    const leftAlone = (stack.at(-1)?.leftAlone ?? false) || attributes.has('data-island') || attributes.has(LIVE_NAME_ATTRIBUTE)
    const namedOtherwise = attributes.has('aria-label') || attributes.has('aria-labelledby')
    if (!hidden && (namedOtherwise || name === 'svg' || attributes.get('role') === 'img')) markUnsure(false)
    if (!hidden && CONTROLS.has(name)) markUnsure(true)
    if (name === 'img' && !hidden) addText(` ${attributes.get('alt') ?? ''} `)
    const ids = attributes.get('aria-labelledby')?.trim().split(/\s+/)
    const at = out.length - 1
    if (ids && !leftAlone && !attributes.has('aria-label')) labelledBy.push({ at, ids })
    if (VOID.has(name) || token.endsWith('/>')) continue
    const byContent = NAMED_BY_CONTENT.has(name) && !leftAlone && !namedOtherwise
    const id = attributes.get('id')
    stack.push({
      name,
      hidden,
      leftAlone,
      naming:
        byContent || id
          ? { startTagAt: byContent ? at : undefined, id, ownLabel: attributes.has('aria-label'), parts: [], unsure: false }
          : undefined,
    })
  }
  // Named by other elements: only where none of them has a label of its own (browsers then take that label).
  for (const { at, ids } of labelledBy) {
    const targets = ids.map((id) => textById.get(id))
    if (targets.some((target) => !target || target.labelled)) continue
    const label = plainName(targets.map((target) => target?.text ?? '').join(' '))
    if (label) out[at] = (out[at] ?? '').replace(/\saria-labelledby=(?:"[^"]*"|'[^']*')/, ` aria-label="${label}"`)
  }
  return out.join('')
}
