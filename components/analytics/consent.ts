/**
 * The cookie-consent state machine (docs/decisions.md §17), pure: no storage, no DOM.
 *
 *   pending ──accept──▶ all          (stores "all"; analytics may run)
 *   pending ──reject──▶ essential    (stores "essential"; analytics off, or cookieless by configuration)
 *   pending ──close───▶ pending, banner hidden for this session only (nothing stored)
 *   any     ──reopen──▶ same choice, banner shown again ("Cookie settings")
 *   all     ──reject──▶ essential    (withdrawal: capture stops, analytics storage is cleared)
 *
 * `analyticsMode` then decides, from the choice, the configured cookieless mode and Do-Not-Track, whether
 * PostHog may run at all and in which way.
 */
import type { CookielessMode } from '../lib/site-config'

export type ConsentChoice = 'all' | 'essential'

export interface ConsentState {
  /** null while pending: no `cookie-consent` stored (or storage unreadable and nothing chosen yet). */
  choice: ConsentChoice | null
  /** The close (X) hides the banner until the session ends, storing nothing. */
  closedForSession: boolean
  /** Reopened from "Cookie settings": shown whatever the stored choice. */
  reopened: boolean
}

export type ConsentAction =
  { type: 'accept' } | { type: 'reject' } | { type: 'close' } | { type: 'reopen' } | { type: 'sync'; choice: ConsentChoice | null }

/** Reads a stored value; anything but the two known values counts as no choice. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return value === 'all' || value === 'essential' ? value : null
}

export function initialConsentState(stored: string | null | undefined, closedForSession = false): ConsentState {
  return { choice: parseConsent(stored), closedForSession, reopened: false }
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'accept':
      return { choice: 'all', closedForSession: false, reopened: false }
    case 'reject':
      return { choice: 'essential', closedForSession: false, reopened: false }
    case 'close':
      return { ...state, closedForSession: true, reopened: false }
    case 'reopen':
      return { ...state, reopened: true }
    case 'sync':
      // Another tab changed the stored choice.
      return { ...state, choice: action.choice }
  }
}

export function isBannerVisible(state: ConsentState): boolean {
  return state.reopened || (state.choice === null && !state.closedForSession)
}

/** What analytics may do: nothing, run with its usual storage, or count anonymously without storage. */
export type AnalyticsMode = 'off' | 'full' | 'cookieless'

export interface AnalyticsInputs {
  /** A PostHog key was configured at build time. */
  configured: boolean
  choice: ConsentChoice | null
  cookielessMode: CookielessMode
  doNotTrack: boolean
}

export function analyticsMode({ configured, choice, cookielessMode, doNotTrack }: AnalyticsInputs): AnalyticsMode {
  // Nothing before a choice, in every mode (docs/decisions.md §17), and nothing at all under Do-Not-Track.
  if (!configured || doNotTrack || choice === null) return 'off'
  if (cookielessMode === 'always') return 'cookieless'
  if (choice === 'all') return 'full'
  return cookielessMode === 'on_reject' ? 'cookieless' : 'off'
}

interface DntSources {
  navigator?: { doNotTrack?: string | null; msDoNotTrack?: string | null; globalPrivacyControl?: boolean } | undefined
  window?: { doNotTrack?: string | null } | undefined
}

/** Do-Not-Track, as browsers spell it ("1", "yes"), and Global Privacy Control, its successor. */
export function isDoNotTrack({ navigator: nav, window: win }: DntSources): boolean {
  const yes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'yes'
  return [nav?.doNotTrack, nav?.msDoNotTrack, win?.doNotTrack, nav?.globalPrivacyControl].some(yes)
}
