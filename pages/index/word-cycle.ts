/**
 * The hero headline's changing word (docs/decisions.md §41). The cycle itself is pure CSS and
 * only runs when scripts run (`@media (scripting: enabled)`) and motion is welcome, so it can always be
 * paused: this enhancement gives the visible pause/play button its behaviour (WCAG 2.2.2).
 */
export const WORD_CYCLE_MS = 3000

export function wordCycle(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.gr-word-cycle__toggle')
  if (!button) return
  const { pauseLabel = '', playLabel = '' } = button.dataset
  const label = button.querySelector<HTMLElement>('.gr-word-cycle__toggle-label')
  button.addEventListener('click', () => {
    const paused = !root.classList.contains('gr-word-cycle--paused')
    root.classList.toggle('gr-word-cycle--paused', paused)
    if (label) label.textContent = paused ? playLabel : pauseLabel
  })
}
