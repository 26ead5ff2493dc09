import { useId, useLayoutEffect, useRef, useState } from 'react'
import { DialogHeader } from '../ui/DialogHeader'
import { SignInChoices, type SignInChoice } from './SignInChoices'
import { track } from '../analytics/track'
import type { Locale } from '../../locales/locales'
import { SIGN_IN_TRIGGER_ATTRIBUTE } from './sign-in-trigger'

export interface SignInProps {
  locale: Locale
  /** The sign-in page: what the control does without scripts. */
  pageHref: string
  label: string
  title: string
  intro: string
  closeLabel: string
  newTabLabel: string
  admin: SignInChoice
  game: SignInChoice
}

export default function SignIn({ locale, pageHref, label, title, intro, closeLabel, newTabLabel, admin, game }: SignInProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The dialog exists only while it is open: without scripts the control is a link to the sign-in page, so
  // its markup would travel with every page for nothing (docs/decisions.md §52).
  const [open, setOpen] = useState(false)
  const close = () => dialog.current?.close()

  useLayoutEffect(() => {
    if (!open || !dialog.current || dialog.current.open) return
    dialog.current.showModal()
    // Focus on the dialog itself, not its first control: Orca on Firefox then reads it from its title on ("Sign
    // in Where do you want to sign in? …"); given the close button first, it said only "Close push button"
    // (tests/screen-reader).
    dialog.current.focus()
  }, [open])

  return (
    <>
      <a
        // Hidden below the tablet breakpoint, where the phone menu's own "Sign in" presses it instead; the
        // dialog stays outside that rule so that it can open on a phone too.
        className="gr-button gr-button--ghost gr-header__sign-in gr-header__desktop-only"
        href={pageHref}
        {...{ [SIGN_IN_TRIGGER_ATTRIBUTE]: '' }}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
          track('sign_in_dialog_open', { language: locale })
        }}
      >
        {label}
      </a>
      {open && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes the dialog; the keyboard's way out is Escape, native to <dialog>
        <dialog
          ref={dialog}
          className="gr-dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          // The browser has moved focus back to the control by the time this fires.
          onClose={() => setOpen(false)}
          onClick={(event) => {
            // A click on the backdrop lands on the dialog element itself.
            if (event.target === event.currentTarget) close()
          }}
        >
          <div className="gr-dialog__body">
            <DialogHeader title={title} titleId={titleId} closeLabel={closeLabel} onClose={close} />
            <p className="gr-dialog__intro">{intro}</p>
            <SignInChoices
              admin={admin}
              game={game}
              newTabLabel={newTabLabel}
              iconSize={28}
              onSelect={(platform) => {
                track('sign_in_platform_select', { platform, language: locale })
                close()
              }}
            />
          </div>
        </dialog>
      )}
    </>
  )
}
