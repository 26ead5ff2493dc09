/**
 * The hero picture of a use-case page, drawn in SVG (no third-party images): a game card with a die
 * showing six, the gift it wins, the use case's own symbol and a chat bubble. Decorative only.
 */
import { USE_CASES, type UseCaseSlug } from '../../components/lib/facts/use-cases'
import { FEATURE_ICONS } from '../../components/ui/feature-icons'

const PIPS: [number, number][] = [
  [-14, -16],
  [14, -16],
  [-14, 0],
  [14, 0],
  [-14, 16],
  [14, 16],
]

export function UseCaseVisual({ slug }: { slug: UseCaseSlug }) {
  return (
    <svg className="gr-use-case-visual" viewBox="0 0 360 280" width="360" height="280" aria-hidden="true" focusable="false">
      <rect className="gr-use-case-visual__panel" x="20" y="24" width="320" height="232" rx="28" />
      <g className="gr-use-case-visual__confetti">
        <circle cx="56" cy="58" r="6" />
        <rect x="292" y="48" width="12" height="12" rx="3" transform="rotate(20 298 54)" />
        <circle cx="306" cy="222" r="5" />
        <rect x="46" y="206" width="10" height="10" rx="2" transform="rotate(-15 51 211)" />
      </g>
      <g className="gr-use-case-visual__die" transform="translate(122 128) rotate(-10)">
        <rect x="-42" y="-42" width="84" height="84" rx="18" />
        {PIPS.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="6.5" />
        ))}
      </g>
      <g className="gr-use-case-visual__gift" transform="translate(236 150)">
        <rect x="-46" y="-22" width="92" height="26" rx="6" />
        <rect x="-40" y="4" width="80" height="52" rx="6" />
        <rect className="gr-use-case-visual__ribbon" x="-7" y="-22" width="14" height="78" />
        <path className="gr-use-case-visual__bow" d="M0-22c-8-20-34-22-30-6 2 8 18 8 30 6m0 0c8-20 34-22 30-6-2 8-18 8-30 6" />
      </g>
      <g className="gr-use-case-visual__bubble" transform="translate(230 44)">
        <rect width="96" height="52" rx="16" />
        <path d="M20 50 12 66 34 52z" />
        <g transform="translate(36 14)" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          {FEATURE_ICONS[USE_CASES[slug].symbol]}
        </g>
      </g>
    </svg>
  )
}
