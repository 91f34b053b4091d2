/** Every keyboard shortcut of the app, as the help dialog lists them (SPEC §2 and the app's own). */
export const SHORTCUTS: { keys: string[]; action: string; where: string }[] = [
  { keys: ['Alt', 'Shift', 'F'], action: 'Format your recordings', where: 'Weekly Update' },
  { keys: ['T'], action: 'Type your update instead of recording', where: 'Weekly and Quick Update' },
  {
    keys: ['Ctrl', 'Z'],
    action: 'Undo your last edit or delete of an entry (⌘ Z on a Mac)',
    where: 'Weekly and Quick Update',
  },
  {
    keys: ['Ctrl', 'Shift', 'Z'],
    action: 'Redo what you undid (⌘ Shift Z on a Mac)',
    where: 'Weekly and Quick Update',
  },
  { keys: ['Enter'], action: 'Save the title or name you are editing', where: 'Titles and Settings' },
  { keys: ['Esc'], action: 'Close a dialog or stop editing', where: 'Everywhere' },
  { keys: ['?'], action: 'Show these keyboard shortcuts', where: 'Everywhere' },
]

/** Typing there must not trigger single-key shortcuts. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}
