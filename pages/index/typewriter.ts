/**
 * The impact banner types its sentence at 30 ms a character once it scrolls into view (docs/decisions.md §41).
 * The full text is in the HTML (and, visually hidden, for assistive
 * technology); the not-yet-typed rest keeps its place with `visibility: hidden`, so nothing moves.
 */
import { mayAnimateInView, playOnceInView } from '../../components/lib/motion'

export const TYPE_MS_PER_CHAR = 30
/** Half the sentence in view starts the typing. */
export const TYPE_THRESHOLD = 0.5

/** How many characters are shown `elapsedMs` after typing started. */
export function typedLength(elapsedMs: number, total: number, msPerChar: number = TYPE_MS_PER_CHAR): number {
  if (elapsedMs <= 0) return 0
  return Math.min(total, Math.floor(elapsedMs / msPerChar))
}

export function typewriter(el: HTMLElement): void {
  const text = el.textContent ?? ''
  if (!text || !mayAnimateInView()) return
  const chars = Array.from(text)
  const typed = document.createElement('span')
  typed.className = 'gr-typewriter__typed'
  const rest = document.createElement('span')
  rest.className = 'gr-typewriter__rest'
  const show = (n: number) => {
    typed.textContent = chars.slice(0, n).join('')
    rest.textContent = chars.slice(n).join('')
  }
  show(0)
  el.replaceChildren(typed, rest)
  playOnceInView(el, TYPE_THRESHOLD, (elapsed) => {
    const n = typedLength(elapsed, chars.length)
    show(n)
    return n >= chars.length
  })
}
