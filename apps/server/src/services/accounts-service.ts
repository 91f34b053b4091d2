import type { LoginRequest, RegisterRequest, User } from '@sayso/shared'
import { newId } from '@sayso/update-doc'
import type { Repositories } from '../repositories/repositories.ts'
import type { UserRow } from '../repositories/users-repository.ts'
import type { Logger } from '../logger.ts'
import type { LoginThrottle } from './login-throttle.ts'
import type { PasswordHasher } from './password-hasher.ts'
import { ServiceError } from './service-error.ts'
import type { SessionRevocations } from './session-revocations.ts'
import type { UpdatesService } from './updates-service.ts'

export interface AccountsServiceDeps {
  repos: Pick<Repositories, 'users' | 'sessions'>
  updates: UpdatesService
  hasher: PasswordHasher
  loginThrottle: LoginThrottle
  logger: Logger
  now: () => number
  /** Told when an account's sessions all end, so its sync sockets close too. */
  revocations?: SessionRevocations
}

// One message for an unknown e-mail and a wrong password, so neither reveals which accounts exist.
export const WRONG_CREDENTIALS = 'Invalid email or password'

export function createAccountsService(deps: AccountsServiceDeps) {
  const { repos, updates, hasher, loginThrottle, logger } = deps
  const { users, sessions } = repos

  const toUser = async (row: UserRow): Promise<User> => ({
    id: row.id,
    name: row.name,
    email: row.email,
    ...(await updates.usage(row.id)),
  })

  return {
    async register(request: RegisterRequest): Promise<User> {
      const row: UserRow = {
        id: newId(),
        name: request.name,
        email: request.email,
        passwordHash: await hasher.hash(request.password),
        createdAt: deps.now(),
      }
      if (!(await users.insert(row))) throw new ServiceError('conflict', 'An account with this email already exists')
      logger.info('account registered', { userId: row.id })
      return toUser(row)
    },

    async login(request: LoginRequest, ip: string): Promise<User> {
      await loginThrottle.beginAttempt(request.email, ip)
      const row = await users.findByEmail(request.email)
      const valid = await hasher.verify(row?.passwordHash, request.password)
      if (!row || !valid) {
        logger.warn('login failed', { ip })
        throw new ServiceError('unauthenticated', WRONG_CREDENTIALS)
      }
      await loginThrottle.succeeded(request.email, ip)
      logger.info('login succeeded', { userId: row.id, ip })
      return toUser(row)
    },

    /** Whether the account still exists; unlike findUser, without counting its updates. */
    userExists: (userId: string): Promise<boolean> => users.exists(userId),

    /** The signed-in user, or undefined when the account no longer exists. */
    async findUser(userId: string): Promise<User | undefined> {
      const row = await users.findById(userId)
      return row && toUser(row)
    },

    async rename(userId: string, name: string): Promise<User> {
      if (!(await users.rename(userId, name))) throw new ServiceError('unauthenticated', 'Account not found')
      return toUser((await users.findById(userId))!)
    },

    deleteAllUpdates(userId: string): Promise<number> {
      return updates.removeAll(userId)
    },

    /** Deletes the account with everything it owns, and ends all of its sessions on every device. */
    async deleteAccount(userId: string): Promise<void> {
      const endedSessions = await sessions.removeForUser(userId)
      deps.revocations?.userSessionsEnded(userId)
      await updates.removeAll(userId)
      await users.remove(userId)
      logger.info('account deleted', { userId, endedSessions })
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
