/**
 * Testimonials and impact statements on the use-case pages. The words (quote, the name that signs it, role,
 * organisation and the impact statements) are copy in every language: `locales/<lang>/testimonials.json`,
 * keyed by use case, so each language's page is signed by a name from its own country. This table says which
 * use cases have one and whether it is an example.
 *
 * DEPLOYERS, PLEASE READ: every entry below is an ILLUSTRATIVE EXAMPLE written for launch, not a real
 * customer, person or result (`isExample: true`). Replace each with a real, approved quote and real
 * figures and set `isExample: false`, or delete the entry and its copy (the page then leaves the section out).
 * While `isExample` is true the page labels the quote "Illustrative example" in every language.
 */
import type { UseCaseSlug } from '../../components/lib/site-config'

export interface UseCaseTestimonial {
  /** true: a written example, labelled as such on the page. Set to false only for a real, approved quote. */
  isExample: boolean
}

export const USE_CASE_TESTIMONIALS: Partial<Record<UseCaseSlug, UseCaseTestimonial>> = {
  'events-activities': { isExample: true },
  'training-development': { isExample: true },
  'employee-onboarding': { isExample: true },
}
