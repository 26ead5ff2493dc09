/**
 * Runs `start` once the page is shown to the visitor: at once on a normal load, or, for a page the browser
 * prerendered on a guess (speculation rules), when it is actually shown (`prerenderingchange`). A page that is
 * prerendered and never shown never runs it: analytics and timers count what a visitor sees.
 */
export function whenShown(start: () => void, doc: Document = document): void {
  if (!(doc as Document & { prerendering?: boolean }).prerendering) {
    start()
    return
  }
  doc.addEventListener('prerenderingchange', () => start(), { once: true })
}
