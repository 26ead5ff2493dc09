// Types for page-weight.mjs (plain JavaScript so `npm run audit` runs on Node without a TypeScript step).
import type { Page } from '@playwright/test'

export const KB: number
export const HOME_JS_BUDGET: number
export const PAGE_JS_BUDGET: number
export const HTML_BUDGET: number
export const CSS_BUDGET: number
export const EAGER_HYDRATE: readonly string[]
export type ViewportName = 'mobile' | 'desktop'
export const VIEWPORTS: Record<ViewportName, { width: number; height: number }>
export type Kind = 'html' | 'css' | 'js' | 'image' | 'font' | 'other'
export const KINDS: readonly Kind[]

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}
export interface Resource extends Sizes {
  url: string
  kind: Kind
  status: number
}
export interface IslandInfo {
  name: string
  hydrate: string
  hydrated?: string | null
  inFirstViewport: boolean
}
export interface ImageInfo {
  src: string
  width: string | null
  height: string | null
}
export interface RawResponse {
  url: string
  resourceType: string
  contentType: string
  status: number
  body: Buffer | string
}
export interface Measurement {
  url: string
  viewport: ViewportName
  isHome: boolean
  resources: Resource[]
  totals: Record<Kind, Sizes & { count: number }>
  thirdParty: string[]
  islands: IslandInfo[]
  images: ImageInfo[]
  navigatedAway?: string | null
}

export function isHomePath(pathname: string): boolean
export function resourceKind(resourceType: string, url: string, contentType?: string): Kind
export function compressedSizes(body: Buffer | string): Sizes
export function totalsByKind(resources: Resource[]): Record<Kind, Sizes & { count: number }>
export function buildMeasurement(input: {
  url: string
  viewport?: ViewportName
  responses: RawResponse[]
  requests: string[]
  dom: { islands: IslandInfo[]; images: ImageInfo[] }
}): Measurement
export function jsBudgetFor(measurement: Measurement): { limit: number; reason: string }
export function checkBudgets(measurement: Measurement): string[]
export function measurePage(page: Page, url: string, options?: { viewport?: ViewportName }): Promise<Measurement>
