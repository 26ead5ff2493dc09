import clsx from 'clsx'
import { CloseIcon } from './icons'

interface DialogHeaderProps {
  title: string
  titleId: string
  /** `p` where the dialog sits before the page's `<h1>` (the header's sign-in); the dialog is named by `titleId`. */
  titleAs: 'h2' | 'p'
  closeLabel: string
  onClose: () => void
  /** A dialog's own classes for its title and close button, beside the shared ones (./_dialog.scss). */
  titleClassName?: string
  closeClassName?: string
}

/** The title row every dialog of the site has: its name, and a close button. */
export function DialogHeader({ title, titleId, titleAs: Title, closeLabel, onClose, titleClassName, closeClassName }: DialogHeaderProps) {
  return (
    <div className="gr-dialog__header">
      <Title className={clsx('gr-dialog__title', titleClassName)} id={titleId}>
        {title}
      </Title>
      <button type="button" className={clsx('gr-icon-button', closeClassName)} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
