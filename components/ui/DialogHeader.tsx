import clsx from 'clsx'
import { CloseIcon } from './icons'

interface DialogHeaderProps {
  title: string
  /** The dialog is named by its title (`aria-labelledby`). */
  titleId: string
  closeLabel: string
  onClose: () => void
  /** A dialog's own classes for its title and close button, beside the shared ones (./_dialog.scss). */
  titleClassName?: string
  closeClassName?: string
}

/**
 * The title row every dialog of the site has: its name, a level-2 heading, and a close button. A dialog is
 * rendered only while it is open and modal (the page behind is inert), so its heading never comes before the
 * page's `<h1>` in the HTML (docs/decisions.md §32).
 */
export function DialogHeader({ title, titleId, closeLabel, onClose, titleClassName, closeClassName }: DialogHeaderProps) {
  return (
    <div className="gr-dialog__header">
      <h2 className={clsx('gr-dialog__title', titleClassName)} id={titleId}>
        {title}
      </h2>
      <button type="button" className={clsx('gr-icon-button', closeClassName)} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
