/**
 * A legal document. Full text exists in English and Danish; Swedish and Norwegian pages show the English
 * text, marked `lang="en"`, under their own page chrome and a note (docs/decisions.md §9).
 */
import { Trans, useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { localeEntry, type LocaleEntry } from '../../locales/locales'
import { PageIntro } from '../ui/PageIntro'
import { mailtoHref } from '../lib/urls'
import { interpolate, type KeyOf } from '../lib/i18n'
import { DEFERRED_SECTION } from '../lib/deferred-sections'

export type LegalDocumentId = 'privacy-policy' | 'terms-of-use' | 'cookie-policy'
type Block = { p: string } | { ul: string[] }
interface LegalDocument {
  sections: { heading: string; blocks: Block[] }[]
}
/** A language whose legal text applies: each language's table entry names one (its own, or English). */
export type LegalTextLanguage = LocaleEntry['legalText']
type LegalText = Record<LegalDocumentId, LegalDocument>

// Every `locales/legal/<language>.json`, read at build time.
const FILES = import.meta.glob<LegalText>('../../locales/legal/*.json', { eager: true, import: 'default' })

/** The legal text a language's entry names; the build stops if its file is missing. */
export function legalText(language: LegalTextLanguage): LegalText {
  const text = FILES[`../../locales/legal/${language}.json`]
  if (!text) throw new Error(`No legal text locales/legal/${language}.json`)
  return text
}

const TITLE_KEYS: Record<LegalDocumentId, KeyOf<'common'>> = {
  'privacy-policy': 'footer.privacy',
  'terms-of-use': 'footer.terms',
  'cookie-policy': 'footer.cookies',
}

export function formatBuildDate(isoDate: string, dateLocale: string): string {
  return new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

export function LegalPage({ document: id, children }: { document: LegalDocumentId; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('common')
  const { locale, config } = useRenderContext()
  const entry = localeEntry(locale)
  const textLocale = entry.legalText
  // The legal texts use the same placeholders as the locale files ({{brand}}, {{email}} …).
  const fill = (text: string) => interpolate(i18n, text)
  const doc = legalText(textLocale)[id]
  const slug = (index: number) => `section-${index + 1}`

  return (
    <>
      <PageIntro title={t(TITLE_KEYS[id])}>
        <p className="gr-legal__updated">{t('legal.lastUpdated', { date: formatBuildDate(config.buildDate, entry.dateLocale) })}</p>
        {textLocale !== locale ? (
          <p className="gr-notice">
            {/* Says the English text is the one that applies, and links the contact e-mail for questions. */}
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the translated words inside the link */}
            <Trans t={t} i18nKey="legal.englishNotice" components={{ mail: <a href={mailtoHref(config.contactEmail)} /> }} />
          </p>
        ) : null}
      </PageIntro>
      <div className="gr-section">
        <div className="gr-width-container gr-legal">
          <nav className="gr-legal__toc" aria-label={t('legal.contents')}>
            <h2 className="gr-legal__toc-title">{t('legal.contents')}</h2>
            <ol lang={textLocale === locale ? undefined : textLocale}>
              {doc.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${slug(index)}`}>{fill(section.heading)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="gr-legal__text gr-prose" lang={textLocale === locale ? undefined : textLocale}>
            {children}
            {doc.sections.map((section, index) => (
              <section
                key={section.heading}
                // The first section is on a wide first screen; the rest may wait for the first frame.
                {...(index > 0 ? DEFERRED_SECTION : {})}
                id={slug(index)}
                className="gr-legal__section"
              >
                <h2>{fill(section.heading)}</h2>
                {section.blocks.map((block, i) =>
                  'p' in block ? (
                    <p key={i}>{fill(block.p)}</p>
                  ) : (
                    <ul key={i}>
                      {block.ul.map((item) => (
                        <li key={item}>{fill(item)}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  )
}
