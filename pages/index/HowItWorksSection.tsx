import { useTranslation } from 'react-i18next'
import { HOME_SECTIONS } from '../../components/lib/links'
import { useRenderContext } from '../../components/lib/PageContext'
import { DEFAULT_LOCALE, type Locale } from '../../locales/locales'
import { PSEUDO_LOCALE } from '../../locales/pseudo'
import { ChartIcon, DieIcon, GiftIcon, LinkIcon, ListIcon, MagicIcon, SixIcon, SlidersIcon, UserPlusIcon } from './HomeIcons'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

// Five player steps with small CSS-animated icons (each has its own motion), four company setup steps.
const PLAYER_STEPS = [
  { n: 1, Icon: LinkIcon, motion: 'pop' },
  { n: 2, Icon: DieIcon, motion: 'roll' },
  { n: 3, Icon: SixIcon, motion: 'bounce' },
  { n: 4, Icon: MagicIcon, motion: 'wiggle' },
  { n: 5, Icon: GiftIcon, motion: 'pop' },
] as const
const COMPANY_STEPS = [
  { n: 1, Icon: UserPlusIcon },
  { n: 2, Icon: ListIcon },
  { n: 3, Icon: SlidersIcon },
  { n: 4, Icon: ChartIcon },
] as const

const DASHBOARD_WIDTHS = [640, 960, 1280] as const
/** Each language's picture is drawn with its own words (`npm run assets`, from locales/<lang>/dashboard.json); the
 *  pseudo language, made from English, shows the English one. */
export function dashboardFile(locale: Locale, width: number, format: string): string {
  const drawn = locale === PSEUDO_LOCALE.code ? DEFAULT_LOCALE : locale
  return `/images/dashboard-${drawn}-${width}.${format}`
}
const srcSet = (locale: Locale, format: string) => DASHBOARD_WIDTHS.map((w) => `${dashboardFile(locale, w, format)} ${w}w`).join(', ')
const SIZES = '(min-width: 1152px) 1088px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)'

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** AVIF first, WebP next, with widths for the browser to choose from; lazy, with its size reserved. */
export function dashboardPicture(alt: string, locale: Locale): string {
  return [
    `<source type="image/avif" srcset="${srcSet(locale, 'avif')}" sizes="${SIZES}">`,
    `<source type="image/webp" srcset="${srcSet(locale, 'webp')}" sizes="${SIZES}">`,
    `<img class="gr-home-how__dashboard-image" src="${dashboardFile(locale, 960, 'webp')}" width="1280" height="800" alt="${escapeAttr(alt)}" loading="lazy" decoding="async">`,
  ].join('')
}

export function HowItWorksSection() {
  const { t } = useTranslation('home')
  const { locale } = useRenderContext()
  return (
    <section {...DEFERRED_SECTION} id={HOME_SECTIONS.howItWorks} className="gr-section gr-home-how" aria-labelledby="how-title">
      <div className="gr-width-container">
        <h2 id="how-title" className="gr-home-section__title">
          {t('howItWorks.title')}
        </h2>
        <p className="gr-home-section__lead">{t('howItWorks.lead')}</p>
        <div className="gr-home-how__columns">
          <div className="gr-home-how__group">
            <h3 className="gr-home-how__group-title">{t('howItWorks.players.title')}</h3>
            <ol className="gr-home-steps gr-home-steps--players" data-enhance="steps-in-view">
              {PLAYER_STEPS.map(({ n, Icon, motion }) => (
                <li key={n} className="gr-home-steps__item">
                  <span className={`gr-home-steps__icon gr-home-steps__icon--${motion}`}>
                    <Icon size={26} />
                  </span>
                  <div>
                    <h4 className="gr-home-steps__title">{t(`howItWorks.players.step.${n}.title`)}</h4>
                    <p className="gr-home-steps__text">{t(`howItWorks.players.step.${n}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="gr-home-how__group">
            <h3 className="gr-home-how__group-title">{t('howItWorks.company.title')}</h3>
            <ol className="gr-home-steps gr-home-steps--company">
              {COMPANY_STEPS.map(({ n, Icon }) => (
                <li key={n} className="gr-home-steps__item">
                  <span className="gr-home-steps__icon gr-home-steps__icon--static">
                    <Icon size={26} />
                  </span>
                  <div>
                    <h4 className="gr-home-steps__title">{t(`howItWorks.company.step.${n}.title`)}</h4>
                    <p className="gr-home-steps__text">{t(`howItWorks.company.step.${n}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <figure className="gr-home-how__dashboard">
          {/* Written as HTML: React would spell the attribute `srcSet`, which html-validate rejects. */}
          <picture dangerouslySetInnerHTML={{ __html: dashboardPicture(t('howItWorks.dashboard.alt'), locale) }} />
          <figcaption className="gr-home-how__caption">{t('howItWorks.dashboard.caption')}</figcaption>
        </figure>
      </div>
    </section>
  )
}
