// @vitest-environment jsdom
// The head's inline script that lets a page's lower sections render after the first frame
// (components/lib/deferred-sections.ts): only a fresh navigation without a #fragment defers, and it never throws.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFER_ROOT_ATTRIBUTE, DEFER_SECTIONS_FALLBACK_MS, DEFER_SECTIONS_SCRIPT } from './deferred-sections'

/** Runs the shipped text as the browser runs an inline script, and says whether it marked the root. */
function runInHead(navigationType: string | undefined, hash = ''): boolean {
  document.documentElement.removeAttribute(DEFER_ROOT_ATTRIBUTE)
  window.history.replaceState(null, '', `/en/${hash}`)
  const entries = navigationType === undefined ? [] : [{ type: navigationType }]
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries as unknown as PerformanceEntryList)
  new Function(DEFER_SECTIONS_SCRIPT)()
  return document.documentElement.hasAttribute(DEFER_ROOT_ATTRIBUTE)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('defer sections script', () => {
  it('defers on a fresh navigation', () => {
    expect(runInHead('navigate')).toBe(true)
  })

  it('renders whole when the browser restores a scroll position (reload, back or forward)', () => {
    expect(runInHead('reload')).toBe(false)
    expect(runInHead('back_forward')).toBe(false)
  })

  it('renders whole when the address names a part of the page', () => {
    expect(runInHead('navigate', '#pricing')).toBe(false)
  })

  it('clears its mark on its own a while after load, should the start-up never come to hand the sections back', () => {
    vi.useFakeTimers()
    expect(runInHead('navigate')).toBe(true)
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(DEFER_SECTIONS_FALLBACK_MS - 1)
    expect(document.documentElement.hasAttribute(DEFER_ROOT_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(document.documentElement.hasAttribute(DEFER_ROOT_ATTRIBUTE)).toBe(false)
  })

  it('renders whole, and does not throw, where Navigation Timing is missing', () => {
    expect(runInHead(undefined)).toBe(false)
  })
})
