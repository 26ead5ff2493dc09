import type { Page } from '@playwright/test'

/**
 * A real pointer click in the middle of what `selector` matches, where it is now: a locator's click would first
 * scroll the element "into view", which moves a page scrolled under a sticky header.
 */
export async function clickWhereItIs(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}
