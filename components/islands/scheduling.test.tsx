// @vitest-environment jsdom
// When an island starts, by its `data-hydrate` mode, and the click that comes before it is live: held, then
// replayed on the same control once React has hydrated it (components/islands/runtime.ts).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIslands, type IslandLoaders } from './runtime'

/** The island's code, counted: a button whose React handler records each press. */
function counter() {
  const presses: string[] = []
  let loads = 0
  function Counter({ label }: { label: string }) {
    return (
      <button type="button" onClick={() => presses.push(label)}>
        {label}
      </button>
    )
  }
  const registry: IslandLoaders = {
    Counter: () => {
      loads++
      return Promise.resolve({ default: Counter })
    },
  }
  return { registry, presses, loads: () => loads }
}

/** An island as the server writes it: the wrapper with its mode and props around the rendered HTML. */
function island(mode: string, label = 'Go'): HTMLElement {
  const el = document.createElement('div')
  el.className = 'gr-island'
  el.dataset.island = 'Counter'
  el.dataset.hydrate = mode
  el.dataset.props = JSON.stringify({ label })
  el.innerHTML = `<button type="button">${label}</button>`
  document.body.append(el)
  return el
}

/** React commits in its own time; a machine busy with a build can take a while, so the wait is generous. */
const hydrated = (el: HTMLElement) => vi.waitFor(() => expect(el.dataset.hydrated).toBe('true'), { timeout: 10_000 })

// The first island to start imports React's client (./hydrate). Loaded once here, so that no test's wait
// includes it: on a busy machine that import alone outlasted the wait of the first test.
beforeAll(() => import('./hydrate'))

beforeEach(() => (document.body.innerHTML = ''))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('scheduling by data-hydrate', () => {
  it('load: starts at once', async () => {
    const { registry, loads } = counter()
    const el = island('load')
    startIslands(registry, document.body)
    expect(loads()).toBe(1)
    await hydrated(el)
  })

  it('idle: starts after load, once the browser is idle, not before', async () => {
    vi.useFakeTimers()
    const { registry, loads } = counter()
    island('idle')
    startIslands(registry, document.body)
    expect(loads()).toBe(0)
    // jsdom has no requestIdleCallback: the fallback waits 200 ms after load.
    vi.advanceTimersByTime(250)
    expect(loads()).toBe(1)
  })

  it('visible: starts when the island nears the viewport, watching what it renders (its wrapper has no box)', async () => {
    let callback: IntersectionObserverCallback = () => undefined
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb
        }
        observe(target: Element) {
          observed.push(target)
        }
        disconnect() {}
      },
    )
    const { registry, loads } = counter()
    const el = island('visible')
    el.style.display = 'contents'
    startIslands(registry, document.body)
    expect(loads()).toBe(0)
    expect(observed).toEqual([el.firstElementChild])
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
    expect(loads()).toBe(1)
    await hydrated(el)
  })

  it('interaction: starts on the first pointer over it or focus in it, not before', async () => {
    const { registry, loads } = counter()
    const el = island('interaction')
    startIslands(registry, document.body)
    expect(loads()).toBe(0)
    el.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(loads()).toBe(1)
    await hydrated(el)
  })

  it('code: nothing on the page starts it', () => {
    const { registry, loads } = counter()
    const el = island('code')
    startIslands(registry, document.body)
    el.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    el.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(loads()).toBe(0)
  })
})

describe('a click before the island is live', () => {
  it('is held, then replayed once on the same control by React', async () => {
    const { registry, presses, loads } = counter()
    const el = island('interaction', 'Roll')
    startIslands(registry, document.body)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    el.querySelector('button')!.dispatchEvent(click)
    // The browser's own action waits: the press is React's to handle.
    expect(click.defaultPrevented).toBe(true)
    expect(loads()).toBe(1)
    await hydrated(el)
    await vi.waitFor(() => expect(presses).toEqual(['Roll']))
  })

  it('once live, a click goes straight to React', async () => {
    const { registry, presses } = counter()
    const el = island('load', 'Roll')
    startIslands(registry, document.body)
    await hydrated(el)
    el.querySelector('button')!.click()
    expect(presses).toEqual(['Roll'])
  })
})

describe('a key before the island is live', () => {
  /** Tabs whose React handler records each key, as the pricing tabs take the arrows. */
  function tabs() {
    const keys: string[] = []
    function Tabs() {
      return (
        <div role="tablist">
          <button type="button" role="tab" aria-selected onKeyDown={(event) => keys.push(event.key)}>
            One
          </button>
        </div>
      )
    }
    const registry: IslandLoaders = { Counter: () => Promise.resolve({ default: Tabs }) }
    return { registry, keys }
  }

  function tabIsland(): HTMLElement {
    const el = island('interaction')
    el.innerHTML = '<div role="tablist"><button type="button" role="tab" aria-selected="true">One</button></div>'
    return el
  }

  const press = (target: Element, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
    target.dispatchEvent(event)
    return event
  }

  it('an arrow, Home or End on a tab is held, then replayed once on the same tab, in order', async () => {
    const { registry, keys } = tabs()
    const el = tabIsland()
    startIslands(registry, document.body)
    const tab = el.querySelector('[role="tab"]')!
    const events = ['ArrowRight', 'End', 'Home'].map((key) => press(tab, key))
    // The browser's own action (scrolling the page) waits: the key is the tabs' to handle.
    expect(events.every((e) => e.defaultPrevented)).toBe(true)
    await hydrated(el)
    await vi.waitFor(() => expect(keys).toEqual(['ArrowRight', 'End', 'Home']))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(keys).toEqual(['ArrowRight', 'End', 'Home'])
  })

  it('other keys, and keys on controls that are not widgets, keep the browser’s own behaviour', async () => {
    const { registry, keys } = tabs()
    const el = tabIsland()
    el.insertAdjacentHTML('beforeend', '<a href="#x">Link</a>')
    startIslands(registry, document.body)
    expect(press(el.querySelector('[role="tab"]')!, 'a').defaultPrevented).toBe(false)
    expect(press(el.querySelector('a')!, 'ArrowDown').defaultPrevented).toBe(false)
    el.querySelector('[role="tab"]')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    await hydrated(el)
    expect(keys).toEqual([])
  })

  it('once live, a key goes straight to React', async () => {
    const { registry, keys } = tabs()
    const el = tabIsland()
    el.dataset.hydrate = 'load'
    startIslands(registry, document.body)
    await hydrated(el)
    expect(press(el.querySelector('[role="tab"]')!, 'ArrowLeft').defaultPrevented).toBe(false)
    expect(keys).toEqual(['ArrowLeft'])
  })
})
