/** URL building shared by the server render and the islands. Every page URL ends in a slash (docs/decisions.md §3). */
import { isLocale, type Locale } from '../../locales/locales'

/** Adds the trailing slash a directory-style page URL needs; leaves files (`/404.html`) alone. */
export function withTrailingSlash(path: string): string {
  if (path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return path
  return `${path}/`
}

/** `('da', '/contact')` → `/da/contact/`; `('en', '/')` → `/en/` */
export function localizedPath(locale: Locale, logicalPath: string): string {
  const clean = logicalPath.startsWith('/') ? logicalPath : `/${logicalPath}`
  return withTrailingSlash(`/${locale}${clean === '/' ? '' : clean}`)
}

/** Splits `/da/contact/` into `{ locale: 'da', logicalPath: '/contact/' }`; a path without one of ours gets `null`. */
export function splitLocale(pathname: string): { locale: Locale | null; logicalPath: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) return { locale: first, logicalPath: match?.[2] ?? '/' }
  return { locale: null, logicalPath: pathname || '/' }
}

/** The language switcher's target: the same page in another language, hash kept. */
export function switchLocaleUrl(pathname: string, hash: string, to: Locale): string {
  const { logicalPath } = splitLocale(pathname)
  return localizedPath(to, logicalPath) + (hash && hash !== '#' ? hash : '')
}

/** A home-page section: a bare `#id` on the home page, `/{lang}/#id` elsewhere. */
export function sectionHref(locale: Locale, section: string, onHomePage: boolean): string {
  return onHomePage ? `#${section}` : `${localizedPath(locale, '/')}#${section}`
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href
}

/** A guided sign-up link with the visitor's e-mail already filled in (docs/decisions.md §15). */
export function signupUrlWithEmail(signupUrl: string, email: string, locale: Locale): string {
  const url = new URL(signupUrl)
  if (email) url.searchParams.set('email', email)
  url.searchParams.set('lang', locale)
  return url.href
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
}

/** A phone number as text: non-breaking spaces, so it never wraps mid-number. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0')
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`
}
