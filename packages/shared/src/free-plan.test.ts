import { describe, expect, it } from 'vitest'
import { countsAgainstPlan, isPlanFull, mayGainContent, planLimitMessage, planUsage } from './free-plan.ts'

describe('the free plan', () => {
  it('counts updates with content only', () => {
    expect(countsAgainstPlan(0)).toBe(false)
    expect(countsAgainstPlan(1)).toBe(true)
  })

  it('is full at its limit, and never with a limit of 0 (unlimited)', () => {
    expect(isPlanFull(planUsage(4, 5))).toBe(false)
    expect(isPlanFull(planUsage(5, 5))).toBe(true)
    expect(planUsage(500, 0)).toEqual({ updatesUsed: 500, updatesLimit: null })
    expect(isPlanFull(planUsage(500, 0))).toBe(false)
  })

  it('lets an update that counts already keep changing when full, but no empty draft gain content', () => {
    const full = planUsage(5, 5)
    expect(mayGainContent(full, 3)).toBe(true)
    expect(mayGainContent(full, 0)).toBe(false)
    expect(mayGainContent(planUsage(4, 5), 0)).toBe(true)
  })

  it('names the limit when it refuses', () => {
    expect(planLimitMessage(5)).toBe(
      'Free plan limit reached – you can keep up to 5 updates with content. Delete one to make room.',
    )
  })
})
