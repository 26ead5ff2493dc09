import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import clsx from 'clsx'
import { track } from '../analytics/track'
import { CheckIcon, FeatureIcon } from './icons'
import type { PricingProps } from './pricing-view'
import type { PricingModel } from '../lib/facts/plans'
import type { Currency } from '../../locales/locales'
import { DEFERRED_SECTION } from '../lib/deferred-sections'
import { useHydrated } from '../islands/useHydrated'
import { plainName } from '../lib/plain-names'

export default function Pricing({
  initialCurrency,
  tabsLabel,
  tabs,
  currencyLabel,
  currencies,
  text,
  startHref,
  common,
  free,
  terms,
  contactSales,
}: PricingProps) {
  const [active, setActive] = useState<PricingModel>(tabs[0]?.id ?? 'subscription')
  const [currency, setCurrency] = useState<Currency>(initialCurrency)
  // Said once the visitor changes the currency, so a screen reader hears that every price just changed.
  const [announcement, setAnnouncement] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<Partial<Record<PricingModel, HTMLButtonElement | null>>>({})
  const id = useId()
  // The panels are tab panels only once the tabs work: without scripts, or in an island that failed, the tabs
  // are gone and every panel shows, so a panel named by a tab nobody sees, and a focus stop on each, would
  // promise what is not there.
  const tabsWork = useHydrated()
  const tabId = (tab: PricingModel) => `${id}tab-${tab}`
  const panelId = (tab: PricingModel) => `${id}panel-${tab}`

  // pricing_plan_view once the section is really in view (it hydrates a little before).
  const viewed = useRef(false)
  useEffect(() => {
    const el = root.current
    if (!el || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (viewed.current || !entries.some((e) => e.isIntersecting)) return
        viewed.current = true
        observer.disconnect()
        track('pricing_plan_view', { tab: active, currency })
      },
      { threshold: 0.2 },
    )
    observer.observe(el)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- observe once; later tab and currency are read when it fires
  }, [])

  const select = (tab: PricingModel, focus = false) => {
    if (tab !== active) track('pricing_plan_view', { tab, currency })
    setActive(tab)
    if (focus) tabRefs.current[tab]?.focus()
  }

  // The arrows move from the tab that has focus, which need not be the selected one (WAI-ARIA tabs pattern).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === event.currentTarget.dataset.tab)
    const last = tabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (tab) select(tab.id, true)
  }

  return (
    <div className="gr-pricing" ref={root}>
      <div className="gr-pricing__controls">
        <div className="gr-pricing__tabs" role="tablist" aria-label={tabsLabel}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[tab.id] = el
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="gr-pricing__tab"
              aria-selected={tab.id === active}
              aria-controls={panelId(tab.id)}
              aria-label={plainName(tab.label)}
              tabIndex={tab.id === active ? 0 : -1}
              data-tab={tab.id}
              onClick={() => select(tab.id)}
              onKeyDown={onTabKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="gr-pricing__currency">
          <label className="gr-pricing__currency-label" htmlFor={`${id}currency`}>
            {currencyLabel}
          </label>
          <select
            id={`${id}currency`}
            className="gr-pricing__select"
            value={currency}
            onChange={(event) => {
              const chosen = currencies.find((c) => c.code === event.target.value)
              if (!chosen) return
              setCurrency(chosen.code)
              setAnnouncement(chosen.announcement)
            }}
          >
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <p className="gr-visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      </div>

      {tabs.map((tab) => {
        return (
          <div
            key={tab.id}
            // The plans wait for the first frame (components/lib/deferred-sections.ts), not the whole section: a
            // <select> inside a section that skips rendering makes Chromium render all of it in the first frame
            // once the parser has read it, so the currency control stays outside what waits.
            {...DEFERRED_SECTION}
            role={tabsWork ? 'tabpanel' : undefined}
            id={panelId(tab.id)}
            className="gr-pricing__panel"
            aria-labelledby={tabsWork ? tabId(tab.id) : undefined}
            data-panel={tab.id}
            // The panel opens with text, not a control: it takes focus itself (WAI-ARIA tabs pattern). Without
            // the tabs it is no focus stop, but focus can still be put there: the island runtime does, when the
            // island fails under a focused tab.
            tabIndex={tabsWork ? 0 : -1}
            // Hidden from the first paint, so hydration moves nothing; without scripts the stylesheet shows
            // every panel (`scripting.none` in _pricing.scss), since the tabs cannot switch; so does a failed island.
            hidden={tab.id !== active}
          >
            <p className="gr-pricing__panel-intro">
              <strong>{tab.label}</strong> · {tab.intro}
            </p>
            <ul className="gr-pricing__cards">
              {tab.plans.map((plan) => {
                const price = plan.prices[currency]
                const popular = plan.popular
                return (
                  <li
                    key={plan.key}
                    className={clsx(
                      'gr-pricing__card',
                      plan.accent && `gr-pricing__card--${plan.accent}`,
                      popular && 'gr-pricing__card--popular',
                    )}
                    data-plan={plan.key}
                  >
                    <div className="gr-pricing__badges">
                      {popular ? <span className="gr-badge gr-pricing__badge gr-pricing__badge--popular">{text.popular}</span> : null}
                      <span className="gr-badge gr-pricing__badge gr-pricing__badge--early-adopter">{text.earlyAdopter}</span>
                    </div>
                    <h3 className="gr-pricing__name">{plan.name}</h3>
                    <p className="gr-pricing__subtitle">{plan.subtitle}</p>
                    <div className="gr-pricing__price">
                      {price.kind === 'amount' ? (
                        <>
                          {/* Each amount twice: written for the eye ("650 kr/monthly", hidden from screen
                              readers) and worded for the ear ("650 Swedish kronor per month", shown to no one). */}
                          {/* The label is shown, not only spoken: a struck-through amount alone reads as a
                              made-up "was" price; named, it is the price after the launch period. */}
                          <p className="gr-pricing__original">
                            {text.before} <span className="gr-visually-hidden">{price.spoken.original}</span>
                            <s aria-hidden="true">{price.original}</s>
                          </p>
                          <p className="gr-pricing__amount">
                            <span className="gr-visually-hidden">
                              {text.now} {price.spoken.price}
                            </span>
                            <span className="gr-pricing__value" data-price aria-hidden="true">
                              {price.price}
                            </span>
                            {tab.oneTime ? null : (
                              <span className="gr-pricing__suffix" aria-hidden="true">
                                {text.suffix}
                              </span>
                            )}
                            {/* A space for screen readers and copied text ("… per month excl. VAT"); the flex row ignores it. */}{' '}
                            <span className="gr-pricing__vat">{text.vat}</span>
                          </p>
                          <p className="gr-pricing__annual">
                            <Spoken written={price.billing} spoken={price.spoken.billing} />
                          </p>
                        </>
                      ) : (
                        <>
                          <p className="gr-pricing__original" aria-hidden="true">
                            &nbsp;
                          </p>
                          <p className="gr-pricing__amount gr-pricing__amount--contact">
                            <span className="gr-pricing__value" data-price>
                              {text.contact}
                            </span>
                          </p>
                          <p className="gr-pricing__annual">{text.contactNote}</p>
                        </>
                      )}
                    </div>
                    <p className="gr-pricing__description">{plan.description}</p>
                    <ul className="gr-pricing__features">
                      {plan.features.map((feature) => (
                        <li key={feature.id} className="gr-pricing__feature" data-feature={feature.id}>
                          <CheckIcon size={18} />
                          <span>{feature.text}</span>
                        </li>
                      ))}
                    </ul>
                    <p className="gr-pricing__best-for">
                      <strong>{text.bestFor}</strong> {plan.bestFor}
                    </p>
                    {price.kind === 'contact' ? (
                      <a
                        className="gr-button gr-button--secondary gr-button--block gr-pricing__button"
                        href={price.href}
                        onClick={() => track('contact_sales_click', { location: 'pricing_card', tab: tab.id, plan: plan.key, currency })}
                      >
                        {text.contactButton}
                      </a>
                    ) : (
                      <a
                        className={clsx(
                          'gr-button',
                          popular ? 'gr-button--primary' : 'gr-button--secondary',
                          'gr-button--block gr-pricing__button',
                        )}
                        href={startHref}
                        onClick={() => track('cta_click', { location: 'pricing_card', tab: tab.id, plan: plan.key, currency })}
                      >
                        {text.start}
                      </a>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}

      <div {...DEFERRED_SECTION} className="gr-pricing__common">
        <h3 className="gr-pricing__common-title">{common.title}</h3>
        <ul className="gr-pricing__common-list">
          {common.items.map((item) => (
            <li key={item.icon} className="gr-pricing__common-item">
              <span className="gr-pricing__common-icon">
                <FeatureIcon name={item.icon} />
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
        <div className="gr-pricing__footer">
          <p className="gr-pricing__free">
            <strong>{free.title}:</strong> {free.text}
          </p>
          {terms.map((term) => (
            <p key={term.fact} className="gr-pricing__term" data-fact={term.fact}>
              {term.text}
            </p>
          ))}
          <p className="gr-pricing__contact-sales">
            {contactSales.text}{' '}
            <a href={contactSales.href} onClick={() => track('contact_sales_click', { location: 'pricing_footer', currency })}>
              {contactSales.link}
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}

/** Text written for the eye, and the words a screen reader says instead where they differ. */
function Spoken({ written, spoken }: { written: string; spoken: string }) {
  if (written === spoken) return <>{written}</>
  return (
    <>
      <span aria-hidden="true">{written}</span>
      <span className="gr-visually-hidden">{spoken}</span>
    </>
  )
}
