import { useTranslation } from 'react-i18next'
import { useRenderContext } from '../lib/PageContext'
import { LOCALES } from '../../locales/locales'
import { Island } from '../islands/Island'
import LanguageSwitcher from './LanguageSwitcher'
import UseCasesMenu from './UseCasesMenu'
import MobileMenu from './MobileMenu'
import SignIn from './SignIn'
import { LogoLink } from '../ui/Logo'
import { sectionLinks, useCaseLinks, type NavLink } from '../lib/links'
import { href } from '../lib/routes'
import { languageOptions } from '../lib/language-options'

const navItem = (link: NavLink) => (
  <li className="gr-nav__item" key={link.href}>
    <a className="gr-nav__link" href={link.href}>
      {link.label}
    </a>
  </li>
)

export function Header() {
  const { t } = useTranslation('common')
  const { locale, route, config } = useRenderContext()
  const onHome = route.id === 'home'
  const links = sectionLinks(t, locale, onHome)
  const useCases = useCaseLinks(t, locale, config)
  // The 404 page has no language twin worth switching to, so the switcher goes to each language's home.
  const switcherPath = route.id === 'not-found' ? '/' : route.logicalPath
  const languages = languageOptions(switcherPath)
  const current = LOCALES.find((l) => l.code === locale)
  const signInHref = href('sign-in', locale)
  const earlyAccessHref = href('early-access', locale)

  return (
    <header className="gr-header" data-enhance="header-shadow">
      <div className="gr-header__inner gr-width-container">
        <LogoLink className="gr-header__logo gr-logo" />
        <nav className="gr-header__nav" aria-label={t('nav.label')}>
          <ul className="gr-nav">
            {links.slice(0, 1).map(navItem)}
            <li className="gr-nav__item">
              <Island
                name="UseCasesMenu"
                component={UseCasesMenu}
                props={{ label: t('nav.useCases'), comingSoonLabel: t('nav.comingSoon'), items: useCases }}
              />
            </li>
            {links.slice(1).map(navItem)}
          </ul>
        </nav>
        <div className="gr-header__actions">
          <Island
            name="LanguageSwitcher"
            component={LanguageSwitcher}
            props={{
              current: locale,
              toggleLabel: t('language.current', { language: current?.nativeName }),
              options: languages,
            }}
          />
          <Island
            name="SignIn"
            component={SignIn}
            props={{
              locale,
              pageHref: signInHref,
              label: t('nav.signIn'),
              title: t('signIn.title'),
              intro: t('signIn.intro'),
              closeLabel: t('signIn.close'),
              newTabLabel: t('signIn.newTab'),
              admin: { href: config.adminAppUrl, title: t('signIn.admin.title'), description: t('signIn.admin.description') },
              game: { href: config.gameAppUrl, title: t('signIn.game.title'), description: t('signIn.game.description') },
            }}
          />
          <a className="gr-button gr-button--primary gr-header__early-access gr-header__desktop-only" href={earlyAccessHref}>
            {t('nav.earlyAccess')}
          </a>
          <Island
            name="MobileMenu"
            component={MobileMenu}
            className="gr-header__mobile-only"
            props={{
              openLabel: t('nav.menuOpen'),
              closeLabel: t('nav.menuClose'),
              navLabel: t('nav.mobileLabel'),
              links,
              useCasesLabel: t('nav.useCases'),
              comingSoonLabel: t('nav.comingSoon'),
              useCases,
              signIn: { href: signInHref, label: t('nav.signIn') },
              earlyAccess: { href: earlyAccessHref, label: t('nav.earlyAccess') },
              languagesLabel: t('language.listLabel'),
              languages,
              current: locale,
            }}
          />
        </div>
      </div>
    </header>
  )
}
