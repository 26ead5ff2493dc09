/**
 * The player steps' icons play their short animation when the list is first in view, not at load far below
 * the screen where no one sees it and the main thread would draw it anyway. `data-motion="waiting"` holds
 * the animation (pages/index/_home-how.scss); without scripts or IntersectionObserver it plays at load as
 * before, and under reduced motion not at all.
 */
import { mayAnimateInView, playOnceInView } from '../../components/lib/motion'

/** How much of the list shows before its icons play. */
export const STEPS_IN_VIEW_THRESHOLD = 0.3

export function stepsInView(el: HTMLElement): void {
  if (mayAnimateInView()) playOnceInView(el, STEPS_IN_VIEW_THRESHOLD, () => true)
}
