// @vitest-environment jsdom
// An island whose code cannot be loaded says so once in the console, unless the visitor is leaving the page:
// then the browser itself cancelled the import (components/islands/runtime.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'

import { hydrateIsland, startIslands } from './runtime'

let failLoad: (error: Error) => void = () => undefined
// A registry of one island whose code never arrives until the test says how it fails.
startIslands({ Broken: () => new Promise((_, reject) => (failLoad = reject)) }, document.createElement('div'))

function brokenIsland(): HTMLElement {
  const el = document.createElement('div')
  el.dataset.island = 'Broken'
  document.body.append(el)
  return el
}

describe('hydrateIsland when the island’s code does not load', () => {
  afterEach(() => vi.useRealTimers())

  it('marks the island failed and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const el = brokenIsland()
    const started = hydrateIsland(el)
    failLoad(new Error('network'))
    await expect(started).rejects.toThrow('network')
    expect(el.dataset.hydrated).toBe('failed')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Island "Broken" could not start/)
  })

  it('stays quiet when the import was cancelled because the page is being left', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const el = brokenIsland()
    const started = hydrateIsland(el)
    window.dispatchEvent(new Event('beforeunload'))
    failLoad(new Error('cancelled'))
    await expect(started).rejects.toThrow('cancelled')
    expect(el.dataset.hydrated).toBe('failed')
    expect(warn).not.toHaveBeenCalled()
    // Back from the back-forward cache (or still here after a download link), failures are worth a warning again.
    window.dispatchEvent(new Event('pageshow'))
    const again = hydrateIsland(brokenIsland())
    failLoad(new Error('network'))
    await expect(again).rejects.toThrow('network')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('a beforeunload that does not unload (a download, a mailto: link)', () => {
  it('keeps the page quiet only for a moment', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const started = hydrateIsland(brokenIsland())
    window.dispatchEvent(new Event('beforeunload'))
    vi.advanceTimersByTime(2500)
    failLoad(new Error('network'))
    await expect(started).rejects.toThrow('network')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
