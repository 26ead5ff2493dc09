import type { Page } from '@playwright/test'

interface AxNode {
  ignored?: boolean
  role?: { value: string }
  name?: { value: string }
}

/** Text leaves: their "name" is the text itself, read as text, where a soft hyphen is what the page shows. */
const TEXT_ROLES = new Set(['StaticText', 'InlineTextBox'])

/** Every accessible name on the page (of a link, a button, a heading, a dialog …), as Chromium computes it for
 *  assistive technology, that keeps a soft hyphen (a screen reader hands it on: components/lib/plain-names.ts),
 *  as `role "name"`. */
export async function namesWithSoftHyphens(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
    return nodes
      .filter((node) => !node.ignored && !TEXT_ROLES.has(node.role?.value ?? '') && (node.name?.value ?? '').includes('\u00ad'))
      .map((node) => `${node.role?.value} "${(node.name?.value ?? '').replaceAll('\u00ad', '[shy]')}"`)
  } finally {
    await cdp.detach()
  }
}
