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

export function countUp(el: HTMLElement): void {
  const target = Number(el.dataset.countTo)
  const output = el.querySelector<HTMLElement>('[data-count-output]')
  if (!output || !Number.isFinite(target) || !mayAnimateInView()) return
  const format = new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'percent', maximumFractionDigits: 0 })
  const show = (value: number) => {
    output.textContent = format.format(value / 100)
  }
  show(0)
  playOnceInView(el, COUNT_UP_THRESHOLD, (elapsed) => {
    show(countUpValue(elapsed, target))
    return elapsed >= COUNT_UP_MS
  })
}
