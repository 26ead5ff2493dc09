import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { languageOptions } from '../../components/lib/language-options'
import { href } from '../../components/lib/routes'

/**
 * "Oops! Page not found": logs the missing path (enhancement) and links back home: a language's 404 to that
 * language's home page, so a visitor stays in the language they were reading; the root 404 to `/`, which
 * picks one.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common')
  const { isRootPage, locale } = useRenderContext()
  return (
    <section className="gr-section gr-not-found" data-enhance="log-not-found">
      <div className="gr-width-container gr-not-found__inner">
        <p className="gr-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="gr-not-found__title">{t('notFound.title')}</h1>
        <p className="gr-not-found__text">{t('notFound.text')}</p>
        <a className="gr-button gr-button--primary" href={isRootPage ? '/' : href('home', locale)}>
          {t('notFound.home')}
        </a>
        {isRootPage ? (
          <>
            <p className="gr-not-found__languages-label">{t('notFound.languages')}</p>
            <ul className="gr-not-found__languages">
              {languageOptions('/').map((l) => (
                <li key={l.code}>
                  <a href={l.href} lang={l.lang}>
                    {l.nativeName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}
