import type { ReactNode } from 'react'

/** The heading block at the top of an inner page. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="gr-page-intro">
      <div className="gr-width-container">
        <h1 className="gr-page-intro__title">{title}</h1>
        {lead ? <p className="gr-page-intro__lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  )
}
