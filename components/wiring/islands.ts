/**
 * Every island, by the name its server wrapper writes into `data-island`. Each entry is a dynamic import,
 * so an island's code (and React) is only downloaded when that island starts.
 */
import type { IslandLoader } from '../islands/runtime'

export const islandLoaders = {
  LanguageSwitcher: () => import('../header/LanguageSwitcher'),
  UseCasesMenu: () => import('../header/UseCasesMenu'),
  MobileMenu: () => import('../header/MobileMenu'),
  SignIn: () => import('../header/SignIn'),
  Dice: () => import('../dice/Dice'),
  Pricing: () => import('../pricing/Pricing'),
  SignupForm: () => import('../signup/SignupForm'),
  NewsletterPopup: () => import('../signup/NewsletterPopup'),
} satisfies Record<string, IslandLoader>

export type IslandName = keyof typeof islandLoaders

// Tells the islands kit which names exist (components/islands/Island.tsx).
declare module '../islands/Island' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names are the whole content
  interface IslandRegistry extends Record<keyof typeof islandLoaders, true> {}
}
