/**
 * What starting an island takes from React, in one chunk the runtime imports when the first island starts (so the
 * every-page script carries one import instead of three, and no CommonJS interop).
 */
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandReady } from './IslandReady'

/** Hydrates `el` with `Component`; settles once React has committed the tree (a held click may then replay). */
export function hydrate(el: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      el,
      <IslandReady onReady={resolve}>
        <Component {...props} />
      </IslandReady>,
      { identifierPrefix: `${el.dataset.islandId ?? ''}-` },
    )
  })
}
