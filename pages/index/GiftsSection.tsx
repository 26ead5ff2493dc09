import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { HOME_SECTIONS } from '../../components/lib/links'
import { mailtoHref } from '../../components/lib/urls'
import { trackAttrs } from './home-track'
import { ExternalIcon, MailIcon } from '../../components/ui/icons'
import { BoxIcon, CardIcon, CheckIcon, CoinsIcon, HeartIcon, PinIcon, SparkIcon, StarIcon, TagIcon } from './HomeIcons'
import { href } from '../../components/lib/routes'
import { DEFERRED_SECTION } from '../../components/lib/deferred-sections'

const CLAIMS = ['years', 'countries', 'retail'] as const
const REASONS = [
  { n: 1, Icon: TagIcon },
  { n: 2, Icon: StarIcon },
  { n: 3, Icon: PinIcon },
  { n: 4, Icon: HeartIcon },
  { n: 5, Icon: CoinsIcon },
  { n: 6, Icon: SparkIcon },
] as const
const WHY_POINTS = [1, 2, 3] as const

export function GiftsSection() {
  const { t } = useTranslation('home')
  const { locale, config } = useRenderContext()

  return (
    <section
      {...DEFERRED_SECTION}
      id={HOME_SECTIONS.gifts}
      className="gr-section gr-home-gifts"
      aria-labelledby="gifts-title"
      data-enhance="home-track"
    >
      <div className="gr-width-container">
        <h2 id="gifts-title" className="gr-home-section__title">
          {t('gifts.title')}
        </h2>
        <p className="gr-home-section__lead">{t('gifts.lead')}</p>

        <div className="gr-home-gifts__why">
          <h3 className="gr-home-gifts__heading">{t('gifts.why.title')}</h3>
          <p>{t('gifts.why.text')}</p>
          <ul className="gr-home-gifts__points">
            {WHY_POINTS.map((n) => (
              <li key={n}>
                <CheckIcon size={20} />
                <span>{t(`gifts.why.point.${n}`)}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="gr-home-gifts__partner">
          <h3 className="gr-home-gifts__heading">{t('gifts.partner.title')}</h3>
          <p>{t('gifts.partner.text')}</p>
          <div className="gr-home-gifts__boxes">
            <div className="gr-home-gifts__box gr-home-gifts__box--physical">
              <BoxIcon />
              <h4 className="gr-home-gifts__box-title">{t('gifts.partner.physical.title')}</h4>
              <p>{t('gifts.partner.physical.text')}</p>
            </div>
            <div className="gr-home-gifts__box gr-home-gifts__box--digital">
              <CardIcon />
              <h4 className="gr-home-gifts__box-title">{t('gifts.partner.digital.title')}</h4>
              <p>{t('gifts.partner.digital.text')}</p>
            </div>
          </div>
          <h4 className="gr-visually-hidden">{t('gifts.partner.claims')}</h4>
          <dl className="gr-home-gifts__claims">
            {CLAIMS.map((claim) => (
              <div key={claim} className="gr-home-gifts__claim">
                <dt className="gr-home-gifts__claim-label">{t(`gifts.partner.claim.${claim}.label`)}</dt>
                <dd className="gr-home-gifts__claim-value">{t(`gifts.partner.claim.${claim}.value`)}</dd>
              </div>
            ))}
          </dl>
          <a
            className="gr-home-gifts__shop"
            href={config.giftShopUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...trackAttrs('external_link_click', { url: config.giftShopUrl, location: 'gifts_and_rewards' })}
          >
            {t('gifts.shop.link')}
            <ExternalIcon size={16} />
            <span className="gr-visually-hidden"> ({t('gifts.shop.newTab')})</span>
          </a>
        </div>

        <div className="gr-home-gifts__custom">
          <h3 className="gr-home-gifts__heading">{t('gifts.custom.title')}</h3>
          <p>{t('gifts.custom.lead')}</p>
          <ul className="gr-home-gifts__reasons">
            {REASONS.map(({ n, Icon }) => (
              <li key={n} className="gr-home-gifts__reason">
                <Icon size={24} />
                <h4 className="gr-home-gifts__reason-title">{t(`gifts.custom.reason.${n}.title`)}</h4>
                <p>{t(`gifts.custom.reason.${n}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>

        <div className="gr-home-gifts__become-partner">
          <div>
            <h3 className="gr-home-gifts__heading">{t('gifts.becomePartner.title')}</h3>
            <p>{t('gifts.becomePartner.text')}</p>
          </div>
          <div className="gr-home-gifts__become-partner-actions">
            <a
              className="gr-button gr-button--primary"
              href={mailtoHref(config.contactEmail, t('gifts.becomePartner.subject'))}
              data-partner-email=""
              {...trackAttrs('partner_email_click', { section: 'become_partner', location: 'gifts_and_rewards' })}
            >
              <MailIcon size={18} />
              {t('gifts.becomePartner.button')}
            </a>
            <a className="gr-home-gifts__more" href={href('become-a-partner', locale)}>
              {t('gifts.becomePartner.more')}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
