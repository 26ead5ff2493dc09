/**
 * Small behaviours that need no React, registered by `data-enhance="name"` (GOV.UK style): one loop
 * starts them, and one that throws does not stop the others. Each behaviour lives with the feature or page
 * section it serves; the page's start-up (pages/+client.ts) names them.
 */
export type Enhancement = (el: HTMLElement) => void

export type Enhancements = Readonly<Record<string, Enhancement | undefined>>

/** Starts, for every `[data-enhance]` under `root`, each behaviour it names from `enhancements`. */
export function startEnhancements(enhancements: Enhancements, root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-enhance]').forEach((el) => {
    for (const name of (el.dataset.enhance ?? '').split(/\s+/).filter(Boolean)) {
      try {
        const enhancement = enhancements[name]
        if (!enhancement) throw new Error(`Unknown enhancement "${name}"`)
        enhancement(el)
      } catch (error) {
        console.warn(`Enhancement "${name}" could not start`, error)
      }
    }
  })
}
