/** Inline SVG icons for the pricing block (docs/decisions.md §13). All are decorative. */
import type { ReactNode } from 'react'
import { Svg as Frame, type IconProps } from '../ui/icons'
import type { CommonFeature } from '../lib/facts/plans'

function Svg(props: IconProps) {
  return <Frame {...props} size={props.size ?? 20} />
}

export const CheckIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="m5 12 5 5 9-10" />
  </Svg>
)

const paths: Record<CommonFeature, ReactNode> = {
  dice: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8" cy="8" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="16" cy="16" r="1.2" fill="currentColor" />
    </>
  ),
  gifts: (
    <>
      <rect x="3" y="8" width="18" height="13" rx="1.5" />
      <path d="M12 8v13M3 12h18M12 8S10.5 3 7.5 4.5 9 8 12 8m0 0s1.5-5 4.5-3.5S15 8 12 8" />
    </>
  ),
  steal: <path d="M7 7h11l-3-3M17 17H6l3 3M18 7l-3 3M6 17l3-3" />,
  content: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  dashboard: (
    <>
      <rect x="3" y="4" width="18" height="14" rx="2" />
      <path d="M7 14v-3M12 14V8M17 14v-5M8 21h8" />
    </>
  ),
  delivery: (
    <>
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </>
  ),
  remote: (
    <>
      <path d="M3 11 12 4l9 7M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
}

/** One icon per feature every plan includes (components/lib/facts/plans.ts). */
export type FeatureIconName = CommonFeature

export function FeatureIcon({ name, size = 22 }: { name: FeatureIconName; size?: number }) {
  return <Svg size={size}>{paths[name]}</Svg>
}
