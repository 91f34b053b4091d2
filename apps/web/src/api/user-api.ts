import { userSchema, type User } from '@sayso/shared'
import { request } from './api-client.ts'

export const renameUser = (name: string): Promise<User> =>
  request('PUT', '/api/user/name', { body: { name }, schema: userSchema })

export const deleteAllUpdates = (): Promise<void> => request('DELETE', '/api/user/updates')

export const deleteAccount = (): Promise<void> => request('DELETE', '/api/user')
