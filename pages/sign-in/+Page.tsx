import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { SignInChoices } from '../../components/header/SignInChoices'
import { PageIntro } from '../../components/ui/PageIntro'

/** The same two choices as the sign-in dialog, for visitors without scripts (docs/decisions.md §4). */
export default function SignInPage() {
  const { t } = useTranslation('common')
  const { config } = useRenderContext()
  return (
    <>
      <PageIntro title={t('signIn.title')} lead={t('signIn.page.lead')} />
      <section className="gr-section">
        <div className="gr-width-container">
          <SignInChoices
            className="gr-choices--page"
            iconSize={32}
            newTabLabel={t('signIn.newTab')}
            admin={{ href: config.adminAppUrl, title: t('signIn.admin.title'), description: t('signIn.admin.description') }}
            game={{ href: config.gameAppUrl, title: t('signIn.game.title'), description: t('signIn.game.description') }}
          />
        </div>
      </section>
    </>
  )
}
