import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../ui/icons'
import type { NavLink, UseCaseLink } from '../lib/links'
import type { LanguageOption } from '../lib/language-options'
import { chooseLanguage } from './choose-language'
import type { Locale } from '../../locales/locales'
import { focusInPlace, lockAround } from './modal-lock'
import { openSignInDialog } from './sign-in-trigger'

export interface MobileMenuProps {
  openLabel: string
  closeLabel: string
  navLabel: string
  links: NavLink[]
  useCasesLabel: string
  comingSoonLabel: string
  useCases: UseCaseLink[]
  signIn: NavLink
  earlyAccess: NavLink
  languagesLabel: string
  current: Locale
  languages: LanguageOption[]
}

export default function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [useCasesOpen, setUseCasesOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)

  // The open menu is modal: the header with its close button stays on screen over a page that neither
  // scrolls nor takes focus. A layout effect, so that closing releases the page before the next paint (and
  // before the sign-in dialog opens, which an inert page would keep shut).
  useLayoutEffect(() => {
    if (!open || !ref.current) return
    return lockAround(ref.current)
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        focusInPlace(ref.current?.querySelector('summary'))
      }
    }
    // Growing past the mobile breakpoint hides the menu, so it must not keep the page locked.
    const wide = window.matchMedia('(min-width: 768px)')
    const onWide = () => wide.matches && setOpen(false)
    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <details className="gr-mobile-menu" ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="gr-mobile-menu__toggle">
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        <span className="gr-visually-hidden">{open ? props.closeLabel : props.openLabel}</span>
      </summary>
      <div className="gr-mobile-menu__panel">
        <nav className="gr-mobile-menu__nav" aria-label={props.navLabel}>
          <ul className="gr-mobile-menu__list">
            <li>
              <details className="gr-mobile-menu__group" open={useCasesOpen} onToggle={(e) => setUseCasesOpen(e.currentTarget.open)}>
                <summary className="gr-mobile-menu__link gr-mobile-menu__group-toggle">
                  {props.useCasesLabel}
                  <ChevronDownIcon size={18} className="gr-mobile-menu__chevron" />
                </summary>
                <ul className="gr-mobile-menu__sublist">
                  {props.useCases.map((item) => (
                    <li key={item.slug}>
                      {item.href ? (
                        <a className="gr-mobile-menu__sublink" href={item.href} onClick={close}>
                          {item.label}
                        </a>
                      ) : (
                        <span className="gr-mobile-menu__sublink gr-mobile-menu__sublink--disabled">
                          {item.label} <span className="gr-badge gr-badge--muted">{props.comingSoonLabel}</span>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {props.links.map((link) => (
              <li key={link.href}>
                <a className="gr-mobile-menu__link" href={link.href} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="gr-mobile-menu__actions">
          <a
            className="gr-button gr-button--secondary gr-button--block"
            href={props.signIn.href}
            onClick={(event) => {
              // As in the header on a wide screen: the sign-in dialog, once the menu has let go of the page.
              // Focus waits on the menu button, where the dialog returns it when it closes.
              event.preventDefault()
              flushSync(() => setOpen(false))
              focusInPlace(ref.current?.querySelector('summary'))
              if (!openSignInDialog()) window.location.assign(props.signIn.href)
            }}
          >
            {props.signIn.label}
          </a>
          <a className="gr-button gr-button--primary gr-button--block" href={props.earlyAccess.href}>
            {props.earlyAccess.label}
          </a>
        </div>
        <p className="gr-mobile-menu__languages-label">{props.languagesLabel}</p>
        <ul className="gr-mobile-menu__languages">
          {props.languages.map((l) => (
            <li key={l.code}>
              <a
                href={l.href}
                lang={l.lang}
                aria-current={l.code === props.current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  setOpen(false)
                  chooseLanguage(props.current, l.code)
                }}
              >
                {l.nativeName}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
