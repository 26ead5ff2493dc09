// Every built page's first heading is its <h1>, counting hidden ones such as the cookie banner's content
// (docs/decisions.md §32), and every link marked with a language leads to that language's pages, which is
// what the one handler that stores the choice relies on (docs/decisions.md §33). Read from the built files
// with Chromium's own HTML parser.
import { test, expect } from './support/console'
import { ALL_PAGES, readBuilt } from './support/site'

test('on every built page the first heading element is the h1, and a link with lang="xx" leads to /xx/', async ({ page: tab }) => {
  expect(ALL_PAGES.length).toBeGreaterThan(50)
  for (const page of ALL_PAGES) {
    const facts = await tab.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html')
      const headings = [...doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.localName)
      const languageLinks = [...doc.body.querySelectorAll('a[href][lang]')].map((a) => ({
        lang: a.getAttribute('lang'),
        href: a.getAttribute('href') ?? '',
      }))
      return { headings, languageLinks }
    }, readBuilt(page.url))
    expect.soft(facts.headings[0], `${page.url}: first heading`).toBe('h1')
    expect
      .soft(
        facts.headings.filter((h) => h === 'h1'),
        `${page.url}: one h1`,
      )
      .toHaveLength(1)
    // The header switcher, the mobile menu and the footer on every page, the 404 page's and the root chooser's lists.
    expect.soft(facts.languageLinks.length, `${page.url}: language links`).toBeGreaterThanOrEqual(page.route ? 12 : 4)
    for (const link of facts.languageLinks)
      expect.soft(link.href, `${page.url}: a[lang=${link.lang}]`).toMatch(new RegExp(`^/${link.lang}/`))
  }
})

test('the shown cookie banner is a region named by its title, and still no heading comes before the h1', async ({ page }) => {
  await page.goto('/sv/contact/')
  const banner = page.getByRole('region', { name: await page.locator('.gr-cookie-banner__title').innerText() })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('heading')).toHaveCount(0)
  const first = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .first()
    .evaluate((h) => h.localName)
  expect(first).toBe('h1')
})
