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
