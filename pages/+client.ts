// The only script every page loads. It holds no React: islands pull it in when they start.
import { startAnalytics } from '../components/analytics/start-analytics'
import { startCookieBanner } from '../components/cookie-banner/banner'
import { cookieSettingsLink, cookieSettingsPanel } from '../components/cookie-banner/cookie-settings'
import { startEnhancements } from '../components/wiring/enhancements'
import { headerShadow } from '../components/header/header-shadow'
import { languageChoice } from '../components/header/language-choice'
import { startIslands } from '../components/islands/runtime'
import { islandLoaders } from '../components/wiring/islands'
import { hashScroll } from '../components/layout/hash-scroll'
import { deferSections } from '../components/lib/deferred-sections'
import { newsletterPopupTrigger } from '../components/signup/popup-trigger'
import { ctaTrack } from '../components/ui/cta-track'
import { countUp } from './index/count-up'
import { homeTrack } from './index/home-track'
import { stepsInView } from './index/steps-in-view'
import { typewriter } from './index/typewriter'
import { wordCycle } from './index/word-cycle'
import { logNotFound } from './not-found/log-not-found'

// Each part starts on its own: one that throws leaves the others running.
for (const [part, start] of [
  ['The cookie banner', startCookieBanner],
  ['Analytics', startAnalytics],
  ['The deferred sections', deferSections],
] as const) {
  try {
    start()
  } catch (error) {
    console.warn(`${part} could not start`, error)
  }
}
// One delegated listener for the whole document: language links need no marker (docs/decisions.md §33).
languageChoice(document)
// The behaviours a page asks for by `data-enhance="name"`.
startEnhancements({
  'header-shadow': headerShadow,
  'hash-scroll': hashScroll,
  'log-not-found': logNotFound,
  'cookie-settings-link': cookieSettingsLink,
  'cookie-settings': cookieSettingsPanel,
  'cta-track': ctaTrack,
  'word-cycle': wordCycle,
  'count-up': countUp,
  typewriter,
  'steps-in-view': stepsInView,
  'home-track': homeTrack,
  'newsletter-popup': newsletterPopupTrigger,
})
startIslands(islandLoaders)
