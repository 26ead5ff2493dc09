/**
 * The use cases, as one table (docs/decisions.md §8, §30): whether each is live by default, how its card and
 * page look, which figures its page states and the example it tells. The locale files word each use case
 * (`usecases:<slug>.*`, `testimonials:<slug>.*`); every figure they state comes from here.
 */
import { ENGAGEMENT_INCREASE_PERCENT, GIFT_PARTNER, SMALLEST_GROUP } from './claims'

export const USE_CASE_SLUGS = ['events-activities', 'partner-activation', 'training-development', 'employee-onboarding'] as const
export type UseCaseSlug = (typeof USE_CASE_SLUGS)[number]

/** Icon names, resolved by the page that draws them (pages/index/HomeIcons.tsx, components/ui/feature-icons.tsx). */
type HomeIconName = 'calendar' | 'handshake' | 'graduation' | 'wave'
type SymbolName = 'dice' | 'quiz' | 'gift' | 'chat' | 'bolt' | 'chart' | 'calendar' | 'link' | 'users'

/**
 * A figure on a use-case page's stats band, as data: its words (`usecases:stat.<kind>`) only frame it.
 * `upToPercent` is the engagement claim; `range` a smallest group; `count` a plain number; `atLeast` "8,000+".
 */
export type StatFigure =
  | { kind: 'upToPercent'; percent: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'count'; value: number }
  | { kind: 'atLeast'; value: number }
  | { kind: 'free' }

/**
 * An example told on a use-case page: a hypothetical scenario ("an HR team at a 130-person software company
 * could…"), never a named person or a measured result (§30). `employees` is the imagined company's size and
 * `days` how long its game runs, where the words mention them.
 */
export interface UseCaseExample {
  employees: number
  days?: number
}

export interface UseCase {
  /** Live unless the deployer's flag says otherwise (`USE_CASE_<SLUG>_ACTIVE`, components/lib/site-config.ts). */
  activeByDefault: boolean
  accent: 'blue' | 'green' | 'yellow' | 'red'
  homeIcon: HomeIconName
  /** The symbol in the page's hero picture and the three feature icons, in order. */
  symbol: SymbolName
  featureIcons: readonly [SymbolName, SymbolName, SymbolName]
  stats: readonly [StatFigure, StatFigure, StatFigure]
  example: UseCaseExample | null
}

const ONE_LINK: StatFigure = { kind: 'count', value: 1 }
const SMALLEST: StatFigure = { kind: 'range', ...SMALLEST_GROUP }
/** The four kinds of content that earn extra rolls: questions, surveys, videos and ratings. */
export const EXTRA_ROLL_CONTENT_KINDS = 4
const CONTENT_KINDS: StatFigure = { kind: 'count', value: EXTRA_ROLL_CONTENT_KINDS }

export const USE_CASES: Record<UseCaseSlug, UseCase> = {
  'events-activities': {
    activeByDefault: true,
    accent: 'red',
    homeIcon: 'calendar',
    symbol: 'calendar',
    featureIcons: ['dice', 'quiz', 'bolt'],
    stats: [{ kind: 'upToPercent', percent: ENGAGEMENT_INCREASE_PERCENT }, SMALLEST, ONE_LINK],
    example: { employees: 240, days: 5 },
  },
  'partner-activation': {
    activeByDefault: true,
    accent: 'blue',
    homeIcon: 'handshake',
    symbol: 'users',
    featureIcons: ['quiz', 'gift', 'chart'],
    stats: [ONE_LINK, { kind: 'atLeast', value: GIFT_PARTNER.shops }, { kind: 'atLeast', value: GIFT_PARTNER.countries }],
    example: null,
  },
  'training-development': {
    activeByDefault: false,
    accent: 'green',
    homeIcon: 'graduation',
    symbol: 'quiz',
    featureIcons: ['quiz', 'calendar', 'chart'],
    stats: [{ kind: 'free' }, CONTENT_KINDS, SMALLEST],
    example: { employees: 900 },
  },
  'employee-onboarding': {
    activeByDefault: false,
    accent: 'yellow',
    homeIcon: 'wave',
    symbol: 'link',
    featureIcons: ['quiz', 'chat', 'gift'],
    stats: [CONTENT_KINDS, ONE_LINK, { kind: 'count', value: 0 }],
    example: { employees: 130 },
  },
}
