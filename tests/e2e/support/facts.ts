/**
 * What a built page states, read from its HTML without a browser, for tests/e2e/facts.spec.ts: the figures in
 * its text, the ids its plan cards, FAQ items and promises carry, and the links that leave the site. Pure
 * functions of the HTML and of the rules the spec passes in; nothing here reads a file.
 */

/** An element of a parsed page: enough of a DOM to ask for attributes, ancestors and text. */
export interface HtmlElement {
  tag: string
  attrs: Readonly<Record<string, string>>
  children: (HtmlElement | string)[]
  parent: HtmlElement | null
}

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad' }

/** Character references as a reader sees them (`&#x27;` is an apostrophe, not the figure 27). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
  }
  return attrs
}

/**
 * The page as a tree. The build's HTML is React's (every element closed, attributes quoted), so a tag scanner
 * does; a closing tag with no open match is ignored, one that skips open elements closes them, as a browser
 * would. Comments go (React's `<!-- -->` between text parts joins them again), and so do scripts, styles and
 * templates with their contents: none of it is text a reader meets.
 */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#document', attrs: {}, children: [], parent: null }
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
  let current = root
  let last = 0
  const text = (end: number) => {
    if (end > last) current.children.push(decodeEntities(source.slice(last, end)))
  }
  for (const m of source.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|<![^>]*>/g,
  )) {
    text(m.index)
    last = m.index + m[0].length
    if (!m[2]) continue
    const tag = m[2].toLowerCase()
    if (m[1]) {
      let open: HtmlElement | null = current
      while (open && open.tag !== tag) open = open.parent
      if (open?.parent) current = open.parent
      continue
    }
    const element: HtmlElement = { tag, attrs: attributesOf(m[3] ?? ''), children: [], parent: current }
    current.children.push(element)
    if (!VOID_TAGS.has(tag) && !m[4]) current = element
  }
  text(source.length)
  return root
}

/** Every element under `root`, in document order. */
export function* elementsIn(root: HtmlElement): Generator<HtmlElement> {
  for (const child of root.children) {
    if (typeof child === 'string') continue
    yield child
    yield* elementsIn(child)
  }
}

export const select = (root: HtmlElement, match: (element: HtmlElement) => boolean): HtmlElement[] => [...elementsIn(root)].filter(match)

export function closest(element: HtmlElement, match: (element: HtmlElement) => boolean): HtmlElement | null {
  for (let at: HtmlElement | null = element; at; at = at.parent) if (match(at)) return at
  return null
}

/** The page's body (the head's title and descriptions are search copy, held to its own tests: seo.spec.ts). */
export const bodyOf = (root: HtmlElement): HtmlElement => select(root, (e) => e.tag === 'body')[0] ?? root

export function textContent(element: HtmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textContent(child))).join('')
}

/** Each run of text with the language it is written in: the nearest `lang`, as its primary subtag (the English
 *  legal text a Swedish or Norwegian page shows says `lang="en"`, and its words are read as English). */
export function textRuns(root: HtmlElement): { text: string; lang: string }[] {
  const runs: { text: string; lang: string }[] = []
  const walk = (element: HtmlElement, lang: string) => {
    const own = (element.attrs.lang ?? lang).toLowerCase().split('-')[0] ?? ''
    for (const child of element.children) {
      if (typeof child === 'string') runs.push({ text: child, lang: own })
      else walk(child, own)
    }
  }
  walk(root, (root.parent && closest(root.parent, (e) => 'lang' in e.attrs)?.attrs.lang) ?? '')
  return runs
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

/**
 * Small numbers written as words, per language, read as the figures they are. The Norwegian glossary asks for
 * words under ten in running text (locales/glossary.json, `no.numbersNote`: "fem til ti personer", "Fire typer
 * innhold") and Swedish copy writes "två spelare": the same figures as English's "5–10" and "2 players". A die's
 * six is a noun of its own in each language (en "a six", da/no "en sekser", sv "en sexa"); English "twice" is
 * "to gange", "två gånger", "to ganger".
 *
 * One has no word here, and the figure 1 is not compared at all (`figuresOf`): the numeral is also the
 * indefinite article (da/no "en/et", sv "en/ett"), so "1 link", "Én lenke" and "en länk" ("a link") cannot be
 * told apart in text.
 */
const NUMBER_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  en: { two: 2, twice: 2, three: 3, four: 4, five: 5, six: 6, sixes: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  da: {
    ...{ to: 2, tre: 3, fire: 4, fem: 5, seks: 6, syv: 7, otte: 8, ni: 9, ti: 10, elleve: 11, tolv: 12 },
    ...{ sekser: 6, sekseren: 6, seksere: 6, sekserne: 6 },
  },
  sv: {
    ...{ två: 2, tre: 3, fyra: 4, fem: 5, sex: 6, sju: 7, åtta: 8, nio: 9, tio: 10, elva: 11, tolv: 12 },
    ...{ sexa: 6, sexan: 6, sexor: 6, sexorna: 6 },
  },
  no: {
    ...{ to: 2, tre: 3, fire: 4, fem: 5, seks: 6, sju: 7, syv: 7, åtte: 8, ni: 9, ti: 10, elleve: 11, tolv: 12 },
    ...{ sekser: 6, sekseren: 6, seksere: 6, sekserne: 6 },
  },
}
// Norwegian pages say `no`; a browser's tags for it are nb and nn (locales/locales.ts).
const WORDS_BY_LANG: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  ...NUMBER_WORDS,
  nb: NUMBER_WORDS.no!,
  nn: NUMBER_WORDS.no!,
}

export interface FigureRules {
  /** Written the way the spec fixes, not the copy: the phone number, the company registration number, the
   *  rating's value and count (components/lib/site-config.ts; tests/e2e/rating.spec.ts holds the rating). */
  fixed: RegExp[]
  /** Dates: the legal pages' "last updated" in each language's format and the footer's © year. */
  dates: RegExp[]
  /** Amounts in a currency, with their ranges: prices follow the page's currency, not its facts. */
  amounts: RegExp
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An integer as a page may write it: any thousands separator ("127", "1,270", "1.270", "1 270"). */
function integerPattern(value: number): string {
  const digits = String(Math.trunc(value))
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end))
  return groups.join('[.,\\s]?')
}

/** A number as a page may write it: decimal point or comma, any thousands separator. */
export function numberPattern(value: number): string {
  const [, decimals] = String(value).split('.')
  return `(?<![\\d.,])${integerPattern(value)}${decimals ? `[.,]${decimals}` : ''}(?![\\d]|[.,]\\d)`
}

/** A figure as digits: 1-3 digits and groups of three, or plain digits, with an optional decimal part. */
const FIGURE = String.raw`\d{1,3}(?:[.,\u00a0\u202f\u2009 ]\d{3})+(?![\d])|\d+(?:[.,]\d+)?`

export function figureRules(input: {
  literals: readonly string[]
  rating: { value: number; count: number } | null
  dateLocales: readonly string[]
  currencySymbols: readonly string[]
}): FigureRules {
  const literal = (text: string) => new RegExp(`(?<![\\d])${escape(text.trim()).replace(/\s+/g, '\\s*')}(?![\\d])`, 'g')
  const fixed = input.literals.filter((text) => /\d/.test(text)).map(literal)
  if (input.rating) fixed.push(new RegExp(numberPattern(input.rating.value), 'g'), new RegExp(numberPattern(input.rating.count), 'g'))

  // Month names in every language's date format (and English, whose legal text other languages may show).
  const months = new Set<string>()
  for (const locale of [...input.dateLocales, 'en-GB']) {
    for (let month = 0; month < 12; month++) {
      for (const style of ['long', 'short'] as const) {
        months.add(new Intl.DateTimeFormat(locale, { month: style }).format(new Date(Date.UTC(2000, month, 15))).replace(/\.$/, ''))
      }
    }
  }
  const month = `(?:${[...months]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\.?`
  const dates = [
    new RegExp(`(?<!\\d)\\d{1,2}\\.?\\s+${month}\\s+\\d{4}(?!\\d)`, 'giu'), // 29 November 2026, 29. november 2026
    new RegExp(`(?<![\\p{L}])${month}\\s+\\d{1,2},?\\s+\\d{4}(?!\\d)`, 'giu'), // November 29, 2026
    /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g, // 2026-11-29
    /(?<![\d.])\d{1,2}[./]\d{1,2}[./]\d{2,4}(?![\d])/g, // 29.11.2026, 29/11/2026
    /©\s*\d{4}(?:\s*[–-]\s*\d{4})?/g,
  ]

  // "€89", "650 kr", "30.000 kr.", "€1,068 billed annually", "356 euros", "2.600 danske kroner", "650,-", "DKK 650".
  const symbols = [...new Set(input.currencySymbols)].map(escape).join('|')
  const words = String.raw`(?:(?:danske|danska|svenske|svenska|norske|norska)\s+)?(?:euros?|kroner|kronor|kronur|krone|krona|kr\.?)|EUR|DKK|SEK|NOK`
  const amount = String.raw`(?:${FIGURE})(?:,-)?(?:\s*[–-]\s*(?:${FIGURE}))?`
  const unit = `(?:${symbols}|${words})(?![\\p{L}])`
  // A symbol after the amount may stand in the next element ("<span>650</span><span> kr</span>"), unless it leads
  // an amount of its own there ("356 euros" then "€356").
  const amounts = new RegExp(
    `(?<![\\p{L}])(?:${symbols}|EUR|DKK|SEK|NOK)\\s*${amount}|${amount}[^\\S\\n]*${unit}|${amount}\\s*${unit}(?![^\\S\\n]*\\d)`,
    'giu',
  )
  return { fixed, dates, amounts }
}

/** Replaces what a rule matches with marks of the same length, so the text around keeps its place and no
 *  masked digit joins a figure beside it. */
const mask = (text: string, pattern: RegExp) => text.replace(pattern, (m) => m.replace(/[^\n]/g, '¤'))

/** "9am", "3 pm", "2:30pm" on the 24-hour clock the other languages write ("kl. 9–15"). */
function twentyFourHour(text: string): string {
  return text.replace(
    /(?<![\p{L}\d])(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])/giu,
    (_, hour: string, minutes: string | undefined, half: string) => {
      const h = (Number(hour) % 12) + (half.toLowerCase() === 'p' ? 12 : 0)
      return minutes && minutes !== '00' ? `${h}:${minutes}` : `${h}¦`
    },
  )
}

function wordsToDigits(text: string, lang: string): string {
  const words = WORDS_BY_LANG[lang]
  if (!words) return text
  // The digit is followed by a mark so that "to 100" does not read as the thousands group "2 100".
  return text.replace(/(?<![\p{L}\p{N}])\p{L}+(?![\p{L}\p{N}])/gu, (word) => {
    const value = words[word.toLowerCase()]
    return value === undefined ? word : `${value}¦`
  })
}

const FIGURE_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:(\\d{1,2}:\\d{2})(?!\\d)|(${FIGURE})(\\s?%|\\s(?:percent|per cent|procent|prosent)(?![\\p{L}]))?)`,
  'gu',
)

/** A figure as one string: thousands separators dropped, a decimal comma read as a point, a percent sign kept. */
function normalised(digits: string, percent: boolean): string {
  // Groups of three after a separator are thousands; anything else after a point or comma is a decimal.
  const whole = /^\d{1,3}(?:[.,\s]\d{3})+$/.test(digits) ? digits.replace(/[.,\s]/g, '') : digits.replace(',', '.')
  return `${Number(whole)}${percent ? '%' : ''}`
}

/**
 * Every figure a page's body states, as a sorted list, normalised so that the same figure written in each
 * language's way is one string: thousands separators dropped ("8,000", "8.000", "8 000" → 8000), a decimal
 * comma read as a point ("4,8" → 4.8), a percent sign kept and its space dropped ("75 %" → 75%), a range's ends
 * counted as two figures ("5–10", "5-10" → 5, 10), the plus after a figure ignored like the words before one
 * ("8,000+" and "over 8.000" both → 8000), times on the 24-hour clock ("3pm" → 15, "14:30"), small numbers
 * written as words read as digits (NUMBER_WORDS). Left out: amounts in a currency, dates, what `rules.fixed`
 * lists, digits inside a word ("i18nextLng") and the number 1 (see NUMBER_WORDS).
 */
export function figuresOf(html: string, rules: FigureRules): string[] {
  const runs = textRuns(bodyOf(parseHtml(html)))
  // The runs joined with line breaks: a rule may span elements ("€" and "89" in two spans), a figure may not.
  let text = runs.map((run) => run.text.replace(/\u00ad/g, '').replace(/\n/g, ' ')).join('\n')
  for (const pattern of [...rules.fixed, ...rules.dates, rules.amounts]) text = mask(text, pattern)
  const masked = text.split('\n')
  const figures: string[] = []
  runs.forEach((run, index) => {
    const line = wordsToDigits(twentyFourHour(masked[index]!.replace(/\s/g, ' ')), run.lang)
    for (const [, time, digits, percent] of line.matchAll(FIGURE_IN_TEXT)) {
      const figure = time ? time.replace(/^0(?=\d)/, '').replace(/:00$/, '') : normalised(digits!, Boolean(percent))
      if (figure !== '1') figures.push(figure)
    }
  })
  return figures.sort(compareFigures)
}

const compareFigures = (a: string, b: string) => parseFloat(a) - parseFloat(b) || a.localeCompare(b)

/** What one list holds that the other does not, each figure as many times as it is missing (a multiset difference). */
export function difference(these: readonly string[], those: readonly string[]): string[] {
  const left = new Map<string, number>()
  for (const item of those) left.set(item, (left.get(item) ?? 0) + 1)
  const extra: string[] = []
  for (const item of these) {
    const count = left.get(item) ?? 0
    if (count > 0) left.set(item, count - 1)
    else extra.push(item)
  }
  return extra
}

// ---------------------------------------------------------------------------------------------------------------
// Ids the page carries

/** The pricing cards (`[data-plan]`, keyed by their panel, `[data-panel]`, and plan) with the ids of their feature
 *  lines in order; a line without `data-feature` is null. */
export function planFeatures(root: HtmlElement): { card: string; features: (string | null)[]; missing: string[] }[] {
  return select(root, (e) => 'data-plan' in e.attrs).map((card) => {
    const panel = closest(card, (e) => 'data-panel' in e.attrs)?.attrs['data-panel'] ?? '(no panel)'
    const lines = select(card, (e) => e.tag === 'li')
    return {
      card: `${panel}/${card.attrs['data-plan']}`,
      features: lines.map((li) => li.attrs['data-feature'] || null),
      missing: lines.filter((li) => !li.attrs['data-feature']).map((li) => textContent(li).replace(/\s+/g, ' ').trim()),
    }
  })
}

/** The FAQ items (`details[name="faq"]`) with their `data-faq` ids in order; null where an item has none. */
export function faqItems(root: HtmlElement): { id: string | null; question: string }[] {
  return select(root, (e) => e.tag === 'details' && e.attrs.name === 'faq').map((item) => {
    const summary = select(item, (e) => e.tag === 'summary')[0]
    return { id: item.attrs['data-faq'] || null, question: (summary ? textContent(summary) : '').replace(/\s+/g, ' ').trim() }
  })
}

/** Every `data-fact` value on the page, sorted (a multiset: a promise made twice is two). */
export const factValues = (root: HtmlElement): string[] =>
  select(root, (e) => 'data-fact' in e.attrs)
    .map((e) => e.attrs['data-fact']!)
    .sort()

/** The fact a link stands for when its address differs by language on purpose: the tax authority of the reader's
 *  country (components/lib/faq-entries.ts). English, written for no one country, may leave it out. */
export const BY_COUNTRY_FACTS: readonly string[] = ['tax-authority']

/**
 * The body's links that leave the site, as a sorted set: scheme, host and path (the query and fragment dropped:
 * `?lang=da` is the language, not the place); `mailto:` and `tel:` as scheme and address; a link marked with a
 * by-country fact as that fact's name.
 */
export function outsideLinks(root: HtmlElement, siteOrigin: string): string[] {
  const site = new URL(siteOrigin).origin
  const links = new Set<string>()
  for (const a of select(bodyOf(root), (e) => e.tag === 'a' && 'href' in e.attrs)) {
    const fact = a.attrs['data-fact']
    if (fact && BY_COUNTRY_FACTS.includes(fact)) {
      links.add(fact)
      continue
    }
    let url: URL
    try {
      url = new URL(a.attrs.href!, `${site}/`)
    } catch {
      links.add(`(not a URL) ${a.attrs.href}`)
      continue
    }
    if (url.protocol === 'mailto:' || url.protocol === 'tel:')
      links.add(`${url.protocol}${decodeURIComponent(url.pathname).replace(/\s/g, '')}`)
    else if (url.origin !== site) links.add(`${url.origin}${url.pathname}`)
  }
  return [...links].sort()
}
