import { useCallback, useState } from 'react'

interface ControllableState<T> {
  /** The controlled value; when undefined the component keeps its own state. */
  prop: T | undefined
  defaultProp: T
  onChange: ((value: T) => void) | undefined
}

/** Radix-style controllable state: `value`/`defaultValue`/`onValueChange` work controlled or not. */
export function useControllableState<T>({ prop, defaultProp, onChange }: ControllableState<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp)
  const controlled = prop !== undefined
  const value = controlled ? prop : uncontrolled
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, value)) return
      if (!controlled) setUncontrolled(next)
      onChange?.(next)
    },
    [controlled, value, onChange],
  )
  return [value, setValue]
}
