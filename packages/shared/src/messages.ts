// SPEC §8: generic status messages, shared so the server's bodies and the client's toasts agree.
export const STATUS_MESSAGES = {
  401: 'Unauthorized - Please log in again',
  403: "Access forbidden - You don't have permission for this action",
  404: 'Not found - The requested resource could not be found',
  429: 'Too many requests - Please try again in a moment',
  500: 'Server error - Something went wrong on our end. Please try again',
  502: 'Service unavailable - Please try again in a few moments',
  503: 'Service unavailable - Please try again in a few moments',
  504: 'Service unavailable - Please try again in a few moments',
} as const

export const PRODUCT_NAME = 'Sayso'
