import clsx from 'clsx'
import { AdminIcon, DiceIcon } from '../ui/icons'

export type SignInPlatform = 'admin' | 'game'

export interface SignInChoice {
  href: string
  title: string
  description: string
}

interface SignInChoicesProps {
  admin: SignInChoice
  game: SignInChoice
  newTabLabel: string
  /** Icon size: the dialog's are smaller than the page's. */
  iconSize: number
  className?: string
  /** Called as a choice opens its application in a new tab (the dialog tracks it and closes). */
  onSelect?: (platform: SignInPlatform) => void
}

/** The two places to sign in, organiser or player, each opening its external application in a new tab: the
 * sign-in dialog (./SignIn.tsx) and the sign-in page for visitors without scripts show the same list. */
export function SignInChoices({ admin, game, newTabLabel, iconSize, className, onSelect }: SignInChoicesProps) {
  const choices = [
    { platform: 'admin' as const, icon: <AdminIcon size={iconSize} />, ...admin },
    { platform: 'game' as const, icon: <DiceIcon size={iconSize} />, ...game },
  ]
  return (
    <ul className={clsx('gr-choices', className)}>
      {choices.map((choice) => (
        <li key={choice.platform}>
          <a
            className="gr-choices__item"
            href={choice.href}
            target="_blank"
            rel="noopener noreferrer"
            data-platform={choice.platform}
            onClick={onSelect && (() => onSelect(choice.platform))}
          >
            <span className="gr-choices__icon">{choice.icon}</span>
            <span className="gr-choices__text">
              <strong className="gr-choices__title">
                {choice.title}
                {/* The two lines are grid items, and Firefox joins their words in the link's name ("OrganiserManage…",
                    as Orca read it) without a separator that is text. It drops the space at the line's end and
                    reads "Organiser,Manage", which a synthesizer says as two words with a pause. */}
                <span className="gr-visually-hidden">, </span>
              </strong>
              <span className="gr-choices__description">{choice.description}</span>
              <span className="gr-visually-hidden"> ({newTabLabel})</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
