/** The brand mark: a die showing six on the brand blue, beside the wordmark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="gr-logo__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      {[9, 16, 23].map((y) => (
        <g key={y} fill="#fff">
          <circle cx="11" cy={y} r="2.4" />
          <circle cx="21" cy={y} r="2.4" />
        </g>
      ))}
    </svg>
  )
}
