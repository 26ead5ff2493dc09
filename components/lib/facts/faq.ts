/**
 * The questions the home page's FAQ answers, in order, the same in every language (docs/decisions.md §23-§31):
 * each language words `home:faq.<id>.question` and `.answer`. Two answers end with a source: the tax answer
 * with the page language's tax authority (./buyer-answers.ts), the data answer with the privacy policy.
 */
export const FAQ_QUESTIONS = [
  'cost',
  'gifts-price',
  'payment',
  'launch-offer',
  'duration',
  'remote',
  'delivery',
  'tax',
  'supplier',
  'pool-empty',
  'devices',
  'own-gifts',
  'data',
  'languages',
  'players',
  'extra-rolls',
] as const
export type FaqQuestion = (typeof FAQ_QUESTIONS)[number]
