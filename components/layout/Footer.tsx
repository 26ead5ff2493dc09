import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { mailtoHref, phoneText, sectionHref, telHref } from '../lib/urls'
import { FacebookIcon, LinkedInIcon } from '../ui/icons'
import { LogoLink } from '../ui/Logo'
import { HOME_SECTIONS } from '../lib/links'
import { languageOptions } from '../lib/language-options'
import { cookieSettingsHref } from '../cookie-banner/CookieSettingsPanel'
import { href } from '../lib/routes'
import { DEFERRED_SECTION } from '../lib/deferred-sections'

export function Footer() {
  const { t } = useTranslation('common')
  const { t: tConsent } = useTranslation('consent')
  const { locale, route, config } = useRenderContext()
  const onHome = route.id === 'home'
  const section = (id: string) => sectionHref(locale, id, onHome)
  const year = config.buildDate.slice(0, 4)

  const explore = [
    { href: onHome ? '#hero' : href('home', locale), label: t('footer.home') },
    { href: section(HOME_SECTIONS.howItWorks), label: t('nav.howItWorks') },
    { href: section(HOME_SECTIONS.useCases), label: t('nav.useCases') },
    { href: section(HOME_SECTIONS.gifts), label: t('nav.gifts') },
    { href: section(HOME_SECTIONS.pricing), label: t('nav.pricing') },
    { href: href('early-access', locale), label: t('nav.earlyAccess') },
  ]
  const company = [
    { href: href('contact', locale), label: t('footer.contact') },
    { href: href('become-a-partner', locale), label: t('footer.becomeAPartner') },
    { href: href('sign-in', locale), label: t('nav.signIn') },
  ]
  const legal = [
    { href: href('privacy-policy', locale), label: t('footer.privacy') },
    { href: href('terms-of-use', locale), label: t('footer.terms') },
    { href: href('cookie-policy', locale), label: t('footer.cookies') },
    // With scripts it reopens the cookie banner in place; without, it leads to the settings on the policy page.
    { href: cookieSettingsHref(locale), label: tConsent('footer.link'), enhance: 'cookie-settings-link' },
  ]
  const columns = [
    { heading: t('footer.navHeading'), links: explore },
    { heading: t('footer.companyHeading'), links: company },
    { heading: t('footer.legalHeading'), links: legal },
  ]

  return (
    <footer {...DEFERRED_SECTION} className="gr-footer">
      <div className="gr-footer__inner gr-width-container">
        <div className="gr-footer__brand">
          <LogoLink className="gr-logo gr-logo--inverse" />
          <p className="gr-footer__tagline">{t('footer.tagline')}</p>
          <address className="gr-footer__address">
            <strong>{config.companyName}</strong>
            <br />
            {t('footer.regNo')}
            <br />
            <a href={mailtoHref(config.contactEmail)}>{config.contactEmail}</a>
            <br />
            <a href={telHref(config.contactPhone)}>{phoneText(config.contactPhone)}</a>
          </address>
        </div>
        {columns.map((column) => (
          <nav className="gr-footer__column" aria-label={column.heading} key={column.heading}>
            <h2 className="gr-footer__heading">{column.heading}</h2>
            <ul className="gr-footer__list">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className="gr-footer__link" href={link.href} data-enhance={'enhance' in link ? link.enhance : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="gr-footer__column">
          <h2 className="gr-footer__heading">{t('footer.followHeading')}</h2>
          <ul className="gr-footer__social">
            <li>
              <a
                className="gr-footer__social-link"
                href={config.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.linkedin')}
              >
                <LinkedInIcon size={22} />
              </a>
            </li>
            <li>
              <a
                className="gr-footer__social-link"
                href={config.facebookUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.facebook')}
              >
                <FacebookIcon size={22} />
              </a>
            </li>
          </ul>
          <h2 className="gr-footer__heading">{t('footer.languagesHeading')}</h2>
          <ul className="gr-footer__languages">
            {languageOptions(route.id === 'not-found' ? '/' : route.logicalPath).map((l) => (
              <li key={l.code}>
                <a href={l.href} lang={l.lang} aria-current={l.code === locale ? 'true' : undefined}>
                  {l.nativeName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="gr-footer__bottom gr-width-container">
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  )
}
