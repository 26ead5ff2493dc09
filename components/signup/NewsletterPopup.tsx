import { useEffect, useId, useRef, useState } from 'react'
import { track } from '../analytics/track'
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage'
import { DialogHeader } from '../ui/DialogHeader'
import SignupForm, { type SignupFormProps } from './SignupForm'

export interface NewsletterPopupProps {
  title: string
  text: string
  or: string
  tryFree: string
  /** The external guided sign-up (docs/decisions.md §19: try-for-free opens it in a new tab). */
  signupUrl: string
  newTab: string
  closeLabel: string
  form: SignupFormProps
}

/** Below the tablet breakpoint a click on the dim overlay closes the popup (docs/decisions.md §38). */
const SMALL_SCREEN = '(max-width: 767.98px)'

function markSeen(): void {
  writeStorage(STORAGE_KEYS.newsletterPopupSeen, String(Date.now()))
}

/**
 * The newsletter / try-for-free popup. Its trigger (components/signup/popup-trigger.ts: 30 s or half the
 * page scrolled, whichever first, and no cookie banner on screen) starts this island, so React is only
 * downloaded when the popup is due; it opens as soon as it is live.
 */
export default function NewsletterPopup({ title, text, or, tryFree, signupUrl, newTab, closeLabel, form }: NewsletterPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<Element | null>(null)
  const titleId = useId()
  const textId = useId()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const el = dialog.current
    if (!el || el.open || readStorage(STORAGE_KEYS.newsletterPopupSeen)) return
    returnFocus.current = document.activeElement
    el.showModal()
    setOpen(true)
  }, [])

  const close = () => dialog.current?.close()

  // Every way out (the close button, Escape, the overlay, try-for-free) ends here.
  const onClose = () => {
    markSeen()
    setOpen(false)
    const previous = returnFocus.current
    if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) previous.focus()
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes the dialog; the keyboard's way out is Escape, native to <dialog>
    <dialog
      ref={dialog}
      className="gr-dialog gr-popup"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-open={open || undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && window.matchMedia(SMALL_SCREEN).matches) close()
      }}
    >
      <div className="gr-dialog__body gr-popup__body">
        <DialogHeader
          title={title}
          titleId={titleId}
          closeLabel={closeLabel}
          onClose={close}
          titleClassName="gr-popup__title"
          closeClassName="gr-popup__close"
        />
        <p className="gr-dialog__intro" id={textId}>
          {text}
        </p>
        <SignupForm {...form} onDelivered={markSeen} />
        <p className="gr-popup__or">
          <span>{or}</span>
        </p>
        <a
          className="gr-button gr-button--secondary gr-button--block gr-popup__try"
          href={signupUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            markSeen()
            track('cta_click', { location: 'newsletter_popup' })
            track('external_link_click', { url: signupUrl, location: 'newsletter_popup' })
            close()
          }}
        >
          {tryFree}
          <span className="gr-visually-hidden"> ({newTab})</span>
        </a>
      </div>
    </dialog>
  )
}
