import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { HOME_SECTIONS } from '../../components/lib/links'
import { Island } from '../../components/islands/Island'
import Dice from '../../components/dice/Dice'
import { HeroSignupBlock } from '../../components/signup/HeroSignupBlock'
import { PauseIcon, PlayIcon } from './HomeIcons'
import { href } from '../../components/lib/routes'
import { HeroRating } from './HeroRating'
import { LIVE_NAME } from '../../components/lib/plain-names'

export const CYCLE_COLOURS = ['blue', 'green', 'yellow', 'red'] as const

export function HeroSection() {
  const { t } = useTranslation('home')
  const { locale } = useRenderContext()
  const words = ([1, 2, 3, 4] as const).map((n) => t(`hero.word.${n}`))

  return (
    <section id={HOME_SECTIONS.hero} className="gr-home-hero" aria-labelledby="hero-title">
      <div className="gr-width-container gr-home-hero__inner">
        <div className="gr-home-hero__copy">
          <p className="gr-home-hero__eyebrow">{t('hero.eyebrow')}</p>
          <div className="gr-word-cycle" data-enhance="word-cycle">
            <h1 id="hero-title" className="gr-home-hero__title">
              {/* Screen readers get one stable sentence; the changing word is for the eyes only. */}
              <span className="gr-visually-hidden">{t('hero.title.full')}</span>
              <span className="gr-home-hero__title-visual" aria-hidden="true">
                {t('hero.title.before')}{' '}
                <span className="gr-word-cycle__words">
                  {words.map((word, i) => (
                    <span key={word} className={`gr-word-cycle__word gr-word-cycle__word--${CYCLE_COLOURS[i] ?? 'blue'}`}>
                      {word}
                    </span>
                  ))}
                </span>{' '}
                {t('hero.title.after')}
              </span>
            </h1>
            <button
              type="button"
              className="gr-word-cycle__toggle"
              {...LIVE_NAME}
              data-pause-label={t('hero.wordCycle.pause')}
              data-play-label={t('hero.wordCycle.play')}
            >
              <PauseIcon size={18} className="gr-word-cycle__icon gr-word-cycle__icon--pause" />
              <PlayIcon size={18} className="gr-word-cycle__icon gr-word-cycle__icon--play" />
              <span className="gr-visually-hidden gr-word-cycle__toggle-label">{t('hero.wordCycle.pause')}</span>
            </button>
          </div>
          <p className="gr-home-hero__lead">{t('hero.lead')}</p>
          <HeroRating />
          <div className="gr-home-hero__signup">
            <HeroSignupBlock />
          </div>
        </div>
        <div className="gr-home-hero__play">
          <Island
            name="Dice"
            component={Dice}
            hydrate="interaction"
            props={{
              posterSrc: '/animations/dice-poster.svg',
              diceSrc: '/animations/dice-roll.json',
              prizeSrc: '/animations/prize.json',
              href: href('early-access', locale),
              diceLabel: t('hero.dice.label'),
              rollingLabel: t('hero.dice.rolling'),
              resultText: t('hero.dice.result'),
              lockedLabel: t('hero.cta.locked'),
              lockedReason: t('hero.cta.lockedReason'),
              unlockedLabel: t('hero.cta.unlocked'),
              teaserTitle: t('hero.teaser'),
              teaserText: t('hero.teaserText'),
            }}
          />
          <a className="gr-button gr-button--secondary gr-home-hero__contact" href={href('contact', locale)}>
            {t('hero.contact')}
          </a>
        </div>
      </div>
    </section>
  )
}
