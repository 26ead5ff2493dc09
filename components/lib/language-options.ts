/** The site's languages as the language switcher, the footer and the language pages offer them. */
import { LOCALES, type Locale } from '../../locales/locales'
import { localizedPath } from './urls'

export interface LanguageOption {
  code: Locale
  /** Its `lang` attribute (locales/locales.ts). */
  lang: string
  label: string
  nativeName: string
  /** This page in that language: the link that works before (or without) scripts. */
  href: string
}

/** Every language, each linking to the page at `logicalPath` in that language. */
export function languageOptions(logicalPath: string): LanguageOption[] {
  return LOCALES.map((l) => ({
    code: l.code,
    lang: l.lang,
    label: l.label,
    nativeName: l.nativeName,
    href: localizedPath(l.code, logicalPath),
  }))
}
