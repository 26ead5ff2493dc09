/**
 * What starting an island takes from React, in one chunk the runtime imports when the first island starts (so the
 * every-page script carries one import instead of three, and no CommonJS interop).
 */
import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { IslandReady } from './IslandReady'

/**
 * Hydrates the server's markup in `el` with `Component`, or renders it into an empty `el` (an island the server
 * leaves to the browser); settles once React has committed the tree (a held click may then replay).
 */
export function hydrate(el: HTMLElement, Component: ComponentType<object>, props: object, idPrefix: string): Promise<void> {
  const options = { identifierPrefix: idPrefix }
  return new Promise((resolve) => {
    const tree = (
      <IslandReady onReady={resolve}>
        <Component {...props} />
      </IslandReady>
    )
    if (el.firstChild) hydrateRoot(el, tree, options)
    else createRoot(el, options).render(tree)
  })
}
