/**
 * Every island, by the name its server wrapper writes into `data-island`. Each entry is a dynamic import,
 * so an island's code (and React) is only downloaded when that island starts.
 */
import type { ComponentType } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
type Loader = () => Promise<{ default: ComponentType<any> }>

export const islandLoaders = {
  LanguageSwitcher: () => import('./LanguageSwitcher'),
  UseCasesMenu: () => import('./UseCasesMenu'),
  MobileMenu: () => import('./MobileMenu'),
  SignIn: () => import('./SignIn'),
  CookieBanner: () => import('./CookieBanner'),
  Dice: () => import('./Dice'),
  Pricing: () => import('./Pricing'),
  SignupForm: () => import('./SignupForm'),
  NewsletterPopup: () => import('./NewsletterPopup'),
} satisfies Record<string, Loader>

export type IslandName = keyof typeof islandLoaders
