import { Dialog } from '@sayso/recorder-ui'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { SHORTCUTS, isTextField } from './shortcuts.ts'
import styles from './shortcuts-help.module.css'

/** The screens whose shortcuts matter most: they say how to find the list. */
const WORKSPACE_PATHS = /^\/(app|weekly-update|quick-update)(\/|$)/

/**
 * `?` outside text fields opens the list of keyboard shortcuts; the workspaces also show a button for
 * it (on devices with a keyboard and a fine pointer).
 */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false)
  const inWorkspace = useRouterState({ select: (state) => WORKSPACE_PATHS.test(state.location.pathname) })
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTextField(event.target) || document.querySelector('dialog[open]')) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {inWorkspace && (
        <Dialog.Trigger className={styles.hint}>
          Keyboard shortcuts <kbd className={styles.kbd}>?</kbd>
        </Dialog.Trigger>
      )}
      <Dialog.Content variant="center" showCloseButton>
        <Dialog.Title>Keyboard shortcuts</Dialog.Title>
        <table className={styles.table}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Action</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action}>
                <td className={styles.keys}>
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span aria-hidden> + </span>}
                      <kbd className={styles.kbd}>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>{shortcut.action}</td>
                <td className={styles.where}>{shortcut.where}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog.Content>
    </Dialog.Root>
  )
}
