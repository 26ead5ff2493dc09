/**
 * Finds words that the browser broke across two lines at a point that is no line-break opportunity: the
 * emergency break `overflow-wrap` makes when a word is wider than its box ("Abonnem|ent"). A break at a
 * hyphen (typed or soft, `&shy;`) or after a slash is a proper one and is not reported.
 *
 * Runs in the page (pass it to `page.evaluate`), so it must not use anything from its module scope.
 */
export interface BrokenWord {
  word: string
  /** The two halves as the visitor sees them. */
  at: string
  /** The element holding the word: tag and class. */
  where: string
}

export function findBrokenWords(): BrokenWord[] {
  const PROPER_BREAK_AFTER = /[-\u00ad\u2010\u2011\u2013\u2014/)\]]/
  const found: { word: string; at: string; where: string }[] = []
  const range = document.createRange()
  const lineOf = (node: Text, index: number): number => {
    range.setStart(node, index)
    range.setEnd(node, index + 1)
    const rect = Array.from(range.getClientRects()).find((r) => r.width > 0)
    return rect ? rect.top + rect.height / 2 : NaN
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template, noscript, .gr-visually-hidden, [aria-hidden="true"]')) continue
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
    const text = node.data
    for (const match of text.matchAll(/[^\s]{2,}/g)) {
      const start = match.index ?? 0
      const word = match[0]
      range.setStart(node, start)
      range.setEnd(node, start + word.length)
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0)
      if (rects.length < 2) continue
      const tops = rects.map((r) => r.top)
      if (Math.max(...tops) - Math.min(...tops) < Math.min(...rects.map((r) => r.height)) / 2) continue
      // The word spans lines: find where, and whether the break follows a hyphen or slash.
      let line = lineOf(node, start)
      for (let i = 1; i < word.length; i++) {
        const next = lineOf(node, start + i)
        if (Number.isNaN(next) || Number.isNaN(line) || Math.abs(next - line) < 2) {
          if (!Number.isNaN(next)) line = next
          continue
        }
        // A range over the character after a soft hyphen may still report the hyphen's line, so the break is
        // proper when either of the two characters before the new line allows it.
        const before = word.slice(Math.max(0, i - 2), i)
        if (!PROPER_BREAK_AFTER.test(before)) {
          found.push({
            word,
            at: `${word.slice(0, i)}|${word.slice(i)}`,
            where: `${parent.tagName.toLowerCase()}.${Array.from(parent.classList).join('.')}`,
          })
        }
        line = next
      }
    }
  }
  return found
}
