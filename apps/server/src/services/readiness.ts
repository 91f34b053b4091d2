/** A back end the server needs to answer requests (the database; Redis when one is configured). */
export interface ReadinessCheck {
  name: string
  /** Resolves when the back end answers; throws or rejects when it does not. */
  probe(): unknown
}

export type ReadinessReport = { ready: boolean; checks: Record<string, 'ok' | 'unreachable'> }

/** How long a probe may take before its back end counts as unreachable (a load balancer is waiting). */
const PROBE_TIMEOUT_MS = 2000

export function createReadiness(checks: ReadinessCheck[]) {
  const probe = async (check: ReadinessCheck): Promise<'ok' | 'unreachable'> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS)
    })
    try {
      await Promise.race([Promise.resolve().then(() => check.probe()), timeout])
      return 'ok'
    } catch {
      return 'unreachable'
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    async report(): Promise<ReadinessReport> {
      const results = await Promise.all(checks.map(async (check) => [check.name, await probe(check)] as const))
      return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) }
    },
  }
}

export type Readiness = ReturnType<typeof createReadiness>
