// Axe over every page in every language at phone, tablet and desktop widths; no violation allowed.
import AxeBuilder from '@axe-core/playwright'
import { test, expect } from './support/console'
import { ALL_PAGES } from './support/site'

export const WIDTHS = [375, 768, 1280] as const

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const page of ALL_PAGES) {
      test(`axe: ${page.url}`, async ({ page: tab, allowConsole }) => {
        allowConsole(/404/)
        await tab.goto(page.url)
        const results = await new AxeBuilder({ page: tab }).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}
