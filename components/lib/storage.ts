/**
 * localStorage that never throws: in private mode or with storage blocked, reads give null and writes are
 * ignored, so every feature still works for the page at hand.
 */
export const STORAGE_KEYS = {
  cookieConsent: 'cookie-consent',
  newsletterPopupSeen: 'newsletter-popup-seen',
  language: 'i18nextLng',
} as const

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}
