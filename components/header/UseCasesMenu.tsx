import { useEffect, useRef, useState } from 'react'
import { useDismiss } from './useDismiss'
import { ChevronDownIcon } from '../ui/icons'
import type { UseCaseLink } from '../lib/links'

/** Pointer-hover timings (docs/decisions.md §22); keyboard and touch open at once. */
export const MENU_OPEN_DELAY_MS = 200
export const MENU_CLOSE_DELAY_MS = 150
export const MENU_SKIP_DELAY_MS = 300

export interface UseCasesMenuProps {
  label: string
  comingSoonLabel: string
  items: UseCaseLink[]
}

export default function UseCasesMenu({ label, comingSoonLabel, items }: UseCasesMenuProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closedAt = useRef(0)
  const openedByHover = useRef(false)

  const clear = () => clearTimeout(timer.current)
  const setOpenTracked = (next: boolean) => {
    if (!next) closedAt.current = Date.now()
    setOpen(next)
  }

  useDismiss(ref, open, () => setOpenTracked(false))

  const openAfterHover = () => {
    clear()
    const recentlyClosed = Date.now() - closedAt.current < MENU_SKIP_DELAY_MS
    timer.current = setTimeout(
      () => {
        openedByHover.current = true
        setOpen(true)
      },
      recentlyClosed ? 0 : MENU_OPEN_DELAY_MS,
    )
  }

  useEffect(() => {
    // The hover that started this island came before React listened for it: if the mouse is still over the
    // menu, that hover opens it, as every later one does.
    if (ref.current?.matches(':hover') && window.matchMedia('(hover: hover)').matches) openAfterHover()
    return clear
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the island starts: later hovers have their own handler
  }, [])

  return (
    <details
      className="gr-menu"
      ref={ref}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') openAfterHover()
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return
        clear()
        timer.current = setTimeout(() => setOpenTracked(false), MENU_CLOSE_DELAY_MS)
      }}
    >
      <summary
        className="gr-menu__toggle"
        onClick={(e) => {
          e.preventDefault()
          clear()
          // A click right after hover opened the menu keeps it open instead of snapping it shut.
          if (openedByHover.current && open) {
            openedByHover.current = false
            return
          }
          openedByHover.current = false
          setOpenTracked(!open)
        }}
      >
        {label}
        <ChevronDownIcon size={16} className="gr-menu__chevron" />
      </summary>
      <ul className="gr-menu__list">
        {items.map((item) => (
          <li key={item.slug}>
            {item.href ? (
              <a className="gr-menu__link" href={item.href}>
                {item.label}
              </a>
            ) : (
              <span className="gr-menu__link gr-menu__link--disabled">
                {item.label} <span className="gr-badge gr-badge--muted">{comingSoonLabel}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
