// The pre-rendered folder itself: every page exists, in its language, with its text in the HTML.
import { test, expect } from '@playwright/test'
import { existsSync } from 'node:fs'
import { builtHtmlFiles } from '../../scripts/lib/built-site.mjs'
import { ALL_PAGES, DIST, EXPECTED_PAGE_COUNT, readBuilt } from './support/site'

test('the build holds exactly the HTML pages the route and language tables name', () => {
  expect(ALL_PAGES).toHaveLength(EXPECTED_PAGE_COUNT)
  const missing = ALL_PAGES.filter((p) => !existsSync(p.file)).map((p) => p.url)
  expect(missing).toEqual([])
  const built = builtHtmlFiles(DIST).map(({ url }: { url: string }) => url)
  expect(built.sort()).toEqual(ALL_PAGES.map((p) => p.url).sort())
})

for (const page of ALL_PAGES) {
  test(`${page.url} is complete static HTML in its language`, () => {
    const html = readBuilt(page.url)
    expect(html).toMatch(new RegExp(`<html lang="${page.locale}">`))
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? ''
    expect(title.length).toBeGreaterThan(10)
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/)
    // The words are in the HTML, not produced by scripts: a heading and real text.
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
    expect(html).toMatch(/<h1[ >]/)
    // The root page is a short language chooser; every other page carries its full content.
    expect(text.length).toBeGreaterThan(page.url === '/' ? 100 : 300)
  })
}
