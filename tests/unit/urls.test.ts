import { describe, expect, it } from 'vitest'
import {
  localizedPath,
  sectionHref,
  signupUrlWithEmail,
  splitLocale,
  switchLocaleUrl,
  telHref,
  mailtoHref,
  withTrailingSlash,
} from '../../components/lib/urls'
import { localeFromLanguageTag } from '../../locales/locales'

describe('URL building', () => {
  it('gives every page URL a trailing slash', () => {
    expect(localizedPath('en', '/')).toBe('/en/')
    expect(localizedPath('da', '/contact')).toBe('/da/contact/')
    expect(localizedPath('sv', '/use-cases/partner-activation/')).toBe('/sv/use-cases/partner-activation/')
    expect(withTrailingSlash('/404.html')).toBe('/404.html')
  })

  it('splits the language off a path', () => {
    expect(splitLocale('/no/sign-in/')).toEqual({ locale: 'no', logicalPath: '/sign-in/' })
    expect(splitLocale('/da')).toEqual({ locale: 'da', logicalPath: '/' })
    expect(splitLocale('/xx/page/')).toEqual({ locale: null, logicalPath: '/xx/page/' })
    expect(splitLocale('/')).toEqual({ locale: null, logicalPath: '/' })
  })

  it('switches language, keeping the page and the hash', () => {
    expect(switchLocaleUrl('/en/contact/', '', 'da')).toBe('/da/contact/')
    expect(switchLocaleUrl('/da/', '#pricing', 'sv')).toBe('/sv/#pricing')
    expect(switchLocaleUrl('/sv/use-cases/events-activities/', '#', 'no')).toBe('/no/use-cases/events-activities/')
  })

  it('links home-page sections in place on the home page and by URL elsewhere', () => {
    expect(sectionHref('da', 'pricing', true)).toBe('#pricing')
    expect(sectionHref('da', 'pricing', false)).toBe('/da/#pricing')
  })

  it('fills the e-mail into the guided sign-up', () => {
    expect(signupUrlWithEmail('https://admin.example.com/signup/guided', 'a+b@c.dk', 'da')).toBe(
      'https://admin.example.com/signup/guided?email=a%2Bb%40c.dk&lang=da',
    )
  })

  it('builds mailto and tel links', () => {
    expect(mailtoHref('hello@example.com', 'Partnership inquiry')).toBe('mailto:hello@example.com?subject=Partnership%20inquiry')
    expect(telHref('+45 00 00 00 00')).toBe('tel:+4500000000')
  })
})

describe('locale detection from language tags', () => {
  it.each([
    ['da-DK', 'da'],
    ['sv', 'sv'],
    ['sv-FI', 'sv'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['no', 'no'],
    ['en-US', 'en'],
    // qaa-qtz: private-use codes, never one of the site's languages.
    ['qaa-DK', null],
    ['', null],
  ])('%s → %s', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected)
  })
})
