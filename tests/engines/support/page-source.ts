/**
 * The one meaning both drivers give to `evaluate(source, ...args)`: an expression, or a function body that
 * says `return …`; the arguments are `arguments[0]`, `arguments[1]`… (as in W3C WebDriver's executeScript).
 * The wrapping happens here in Node, because the site's CSP forbids `eval`/`new Function` inside the page.
 */
export function functionBody(source: string): string {
  const expression = `return (${source}\n)`
  try {
    // Only a syntax check, in Node: an expression parses inside the parentheses, a body of statements does not.
    new Function(expression)
    return expression
  } catch {
    return source
  }
}

/** A self-contained script that runs `source` with `args` and evaluates to its (possibly awaited) value. */
export function invocation(source: string, args: unknown[]): string {
  return `(async function () {\n${functionBody(source)}\n}).apply(null, ${JSON.stringify(args)})`
}
