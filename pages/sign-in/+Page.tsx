import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { AdminIcon, DiceIcon } from '../../components/ui/icons'
import { PageIntro } from '../../components/ui/PageIntro'

/** The same two choices as the sign-in dialog, for visitors without scripts (docs/decisions.md §4). */
export default function SignInPage() {
  const { t } = useTranslation('common')
  const { config } = useRenderContext()
  const choices = [
    {
      platform: 'admin',
      href: config.adminAppUrl,
      icon: <AdminIcon size={32} />,
      title: t('signIn.admin.title'),
      description: t('signIn.admin.description'),
    },
    {
      platform: 'game',
      href: config.gameAppUrl,
      icon: <DiceIcon size={32} />,
      title: t('signIn.game.title'),
      description: t('signIn.game.description'),
    },
  ]
  return (
    <>
      <PageIntro title={t('signIn.title')} lead={t('signIn.page.lead')} />
      <section className="gr-section">
        <div className="gr-width-container">
          <ul className="gr-choices gr-choices--page">
            {choices.map((choice) => (
              <li key={choice.platform}>
                <a
                  className="gr-choices__item"
                  href={choice.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-platform={choice.platform}
                >
                  <span className="gr-choices__icon">{choice.icon}</span>
                  <span className="gr-choices__text">
                    <strong className="gr-choices__title">{choice.title}</strong>
                    <span className="gr-choices__description">{choice.description}</span>
                    <span className="gr-visually-hidden"> ({t('signIn.newTab')})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
