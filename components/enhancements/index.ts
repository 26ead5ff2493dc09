/**
 * Small behaviours that need no React, registered by `data-enhance="name"` (GOV.UK style): one loop
 * starts them, and one that throws does not stop the others.
 */
import { headerShadow } from './header-shadow'
import { hashScroll } from './hash-scroll'
import { logNotFound } from './log-not-found'
import { cookieSettingsLink, cookieSettingsPanel } from '../consent/cookie-settings'
import { ctaTrack } from './cta-track'
import { wordCycle } from './word-cycle'
import { countUp } from './count-up'
import { typewriter } from './typewriter'
import { homeTrack } from './home-track'
import { newsletterPopupTrigger } from '../signup/popup-trigger'
import { languageChoice } from './language-choice'

export type Enhancement = (el: HTMLElement) => void

const enhancements: Record<string, Enhancement | undefined> = {
  'header-shadow': headerShadow,
  'hash-scroll': hashScroll,
  'log-not-found': logNotFound,
  'cookie-settings-link': cookieSettingsLink,
  'cookie-settings': cookieSettingsPanel,
  'cta-track': ctaTrack,
  'word-cycle': wordCycle,
  'count-up': countUp,
  typewriter,
  'home-track': homeTrack,
  'newsletter-popup': newsletterPopupTrigger,
}

/** Whole-document behaviours: one delegated listener each, so no element needs a marker. */
const documentEnhancements: Record<string, (doc: Document) => void> = {
  'language-choice': languageChoice,
}

function attempt(name: string, start: () => void): void {
  try {
    start()
  } catch (error) {
    console.warn(`Enhancement "${name}" could not start`, error)
  }
}

export function startEnhancements(root: ParentNode = document): void {
  if (root === document) {
    for (const [name, start] of Object.entries(documentEnhancements)) attempt(name, () => start(document))
  }
  root.querySelectorAll<HTMLElement>('[data-enhance]').forEach((el) => {
    for (const name of (el.dataset.enhance ?? '').split(/\s+/).filter(Boolean)) {
      attempt(name, () => {
        const enhancement = enhancements[name]
        if (!enhancement) throw new Error(`Unknown enhancement "${name}"`)
        enhancement(el)
      })
    }
  })
}
