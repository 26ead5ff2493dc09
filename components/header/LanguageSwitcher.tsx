import { useRef, useState, type MouseEvent } from 'react'
import { useDismiss } from './useDismiss'
import { GlobeIcon, ChevronDownIcon } from '../ui/icons'
import { chooseLanguage } from './choose-language'
import type { Locale } from '../../locales/locales'
import type { LanguageOption } from '../lib/language-options'

export interface LanguageSwitcherProps {
  current: Locale
  toggleLabel: string
  options: LanguageOption[]
}

export default function LanguageSwitcher({ current, toggleLabel, options }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)
  const currentOption = options.find((o) => o.code === current)

  useDismiss(ref, open, () => setOpen(false))

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Locale) => {
    event.preventDefault()
    setOpen(false)
    chooseLanguage(current, code)
  }

  return (
    <details className="gr-lang" ref={ref} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      {/* The name starts with what the button shows ("EN, Language: English"), so a speech user can say it. It is
          one string: a visually hidden part beside the code is a separate box, and Chromium names it "EN , …". */}
      <summary className="gr-lang__toggle" aria-label={`${currentOption?.label ?? ''}, ${toggleLabel}`}>
        <GlobeIcon size={18} />
        <span>{currentOption?.label}</span>
        <ChevronDownIcon size={16} className="gr-lang__chevron" />
      </summary>
      <ul className="gr-lang__list">
        {options.map((option) => (
          <li key={option.code}>
            <a
              className="gr-lang__option"
              href={option.href}
              lang={option.lang}
              aria-current={option.code === current ? 'true' : undefined}
              onClick={(event) => choose(event, option.code)}
            >
              <span className="gr-lang__code">{option.label}</span> {option.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
