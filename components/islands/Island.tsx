/**
 * Server side of an island: renders the component to hydratable HTML inside a wrapper that tells the
 * client runtime which module to load, with which props, and when (`data-hydrate`).
 */
import { createElement, type ComponentType } from 'react'
import clsx from 'clsx'
import { renderToString } from 'react-dom/server'
import { useRenderContext } from '../lib/PageContext'
import { IslandReady } from './IslandReady'
import { softHyphenateStrings } from '../lib/soft-hyphens'

/**
 * The islands that exist, by name. The kit names none: the wiring that lists every island's code
 * (components/wiring/islands.ts) adds each name here, so a misspelt name fails the type check while the kit
 * imports nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface IslandRegistry {}
export type IslandName = keyof IslandRegistry & string

/** When an island starts: at once, once the page is idle, as it nears the viewport, on the first pointer,
 *  focus or touch on it, or when code calls hydrateIsland. A click, or an arrow key on a tab, that comes while it
 *  starts is held and replayed (./runtime.ts). */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction' | 'code'

interface IslandOwnProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  /** Serialisable only: they travel to the browser as JSON. */
  props: P
  hydrate?: HydrateOn
  /** `span` where the island sits in phrasing content. */
  as?: 'div' | 'span'
  className?: string
}

export function Island<P extends object>({ name, component, props, hydrate = 'interaction', as = 'div', className }: IslandOwnProps<P>) {
  const ctx = useRenderContext()
  // The island's place among the page's islands: the runtime counts the same way (./runtime.ts), so React's
  // generated ids match on both sides without an attribute to carry them.
  const id = `i${ctx.nextIslandNumber()}`
  // The page's text gets its soft hyphens after rendering (renderer/+onRenderHtml.tsx); an island's text must
  // have them already in its props, or the browser's render would not match the server's.
  const shownProps = softHyphenateStrings(props, ctx.locale)
  // An island that code starts (the popup) is never seen without scripts: the browser renders it when it is
  // due, so its markup does not travel with every page.
  const html =
    hydrate === 'code'
      ? ''
      : renderToString(createElement(IslandReady, null, createElement(component, shownProps)), { identifierPrefix: `${id}-` })
  return createElement(as, {
    className: clsx('gr-island', className),
    'data-island': name,
    'data-hydrate': hydrate,
    'data-props': JSON.stringify(shownProps),
    dangerouslySetInnerHTML: { __html: html },
  })
}
