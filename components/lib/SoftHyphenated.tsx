import { Fragment } from 'react'

/** Here rather than in ./soft-hyphens.ts, which islands must not import: it carries every language's word list. */
export const SOFT_HYPHEN = '\u00ad'

/**
 * An island's text with its soft hyphens (put in its props at build time: ./soft-hyphens.ts) each in an
 * `aria-hidden` span, as the page's own text has them: the word still breaks on screen, and a control or a
 * heading named by this text gets its name without them.
 */
export function SoftHyphenated({ text }: { text: string }) {
  const [first, ...rest] = text.split(SOFT_HYPHEN)
  if (!rest.length) return text
  // One span around it all, as the page's text has it: in a flex or grid control each child would be an item.
  return (
    <span>
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <span aria-hidden="true">{SOFT_HYPHEN}</span>
          {part}
        </Fragment>
      ))}
    </span>
  )
}
