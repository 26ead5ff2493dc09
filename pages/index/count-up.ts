/**
 * The impact statistic counts up from 0 over 2000 ms once 30% of its card is visible (docs/decisions.md §41).
 * The HTML already holds the final value, which stays as it is without scripts, without
 * IntersectionObserver and under reduced motion. The counting digits are hidden from assistive technology;
 * a visually hidden copy of the final value is read instead.
 */
import { mayAnimateInView, playOnceInView } from '../../components/lib/motion'

export const COUNT_UP_MS = 2000
export const COUNT_UP_THRESHOLD = 0.3

/** Ease-out cubic: quick at first, settling on the target. `elapsed` beyond the duration gives the target. */
export function countUpValue(elapsedMs: number, target: number, durationMs: number = COUNT_UP_MS): number {
  if (elapsedMs <= 0) return 0
  if (elapsedMs >= durationMs) return target
  const t = elapsedMs / durationMs
  return Math.round(target * (1 - (1 - t) ** 3))
}

/** The server's final text (`60 %`, `60%`) with `value` in place of `target`. */
export function countUpText(finalText: string, target: number, value: number): string {
  return finalText.replace(String(target), String(value))
}

export function countUp(el: HTMLElement): void {
  const target = Number(el.dataset.countTo)
  const output = el.querySelector<HTMLElement>('[data-count-output]')
  if (!output || !Number.isFinite(target) || !mayAnimateInView()) return
  // The server wrote the final value in the page's language; each step writes its number in that text. (An
  // Intl.NumberFormat built here cost a phone some 50 ms of the start-up while it loaded the language's data.)
  const finalText = output.textContent ?? ''
  if (!finalText.includes(String(target))) return
  const show = (value: number) => {
    output.textContent = countUpText(finalText, target, value)
  }
  show(0)
  playOnceInView(el, COUNT_UP_THRESHOLD, (elapsed) => {
    show(countUpValue(elapsed, target))
    return elapsed >= COUNT_UP_MS
  })
}
