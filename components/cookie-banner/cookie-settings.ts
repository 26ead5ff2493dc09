/**
 * Changing the cookie choice later, as easily as giving it, without React:
 * - `cookie-settings-link`: the footer's "Cookie settings" link reopens the banner in place (without
 *   scripts it goes to the settings on the cookie-policy page);
 * - `cookie-settings`: on the cookie-policy page, the current choice and the two buttons to change it.
 */
import { STORAGE_KEYS, readStorage } from '../lib/storage'
import { getConsentState, subscribeConsent } from '../analytics/consent-store'
import { handleConsentPresses, openCookieSettings } from './banner'
import type { ConsentState } from '../analytics/consent'

export function cookieSettingsLink(el: HTMLElement): void {
  el.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    openCookieSettings(el)
  })
}

export function cookieSettingsPanel(el: HTMLElement): void {
  const status = el.querySelector<HTMLElement>('[data-consent-status]')
  const actions = el.querySelector<HTMLElement>('[data-consent-actions]')
  const render = (state: ConsentState) => {
    if (!status) return
    const key = state.choice ?? 'pending'
    let text = el.dataset[`status${key[0]?.toUpperCase()}${key.slice(1)}`] ?? ''
    // Storage blocked: the choice holds for this page only; say so.
    if (state.choice && readStorage(STORAGE_KEYS.cookieConsent) !== state.choice) text = `${text} ${el.dataset.statusUnsaved ?? ''}`.trim()
    status.textContent = text
    for (const button of el.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
      button.setAttribute('aria-pressed', String(button.dataset.consentChoice === state.choice))
    }
  }
  handleConsentPresses(el)
  if (actions) actions.hidden = false
  render(getConsentState())
  subscribeConsent((state) => render(state))
}
