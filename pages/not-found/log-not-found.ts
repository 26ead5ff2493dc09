/** The 404 page logs the path that was asked for (docs/decisions.md §7). */
export function logNotFound(): void {
  console.error(`404: no page at ${window.location.pathname}`)
}
