import { isAppRoute } from '@sayso/shared'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from './router.ts'

const SAMPLE_ID = '0190a3f2-7c1e-7d2a-9b3c-4d5e6f708192'

describe('the route tree', () => {
  it('declares only addresses the server answers with 200', () => {
    const paths = Object.keys(
      createAppRouter({ queryClient: new QueryClient(), onSessionEnded: () => undefined }).routesByPath,
    )
    expect(paths).toContain('/settings')
    // Path parameters ($updateId, {-$updateId}) take a sample value; an optional one is tried both ways.
    const samples = paths.flatMap((path) =>
      /\{-\$[^}]+\}/.test(path)
        ? [path.replace(/\/\{-\$[^}]+\}/g, '') || '/', path.replace(/\{-\$[^}]+\}/g, SAMPLE_ID)]
        : [path.replace(/\$[A-Za-z]+/g, SAMPLE_ID)],
    )
    expect(samples.filter((path) => !isAppRoute(path))).toEqual([])
  })
})
