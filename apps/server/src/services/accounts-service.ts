import type { LoginRequest, RegisterRequest, User } from '@sayso/shared'
import { newId } from '@sayso/update-doc'
import type { SessionsRepository } from '../repositories/sessions-repository.ts'
import type { UserRow, UsersRepository } from '../repositories/users-repository.ts'
import type { Logger } from '../logger.ts'
import type { LoginThrottle } from './login-throttle.ts'
import type { PasswordHasher } from './password-hasher.ts'
import { ServiceError } from './service-error.ts'
import type { SessionRevocations } from './session-revocations.ts'
import type { UpdatesService } from './updates-service.ts'

export interface AccountsServiceDeps {
  users: UsersRepository
  sessions: SessionsRepository
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
  const { users, sessions, updates, hasher, loginThrottle, logger } = deps

  const toUser = (row: UserRow): User => ({ id: row.id, name: row.name, email: row.email, ...updates.usage(row.id) })

  return {
    async register(request: RegisterRequest): Promise<User> {
      const row: UserRow = {
        id: newId(),
        name: request.name,
        email: request.email,
        passwordHash: await hasher.hash(request.password),
        createdAt: new Date(deps.now()).toISOString(),
      }
      if (!users.insert(row)) throw new ServiceError('conflict', 'An account with this email already exists')
      logger.info('account registered', { userId: row.id })
      return toUser(row)
    },

    async login(request: LoginRequest, ip: string): Promise<User> {
      await loginThrottle.beginAttempt(request.email, ip)
      const row = users.findByEmail(request.email)
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
    userExists: (userId: string): boolean => users.findById(userId) !== undefined,

    /** The signed-in user, or undefined when the account no longer exists. */
    findUser(userId: string): User | undefined {
      const row = users.findById(userId)
      return row && toUser(row)
    },

    rename(userId: string, name: string): User {
      if (!users.rename(userId, name)) throw new ServiceError('unauthenticated', 'Account not found')
      return toUser(users.findById(userId)!)
    },

    deleteAllUpdates(userId: string): number {
      return updates.removeAll(userId)
    },

    /** Deletes the account with everything it owns, and ends all of its sessions on every device. */
    deleteAccount(userId: string): void {
      const endedSessions = sessions.removeForUser(userId)
      deps.revocations?.userSessionsEnded(userId)
      updates.removeAll(userId)
      users.remove(userId)
      logger.info('account deleted', { userId, endedSessions })
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
