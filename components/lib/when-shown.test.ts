// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenShown } from './when-shown'

const prerendering = (on: boolean) => Object.defineProperty(document, 'prerendering', { value: on, configurable: true })

describe('whenShown', () => {
  afterEach(() => prerendering(false))

  it('starts at once on a page loaded normally', () => {
    const start = vi.fn()
    whenShown(start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('waits while the page is prerendered, and starts once when it is shown', () => {
    prerendering(true)
    const start = vi.fn()
    whenShown(start)
    expect(start).not.toHaveBeenCalled()
    prerendering(false)
    document.dispatchEvent(new Event('prerenderingchange'))
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(start).toHaveBeenCalledTimes(1)
  })
})
