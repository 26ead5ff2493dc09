import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../../components/lib/PageContext'
import { languageOptions } from '../../components/lib/language-options'
import { LogoMark } from '../../components/ui/Logo'

/** `/`: the inline script in the head sends visitors on; this list is for crawlers and visitors without scripts. */
export default function LanguageSelectPage() {
  const { t } = useTranslation('common')
  const { config } = useRenderContext()
  return (
    <main id="main" className="gr-language-select">
      <div className="gr-language-select__card">
        <LogoMark size={56} />
        <h1 className="gr-language-select__title">{config.brandName}</h1>
        <p className="gr-language-select__lead">{t('brand.tagline')}</p>
        <h2 className="gr-language-select__heading">{t('languageSelect.title')}</h2>
        <ul className="gr-language-select__list">
          {languageOptions('/').map((l) => (
            <li key={l.code}>
              <a className="gr-button gr-button--secondary gr-button--block" href={l.href} lang={l.lang}>
                {l.nativeName}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
