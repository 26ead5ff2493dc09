/** The visible trail above a page's heading (the JSON-LD twin is the SEO module's). */
export interface Crumb {
  label: string
  href?: string
}

export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav className="gr-breadcrumb" aria-label={label}>
      <ol className="gr-breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li className="gr-breadcrumb__item" key={`${index}-${item.label}`}>
              {last || !item.href ? (
                <span className="gr-breadcrumb__current" aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <a className="gr-breadcrumb__link" href={item.href}>
                  {item.label}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
