/**
 * Translations are read at build time only (docs/decisions.md §20): each page is rendered with an i18next instance
 * for its language, and islands receive already-translated strings as props, so no locale file ships to
 * the browser.
 */
import i18next, { type CustomTypeOptions, type i18n as I18n, type Resource } from 'i18next'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../locales/locales'
import type { SiteConfig } from './site-config'
import { PSEUDO_ENABLED, PSEUDO_LOCALE, pseudoLocalize, pseudoMessages } from '../../locales/pseudo'
import { languageList } from '../../locales/language-list'
import { factVariables } from './facts/variables'

const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' })

function buildResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {}
  const namespaces = new Set<string>()
  for (const [path, messages] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
    if (!match?.[1] || !match[2]) continue
    const [, lang, ns] = match
    if (!(LOCALE_CODES as readonly string[]).includes(lang)) continue
    namespaces.add(ns)
    ;(resources[lang] ??= {})[ns] = messages
  }
  // The pseudo language's strings are made from the English ones (locales/pseudo.ts).
  if (PSEUDO_ENABLED) {
    resources[PSEUDO_LOCALE.code] = Object.fromEntries(
      Object.entries(resources[DEFAULT_LOCALE] ?? {}).map(([ns, messages]) => [ns, pseudoMessages(messages as Record<string, unknown>)]),
    )
  }
  return { resources, namespaces: [...namespaces] }
}

const { resources, namespaces } = buildResources()

export function createI18n(locale: Locale, config: SiteConfig): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    resources,
    ns: namespaces,
    defaultNS: 'common',
    // Keys are flat and dotted ("hero.cta"), so the dot is part of the key, not a path.
    keySeparator: false,
    nsSeparator: ':',
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: {
        brand: config.brandName,
        company: config.companyName,
        regNo: config.companyRegNo,
        email: config.contactEmail,
        phone: config.contactPhone,
        // The pseudo language's list is made from English, as its strings are.
        languages: locale === PSEUDO_LOCALE.code ? pseudoLocalize(languageList(DEFAULT_LOCALE)) : languageList(locale),
        // Every figure the copy states, written as the page's language writes numbers (./facts/variables.ts).
        // (The pseudo language's are made from English, as its strings are: a country's name is words too.)
        ...(locale === PSEUDO_LOCALE.code
          ? Object.fromEntries(Object.entries(factVariables(DEFAULT_LOCALE)).map(([name, value]) => [name, pseudoLocalize(value)]))
          : factVariables(locale)),
      },
    },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      // A page must never ship a raw key; fail the build instead.
      throw new Error(`Missing translation "${ns}:${key}" for ${locale}`)
    },
  })
  return instance
}

type Resources = CustomTypeOptions['resources']
export type Namespace = keyof Resources
/** Every key of a namespace (typed from the English files, see ./i18next.d.ts). */
export type KeyOf<N extends Namespace> = keyof Resources[N] & string
/** The fields a use case has in usecases.json (`hero.title` …), read off the first use case's keys. */
export type UseCaseFieldOf<Slug extends string> =
  KeyOf<'usecases'> extends infer K ? (K extends `${Slug}.${infer Field}` ? Field : never) : never
/** `ns:key` of every key that holds a list (FAQ items, plan features). */
export type ListKey = {
  [N in Namespace]: { [K in KeyOf<N>]: Resources[N][K] extends readonly unknown[] ? `${N}:${K}` : never }[KeyOf<N>]
}[Namespace]

/** Fills `{{brand}}`-style placeholders in a text that is not a translation key (a list item, a legal text). */
export function interpolate(i18n: I18n, text: string): string {
  return i18n.services.interpolator.interpolate(text, {}, i18n.language, {})
}

/** The FAQ's entries as the locale files hold them. */
export type FaqItem = {
  question: string
  answer: string
}

type ListValue = string | { [key: string]: string }

/**
 * A list held as a JSON array in a locale file (FAQ items, plan features): i18next returns arrays raw with
 * `returnObjects`, so every string in it is interpolated here the way `t()` interpolates a plain value.
 */
export function translateList<T extends ListValue>(i18n: I18n, key: ListKey): T[] {
  const value: unknown = i18n.t(key, { returnObjects: true })
  if (!Array.isArray(value)) throw new Error(`"${key}" is not a list in ${i18n.language}`)
  const fill = (item: ListValue): ListValue =>
    typeof item === 'string' ? interpolate(i18n, item) : Object.fromEntries(Object.entries(item).map(([k, v]) => [k, interpolate(i18n, v)]))
  return (value as ListValue[]).map(fill) as T[]
}
