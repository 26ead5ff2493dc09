// components/lib/routes.ts is the one place a page is defined: the folders under pages/ and the table must agree,
// and the URLs a page is built at follow from its entry.
import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { LOCALE_CODES } from '../../locales/locales'
import { ROUTES, builtUrls, href, locatePage, routeById, routeByPageId } from '../../components/lib/routes'

const pagesDir = join(__dirname, '..', '..', 'pages')

/** Every folder under pages/ that holds a `+Page.tsx`, as `contact`, `use-cases/events-activities`. */
function pageFolders(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const path = join(dir, entry.name)
    const here = existsSync(join(path, '+Page.tsx')) ? [relative(pagesDir, path).replace(/\\/g, '/')] : []
    return [...here, ...pageFolders(path)]
  })
}

/** The path Vike routes a folder to: its `+route.ts` string, else the folder (`index` is `/`). */
function vikeRoute(folder: string): string {
  const routeFile = join(pagesDir, folder, '+route.ts')
  if (existsSync(routeFile)) return /export default '([^']+)'/.exec(readFileSync(routeFile, 'utf8'))?.[1] ?? ''
  return folder === 'index' ? '/' : `/${folder}`
}

describe('the route table and pages/', () => {
  it('has one entry per page folder and one folder per entry', () => {
    expect(ROUTES.map((r) => r.page).sort()).toEqual(pageFolders().sort())
  })

  it('routes each folder to the logical path its entry names', () => {
    for (const route of ROUTES) expect(`${vikeRoute(route.page)}/`.replace('//', '/'), route.id).toBe(route.logicalPath)
  })

  it('finds an entry by its Vike page id', () => {
    expect(routeByPageId('/pages/use-cases/events-activities').id).toBe('use-case:events-activities')
    expect(() => routeByPageId('/pages/nowhere')).toThrow(/no entry/)
  })

  it('has unique ids, folders, logical paths and root URLs', () => {
    for (const field of ['id', 'page', 'logicalPath', 'rootUrl'] as const) {
      const values = ROUTES.map((r) => r[field]).filter(Boolean)
      expect(new Set(values).size, field).toBe(values.length)
    }
  })
})

describe('builtUrls', () => {
  it('builds a page in every language, plus its root copy', () => {
    expect(builtUrls(routeById('contact'), LOCALE_CODES)).toEqual(LOCALE_CODES.map((code) => `/${code}/contact/`))
    expect(builtUrls(routeById('not-found'), LOCALE_CODES)).toEqual([...LOCALE_CODES.map((code) => `/${code}/404/`), '/404/'])
  })

  it('builds a root-only page once, outside the language folders', () => {
    expect(builtUrls(routeById('language-select'), LOCALE_CODES)).toEqual(['/'])
  })
})

describe('locatePage', () => {
  it('takes the language from the path', () => {
    expect(locatePage('/sv/use-cases/partner-activation/')).toEqual({
      locale: 'sv',
      urlLogical: '/use-cases/partner-activation/',
      isRootPage: false,
    })
    expect(locatePage('/no/')).toEqual({ locale: 'no', urlLogical: '/', isRootPage: false })
  })

  it('makes a path outside the language folders an English root page', () => {
    expect(locatePage('/')).toEqual({ locale: 'en', urlLogical: '/', isRootPage: true })
    expect(locatePage('/404/')).toEqual({ locale: 'en', urlLogical: '/404/', isRootPage: true })
    expect(locatePage('/qaa/contact/')).toEqual({ locale: 'en', urlLogical: '/qaa/contact/', isRootPage: true })
  })
})

describe('href', () => {
  it('links a page in a language, with the trailing slash', () => {
    expect(href('home', 'da')).toBe('/da/')
    expect(href('become-a-partner', 'no')).toBe('/no/become-a-partner/')
    expect(href('use-case:training-development', 'sv')).toBe('/sv/use-cases/training-development/')
  })
})
