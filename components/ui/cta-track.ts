import { track } from '../analytics/track'

/**
 * A call to action that is a plain link (it works without scripts) reports `cta_click` with the location
 * written in `data-cta-location` (e.g. `use_case_events-activities`). The link itself is never delayed.
 */
export function ctaTrack(link: HTMLElement): void {
  const location = link.dataset.ctaLocation
  if (!location) return
  link.addEventListener('click', () => track('cta_click', { location }))
}
