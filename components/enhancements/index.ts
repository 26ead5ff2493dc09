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

export function startEnhancements(root: ParentNode = document): void {
  // One delegated listener for the whole document: language links need no marker (docs/decisions.md §33).
  if (root === document) languageChoice(document)
  root.querySelectorAll<HTMLElement>('[data-enhance]').forEach((el) => {
    for (const name of (el.dataset.enhance ?? '').split(/\s+/).filter(Boolean)) {
      try {
        const enhancement = enhancements[name]
        if (!enhancement) throw new Error(`Unknown enhancement "${name}"`)
        enhancement(el)
      } catch (error) {
        console.warn(`Enhancement "${name}" could not start`, error)
      }
    }
  })
}
