import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// axe-core injected once per document and run directly. @axe-core/playwright's AxeBuilder re-injects it
// and finishes every run in a second blank page, about three times slower; our pages hold no iframes
// (nothing third-party loads before consent), so the frame handling it adds buys nothing here.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeWindow {
  axe?: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> }
}

/** Axe's violations on the page as it is now, one line each, labelled with the state and the width. */
export async function axeViolations(page: Page, state: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    // Target size (WCAG 2.5.8, 24 × 24 px or spaced apart) is off in axe's defaults: it is a 2.2 criterion.
    const results = await (window as AxeWindow).axe!.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    })
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
  })
  const width = page.viewportSize()?.width
  return violations.map((v) => `${state} at ${width} px: ${v.id}: ${v.targets.join(', ')}`)
}
