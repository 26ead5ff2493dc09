// Pure logic behind the home page's animations and FAQ numbering (docs/decisions.md §41).
import { describe, expect, it } from 'vitest'
import { COUNT_UP_MS, COUNT_UP_THRESHOLD, countUpText, countUpValue } from '../../pages/index/count-up'
import { TYPE_MS_PER_CHAR, typedLength } from '../../pages/index/typewriter'
import { WORD_CYCLE_MS } from '../../pages/index/word-cycle'
import { FORCED_RESULT, PULSE_MS } from '../../components/dice/Dice'

describe('the timing constants', () => {
  it('are the ones docs/decisions.md §41 lists', () => {
    expect(COUNT_UP_MS).toBe(2000)
    expect(COUNT_UP_THRESHOLD).toBe(0.3)
    expect(TYPE_MS_PER_CHAR).toBe(30)
    expect(WORD_CYCLE_MS).toBe(3000)
    expect(FORCED_RESULT).toBe(6)
    expect(PULSE_MS).toBe(1000)
  })
})

describe('countUpText', () => {
  it("writes each step in the server's text for the final value, in the page's language", () => {
    expect(countUpText('60 %', 60, 0)).toBe('0 %')
    expect(countUpText('60%', 60, 45)).toBe('45%')
    expect(countUpText('+60\u00a0%', 60, 7)).toBe('+7\u00a0%')
  })
})

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target after 2000 ms', () => {
    expect(countUpValue(0, 60)).toBe(0)
    expect(countUpValue(-5, 60)).toBe(0)
    expect(countUpValue(2000, 60)).toBe(60)
    expect(countUpValue(5000, 60)).toBe(60)
  })

  it('rises steadily and never overshoots', () => {
    let previous = 0
    for (let t = 0; t <= 2000; t += 50) {
      const value = countUpValue(t, 60)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value).toBeLessThanOrEqual(60)
      previous = value
    }
    expect(countUpValue(1000, 60)).toBeGreaterThan(30)
    expect(countUpValue(1000, 60)).toBeLessThan(60)
  })
})

describe('typedLength', () => {
  it('shows one more character every 30 ms and stops at the full text', () => {
    expect(typedLength(0, 100)).toBe(0)
    expect(typedLength(29, 100)).toBe(0)
    expect(typedLength(30, 100)).toBe(1)
    expect(typedLength(300, 100)).toBe(10)
    expect(typedLength(3000, 100)).toBe(100)
    expect(typedLength(99_999, 100)).toBe(100)
  })
})
