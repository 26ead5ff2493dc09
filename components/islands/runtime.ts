/**
 * The client side of the islands: one loop finds every `[data-island]`, and each island is started on its
 * own, so one that fails to load or throws never stops the others. React itself is only downloaded when
 * the first island starts. Which islands exist is the registry's business (components/wiring/islands.ts):
 * the page's start-up hands it over, so this runtime knows no feature.
 */
import type { ComponentType } from 'react'
import { whenIdle } from '../lib/idle'
import { isLeaving, whileImporting } from '../lib/page-leave'
import { ACTIONABLE, HELD_CLICKS, KEYED, KEYS, resubmit, takeHeldEvents, type HeldEvent } from './early-events'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export type IslandLoader = () => Promise<{ default: ComponentType<any> }>
export type IslandLoaders = Readonly<Record<string, IslandLoader>>

let loaders: IslandLoaders = {}

const started = new WeakMap<HTMLElement, Promise<void>>()

function loaderOf(name: string | undefined): IslandLoader | undefined {
  return name && Object.prototype.hasOwnProperty.call(loaders, name) ? loaders[name] : undefined
}

/**
 * The prefix of React's generated ids in this island: its place among the page's islands, as the server
 * numbered them while rendering (components/islands/Island.tsx), so ids match and never repeat across islands.
 */
function idPrefix(el: HTMLElement): string {
  return `i${[...document.querySelectorAll('[data-island]')].indexOf(el)}-`
}

/** Inline (`data-props`), or a file the build moved them to (`data-props-src`, scripts/island-props.mjs). */
async function propsOf(el: HTMLElement): Promise<object> {
  const src = el.dataset.propsSrc
  if (!src) return JSON.parse(el.dataset.props ?? '{}') as object
  const response = await fetch(src)
  if (!response.ok) throw new Error(`${src} answered ${response.status}`)
  return (await response.json()) as object
}

export function hydrateIsland(el: HTMLElement): Promise<void> {
  const existing = started.get(el)
  if (existing) return existing
  const name = el.dataset.island
  const promise = (async () => {
    const load = loaderOf(name)
    if (!load) throw new Error(`Unknown island "${name ?? ''}"`)
    const [{ hydrate }, mod, props] = await whileImporting(Promise.all([import('./hydrate'), load(), propsOf(el)]))
    await hydrate(el, mod.default as ComponentType<object>, props, idPrefix(el))
    el.dataset.hydrated = 'true'
  })()
  promise.catch((error: unknown) => {
    el.dataset.hydrated = 'failed'
    // A failed island looks as it does without scripts, which may hide the control that has focus (a tab): focus
    // moves on to the first thing that shows in its place and can take focus (a control, or an element with a
    // `tabindex`, such as a pricing panel), rather than falling back to the top of the page.
    const focused = document.activeElement
    if (focused && el.contains(focused) && !focused.getClientRects().length) {
      const shown = [...el.querySelectorAll<HTMLElement>(`[tabindex], ${ACTIONABLE}`)].find((e) => e.getClientRects().length)
      shown?.focus()
    }
    if (isLeaving()) return
    console.warn(`Island "${name ?? ''}" could not start; its plain HTML stays usable.`, error)
  })
  started.set(el, promise)
  return promise
}

/**
 * The element that shows an island on screen. Its wrapper is `display: contents`, so that it adds no box to
 * the layout it sits in, which also means an observer never sees it: its first child stands for it.
 */
function islandBox(el: HTMLElement): Element {
  return getComputedStyle(el).display === 'contents' ? (el.firstElementChild ?? el) : el
}

function onVisible(el: HTMLElement, callback: () => void): void {
  if (!('IntersectionObserver' in window)) return callback()
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        callback()
      }
    },
    { rootMargin: '200px' },
  )
  observer.observe(islandBox(el))
}

export function scheduleIsland(el: HTMLElement): void {
  // Started by code, when its moment comes (the newsletter popup's trigger calls hydrateIsland).
  if (el.dataset.hydrate === 'code') return
  const start = () => void hydrateIsland(el).catch(() => undefined)
  // Focus or a pointer that arrived before this runtime did (the module script waits for the first paint) sent
  // no event it could still hear: the island starts now, as it would have then.
  const active = document.activeElement
  if ((active && active !== document.body && el.contains(active)) || islandBox(el).matches(':hover')) start()
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    el.addEventListener(type, start, { once: true, passive: true })
  }
  // A click, a key that a widget takes (an arrow on a tab) or a form's submission that arrives before React is
  // live is held, then replayed once it is (replayHeld), as what the head script held before this runtime started.
  // Let go, a submission would leave as the plain form, skipping its checks and the webhook.
  const hold = (event: Event, held: HeldEvent | null) => {
    if (!held || !el.contains(held.target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    replayHeld(held, el)
  }
  for (const [type, held] of [
    ['click', heldClick],
    ['keydown', heldKey],
    ['submit', heldSubmit],
  ] as const) {
    el.addEventListener(type, (event) => !el.dataset.hydrated && hold(event, held(event)), { capture: true })
  }
  switch (el.dataset.hydrate) {
    case 'load':
      start()
      break
    case 'idle':
      whenIdle(start)
      break
    case 'visible':
      onVisible(el, start)
      break
    default:
      break
  }
}

/** A click on a control whose behaviour is the island's, as a held event; null for any other click. */
function heldClick(event: Event): HeldEvent | null {
  const target = (event.target as Element | null)?.closest<HTMLElement>(HELD_CLICKS)
  return target ? { type: 'click', target } : null
}

/** A key a widget takes (an arrow on a tab), as a held event; null for any other key. */
function heldKey(event: Event): HeldEvent | null {
  if (!(event instanceof KeyboardEvent) || !KEYS.test(event.key)) return null
  const target = (event.target as Element | null)?.closest<HTMLElement>(KEYED)
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
  return target
    ? { type: 'keydown', target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } }
    : null
}

function heldSubmit(event: Event): HeldEvent | null {
  return event.target instanceof HTMLFormElement
    ? { type: 'submit', target: event.target, submitter: (event as SubmitEvent).submitter ?? null }
    : null
}

/**
 * Replays a held event on its island once that island is live: a click as a click, a key as the same key (which
 * React hears at its root), a submission as a submission (the form's own handler then checks and sends it). If the
 * island fails, the same replay runs the control's plain HTML behaviour: a link is followed, a <details> opens, a
 * form is sent after the browser's checks; a key has none.
 */
function replayHeld(held: HeldEvent, el = held.target.closest<HTMLElement>('[data-island]')): void {
  if (!el) return
  const replay = () => {
    if (!held.target.isConnected) return
    if (held.type === 'click') held.target.click()
    else if (held.type === 'keydown') held.target.dispatchEvent(new KeyboardEvent('keydown', held.init))
    else resubmit(held.target, held.submitter)
  }
  hydrateIsland(el).then(replay, replay)
}

/** Schedules every island under `root`, each by its `data-hydrate` mode, with the code `registry` names. */
export function startIslands(registry: IslandLoaders, root: ParentNode = document): void {
  loaders = registry
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((el) => {
    try {
      scheduleIsland(el)
    } catch (error) {
      console.warn('An island could not be scheduled', error)
    }
  })
  takeHeldEvents().forEach((held) => replayHeld(held))
}
