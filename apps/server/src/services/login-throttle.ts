import { STATUS_MESSAGES } from '@sayso/shared'
import type { Db } from '../database/open-database.ts'
import { createSqliteLimiter, isRateLimited, retryAfterSeconds } from './rate-limiters.ts'
import { ServiceError } from './service-error.ts'

export interface LoginThrottleOptions {
  maxConsecutiveFailures: number
  maxFailuresPerIpPerDay: number
}

const DAY_SECONDS = 24 * 60 * 60

/**
 * Brute-force defence for sign-in (rate-limiter-flexible's login recipe): consecutive failures
 * per e-mail + IP, so an attacker elsewhere cannot lock the real user out, plus a daily cap per IP.
 */
export async function createLoginThrottle(db: Db, options: LoginThrottleOptions) {
  const perEmailAndIp = await createSqliteLimiter(db, {
    keyPrefix: 'login_fail_email_ip',
    points: options.maxConsecutiveFailures,
    durationSeconds: 60 * 60,
    blockDurationSeconds: 15 * 60,
  })
  const perIp = await createSqliteLimiter(db, {
    keyPrefix: 'login_fail_ip_day',
    points: options.maxFailuresPerIpPerDay,
    durationSeconds: DAY_SECONDS,
    blockDurationSeconds: DAY_SECONDS,
  })
  const emailIpKey = (email: string, ip: string) => `${email}_${ip}`
  const tooMany = (seconds: number) => new ServiceError('too-many-requests', STATUS_MESSAGES[429], seconds)

  return {
    /** Throws `too-many-requests` when this e-mail + IP, or this IP, may not try again yet. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [byEmailIp, byIp] = await Promise.all([perEmailAndIp.get(emailIpKey(email, ip)), perIp.get(ip)])
      if (byIp && byIp.consumedPoints >= options.maxFailuresPerIpPerDay) throw tooMany(retryAfterSeconds(byIp))
      if (byEmailIp && byEmailIp.consumedPoints >= options.maxConsecutiveFailures) {
        throw tooMany(retryAfterSeconds(byEmailIp))
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      try {
        await Promise.all([perEmailAndIp.consume(emailIpKey(email, ip)), perIp.consume(ip)])
      } catch (error) {
        if (isRateLimited(error)) return // the next attempt is refused by assertAllowed
        throw error
      }
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await perEmailAndIp.delete(emailIpKey(email, ip))
    },
  }
}

export type LoginThrottle = Awaited<ReturnType<typeof createLoginThrottle>>
