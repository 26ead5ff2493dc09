import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../renderer/PageContext'
import { Header } from './Header'
import { Footer } from './Footer'
import { CookieBannerIsland } from '../analytics/CookieConsent'
import { NewsletterPopupSlot } from '../forms/NewsletterPopupSlot'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { route } = useRenderContext()
  if (route.id === 'language-select') return <>{children}</>
  return (
    <>
      <a className="gr-skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" className="gr-main" tabIndex={-1} data-enhance="hash-scroll">
        {children}
      </main>
      <Footer />
      <CookieBannerIsland />
      <NewsletterPopupSlot />
    </>
  )
}
