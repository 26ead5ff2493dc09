/**
 * Analytics for plain links on the HTML-only home page: `data-track-event` names the event and
 * `data-track-props` holds its JSON properties; a click sends it through `track`. The event names and
 * properties are written on the server from the typed table in components/analytics/track.ts.
 */
import { track, type AnalyticsEventName, type AnalyticsEvents } from '../../components/analytics/track'

export function homeTrack(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-track-event]')
    if (!link || !root.contains(link)) return
    const name = link.dataset.trackEvent as AnalyticsEventName
    let props: AnalyticsEvents[AnalyticsEventName]
    try {
      props = JSON.parse(link.dataset.trackProps ?? '{}') as AnalyticsEvents[AnalyticsEventName]
    } catch {
      return
    }
    track(name, props)
  })
}

/** Server side: the attributes for a tracked link, typed against the event table. */
export function trackAttrs<E extends AnalyticsEventName>(event: E, props: AnalyticsEvents[E]): Record<string, string> {
  return { 'data-track-event': event, 'data-track-props': JSON.stringify(props) }
}
