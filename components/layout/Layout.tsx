import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { Header } from '../header/Header'
import { Footer } from './Footer'
import { CookieBanner } from '../cookie-banner/CookieBanner'
import { NewsletterPopupSlot } from '../signup/NewsletterPopupSlot'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { route } = useRenderContext()
  if (route.id === 'language-select') return <>{children}</>
  // The cookie banner comes right after the skip link (which stays the first thing a keyboard reaches):
  // a fixed panel, so its place in the markup moves nothing on screen, but screen readers and keyboards
  // meet it before the page, and it arrives with the first bytes, so a first visit paints it with the hero
  // instead of after the whole document has downloaded (at the end of the page it was the Largest
  // Contentful Paint on Swedish and Norwegian phones).
  return (
    <>
      <a className="gr-skip-link" href="#main">
        {t('skipLink')}
      </a>
      <CookieBanner />
      <Header />
      <main id="main" className="gr-main" tabIndex={-1} data-enhance="hash-scroll">
        {children}
      </main>
      <Footer />
      <NewsletterPopupSlot />
    </>
  )
}
