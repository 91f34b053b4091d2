import { STATUS_MESSAGES } from '@sayso/shared'
import { isRateLimited, retryAfterSeconds, type CounterStore } from './counters/counter-store.ts'
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
export async function createLoginThrottle(counters: CounterStore, options: LoginThrottleOptions) {
  // Durable: a restart must not hand a guesser a fresh set of attempts.
  const perEmailAndIp = await counters.durableLimiter({
    keyPrefix: 'login_fail_email_ip',
    points: options.maxConsecutiveFailures,
    durationSeconds: 60 * 60,
    blockDurationSeconds: 15 * 60,
  })
  const perIp = await counters.durableLimiter({
    keyPrefix: 'login_fail_ip_day',
    points: options.maxFailuresPerIpPerDay,
    durationSeconds: DAY_SECONDS,
    blockDurationSeconds: DAY_SECONDS,
  })
  const emailIpKey = (email: string, ip: string) => `${email}_${ip}`
  const tooMany = (seconds: number) => new ServiceError('too-many-requests', STATUS_MESSAGES[429], seconds)

  return {
    /**
     * Counts an attempt before the password is checked, so that parallel guesses cannot all pass
     * before any failure is recorded; throws `too-many-requests` once a limit is spent.
     */
    async beginAttempt(email: string, ip: string): Promise<void> {
      try {
        await Promise.all([perEmailAndIp.consume(emailIpKey(email, ip)), perIp.consume(ip)])
      } catch (error) {
        if (isRateLimited(error)) throw tooMany(retryAfterSeconds(error))
        throw error
      }
    },
    /** A correct password: the attempt was no failure, and the run of failures for this e-mail ends. */
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([perEmailAndIp.delete(emailIpKey(email, ip)), perIp.reward(ip, 1)])
    },
  }
}

export type LoginThrottle = Awaited<ReturnType<typeof createLoginThrottle>>
