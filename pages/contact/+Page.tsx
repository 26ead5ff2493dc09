import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { mailtoHref, phoneText, telHref } from '../../components/lib/urls'
import { MailIcon, PhoneIcon } from '../../components/ui/icons'
import { PageIntro } from '../../components/ui/PageIntro'

export default function ContactPage() {
  const { t } = useTranslation('common')
  const { config } = useRenderContext()
  return (
    <>
      <PageIntro title={t('contact.title')} lead={t('contact.subtitle')}>
        {/* Which languages support speaks is a buyer's first question (docs/decisions.md §60): it names them all. */}
        <p className="gr-page-intro__lead" data-fact="support-languages">
          {t('contact.languages')}
        </p>
      </PageIntro>
      <section className="gr-section">
        <div className="gr-width-container gr-contact">
          <div className="gr-card gr-contact__card">
            <span className="gr-contact__icon">
              <MailIcon size={28} />
            </span>
            <h2 className="gr-card__title">{t('contact.email.title')}</h2>
            <p>{t('contact.email.description')}</p>
            <a className="gr-contact__value" href={mailtoHref(config.contactEmail)}>
              {config.contactEmail}
            </a>
          </div>
          <div className="gr-card gr-contact__card">
            <span className="gr-contact__icon">
              <PhoneIcon size={28} />
            </span>
            <h2 className="gr-card__title">{t('contact.phone.title')}</h2>
            <p>{t('contact.phone.description')}</p>
            <a className="gr-contact__value" href={telHref(config.contactPhone)}>
              {phoneText(config.contactPhone)}
            </a>
            <p className="gr-contact__hours">{t('contact.phone.hours')}</p>
          </div>
        </div>
      </section>
    </>
  )
}
