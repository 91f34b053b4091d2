export { UpdateAddress, UpdateNotFound, type WorkspaceAddress } from './update-address.tsx'
export { checkUpdateAddress } from './check-address.ts'
