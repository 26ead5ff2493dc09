// A plain-text table for a script's closing report: columns as wide as their widest cell, numbers right-aligned.

/**
 * @param {string[]} head the column titles
 * @param {string[][]} rows the cells, as text
 * @param {number[]} numeric the columns to align right
 * @returns {string}
 */
export function textTable(head, rows, numeric) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  /** @param {string[]} cells */
  const line = (cells) =>
    cells.map((cell, i) => (numeric.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
