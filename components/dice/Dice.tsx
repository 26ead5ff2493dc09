/**
 * The hero's dice.
 *
 * Hydrates on interaction: a pointer, focus or touch on the dice or the button starts React, and only then
 * are the light Lottie player and the two animation files fetched, so nothing of them is downloaded before
 * the visitor shows intent. A click that comes before React is live is replayed by the islands runtime.
 *
 * The early-access button is a real link in the HTML (it works without scripts). With scripts it is shown
 * greyed from the first paint by CSS alone (`@media (scripting: enabled)` on `--locked`, no flash and no
 * inline script), marked `aria-disabled` as soon as the island is live, and a click on it does nothing until
 * the roll and the prize animations have finished. Its reason ("roll the dice first") is shown under the
 * dice from the first paint, and is the button's description while it is locked. If the island or the
 * animation cannot load, the dice is hidden (its reason with it) and the link works as it does without scripts.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '../islands/useHydrated'
import clsx from 'clsx'
import type { AnimationItem, LottiePlayer } from 'lottie-web'
import { track } from '../analytics/track'
import { prefersReducedMotion } from '../lib/motion'

/** The dice is always forced to land on six (docs/decisions.md §41). */
export const FORCED_RESULT = 6
/** How long the unlocked button pulses (docs/decisions.md §41). */
export const PULSE_MS = 1000

export interface DiceProps {
  posterSrc: string
  diceSrc: string
  prizeSrc: string
  href: string
  diceLabel: string
  rollingLabel: string
  resultText: string
  lockedLabel: string
  /** Why the button is locked, shown above it and read as its description while it is. */
  lockedReason: string
  unlockedLabel: string
  /** "Tap to unlock" and its line: they speak of the dice, so they are shown and hidden with it. */
  teaserTitle: string
  teaserText: string
}

type Phase = 'idle' | 'rolling' | 'prize' | 'done'
type Load = 'pending' | 'ready' | 'error'

interface Assets {
  lottie: LottiePlayer
  dice: unknown
  prize: unknown
}

async function fetchJson(src: string): Promise<unknown> {
  const response = await fetch(src)
  if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`)
  return response.json()
}

async function loadAssets(diceSrc: string, prizeSrc: string): Promise<Assets> {
  const [mod, dice, prize] = await Promise.all([import('lottie-web/build/player/lottie_light'), fetchJson(diceSrc), fetchJson(prizeSrc)])
  return { lottie: mod.default, dice, prize }
}

/** Plays one animation to its end (or shows its last frame at once under reduced motion). */
function play(lottie: LottiePlayer, container: HTMLElement, animationData: unknown): Promise<AnimationItem> {
  const anim = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: false,
    autoplay: false,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
  })
  return new Promise((resolve) => {
    if (prefersReducedMotion()) {
      anim.goToAndStop(anim.totalFrames - 1, true)
      window.setTimeout(() => resolve(anim), 400)
      return
    }
    anim.addEventListener('complete', () => resolve(anim))
    anim.play()
  })
}

export default function Dice(props: DiceProps) {
  const {
    posterSrc,
    diceSrc,
    prizeSrc,
    href,
    diceLabel,
    rollingLabel,
    resultText,
    lockedLabel,
    lockedReason,
    unlockedLabel,
    teaserTitle,
    teaserText,
  } = props
  const hydrated = useHydrated()
  const reasonId = useId()
  const [load, setLoad] = useState<Load>('pending')
  const [phase, setPhase] = useState<Phase>('idle')
  const [playerShown, setPlayerShown] = useState(false)
  const [pulse, setPulse] = useState(false)
  const triggered = useRef(false)
  const assets = useRef<Promise<Assets> | null>(null)
  const stage = useRef<HTMLSpanElement>(null)
  const current = useRef<AnimationItem | null>(null)

  const unlocked = phase === 'done' || load === 'error'
  // What the visitor can do right now: the link is live once the six is rolled or the dice is gone.
  const unlockedRef = useRef(unlocked)
  useEffect(() => {
    unlockedRef.current = unlocked
  })

  useEffect(() => {
    // React is live because the visitor is about to use the dice: fetch the player and the files now.
    const promise = loadAssets(diceSrc, prizeSrc)
    assets.current = promise
    promise.then(
      () => setLoad((l) => (l === 'pending' ? 'ready' : l)),
      () => setLoad('error'),
    )
    return () => current.current?.destroy()
  }, [diceSrc, prizeSrc])

  useEffect(() => {
    if (!pulse) return
    const timer = window.setTimeout(() => setPulse(false), PULSE_MS)
    return () => window.clearTimeout(timer)
  }, [pulse])

  const roll = useCallback(async () => {
    if (triggered.current || !assets.current) return
    triggered.current = true
    setPhase('rolling')
    try {
      const { lottie, dice, prize } = await assets.current
      const container = stage.current
      if (!container) throw new Error('dice stage missing')
      const rolling = play(lottie, container, dice)
      setPlayerShown(true)
      current.current = await rolling
      current.current.destroy()
      setPhase('prize')
      current.current = await play(lottie, container, prize)
      setPhase('done')
      setPulse(true)
    } catch {
      // The animation could not load or play: the dice goes away and the button simply works.
      setLoad('error')
    }
  }, [])

  const status = load === 'error' ? '' : phase === 'rolling' || phase === 'prize' ? rollingLabel : phase === 'done' ? resultText : ''
  const locked = !unlocked
  const ctaClass = clsx(
    'gr-button gr-button--primary gr-dice__cta',
    locked ? 'gr-dice__cta--locked' : 'gr-dice__cta--unlocked',
    pulse && 'gr-dice__cta--pulse',
  )

  return (
    <div className="gr-dice" data-phase={phase} data-load={load} data-result={phase === 'done' ? FORCED_RESULT : undefined}>
      {/* Without scripts, or when the island or the animation cannot load, the dice does nothing: it goes, and
          the words about it with it (_dice.scss); the early-access link below works either way. */}
      <div className="gr-dice__unlock" hidden={load === 'error'}>
        <p className="gr-home-hero__teaser">
          <strong className="gr-home-hero__teaser-title">{teaserTitle}</strong> {teaserText}
        </p>
        <div className="gr-dice__frame">
          <button
            type="button"
            className="gr-dice__button"
            aria-label={diceLabel}
            aria-disabled={phase !== 'idle' ? true : undefined}
            onClick={() => void roll()}
          >
            <span className="gr-dice__stage">
              <img className="gr-dice__poster" src={posterSrc} width={240} height={240} alt="" hidden={playerShown} />
              {/* Lottie draws its SVG in here; React never renders children into it. */}
              <span className="gr-dice__player" ref={stage} />
            </span>
          </button>
        </div>
        {/* Kept in place once rolled (_dice.scss hides it), so the button below does not move. */}
        <p className="gr-dice__reason" id={reasonId}>
          {lockedReason}
        </p>
      </div>
      <p className="gr-dice__status gr-visually-hidden" role="status">
        {status}
      </p>
      <a
        className={ctaClass}
        href={href}
        aria-disabled={hydrated && locked ? true : undefined}
        aria-describedby={hydrated && locked ? reasonId : undefined}
        onClick={(event) => {
          if (!unlockedRef.current) {
            event.preventDefault()
            return
          }
          track('hero_cta_click', { location: 'hero', rolled_six: phase === 'done' })
        }}
      >
        {phase === 'done' ? unlockedLabel : lockedLabel}
      </a>
    </div>
  )
}
