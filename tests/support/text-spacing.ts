/**
 * WCAG 1.4.12's four values on every element, as the bookmarklets and user styles that readers use apply them.
 * tests/e2e/text-spacing.spec.ts (Chromium) and tests/engines/pages.spec.ts (Firefox, WebKit).
 */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

/**
 * A page script that applies TEXT_SPACING_CSS as a constructed stylesheet: a reader's own style is not the page's,
 * and a page's CSP governs neither (a `<style>` element added by script would be an inline style it refuses).
 */
export const APPLY_TEXT_SPACING = `(() => { const sheet = new CSSStyleSheet(); sheet.replaceSync(${JSON.stringify(TEXT_SPACING_CSS)})
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet] })()`
