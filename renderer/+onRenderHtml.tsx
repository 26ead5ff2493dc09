import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE, isLocale, localeEntry } from '../locales/locales'
import { createI18n } from '../components/lib/i18n'
import { renderHead, renderStructuredData } from './head'
import { RenderContextProvider, type RenderContext } from '../components/lib/PageContext'
import { routeByPageId } from '../components/lib/routes'
import { getSiteConfig } from '../components/lib/site-config'
import { Layout } from '../components/layout/Layout'
import { softHyphenateHtml } from '../components/lib/soft-hyphens'
import { DEFERRED_SECTION_ATTRIBUTE } from '../components/lib/deferred-sections'
import everyFirstScreenCss from '../styles/first-screen.scss?inline'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No page for ${pageContext.urlOriginal}`)
  const config = getSiteConfig()
  const locale = isLocale(pageContext.locale) ? pageContext.locale : DEFAULT_LOCALE
  const route = routeByPageId(pageContext.pageId ?? '')
  const isRootPage = pageContext.isRootPage === true

  const i18n = createI18n(locale, config)
  const ctx: RenderContext = { locale, route, config, nextIslandNumber: islandNumbers(), isRootPage }
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RenderContextProvider value={ctx}>
        <Layout>
          <Page />
        </Layout>
      </RenderContextProvider>
    </I18nextProvider>,
  )
  const body = softHyphenateHtml(markup, locale)
  const head = renderHead({
    locale,
    route,
    config,
    isRootPage,
    i18n,
    title: i18n.t(`meta.${route.metaKey}.title`),
    description: i18n.t(`meta.${route.metaKey}.description`),
    firstScreenCss: everyFirstScreenCss + (pageContext.config.styles ?? ''),
    hasDeferredSections: body.includes(DEFERRED_SECTION_ATTRIBUTE),
  })

  const structuredData = renderStructuredData({ locale, route, config, i18n, isRootPage })

  return escapeInject`<!DOCTYPE html>
<html lang="${localeEntry(locale).lang}">
  <head>
    ${dangerouslySkipEscape(head)}
  </head>
  <body>
    ${dangerouslySkipEscape(body)}
    ${dangerouslySkipEscape(structuredData)}
  </body>
</html>`
}

/** 0, 1, 2, … : one sequence per rendered page. */
function islandNumbers(): () => number {
  let next = 0
  return () => next++
}
