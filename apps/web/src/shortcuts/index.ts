export { ShortcutsHelp } from './shortcuts-help.tsx'
