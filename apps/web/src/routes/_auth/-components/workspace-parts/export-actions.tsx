import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, Copy, Download, FileText, Mail, Presentation, ScrollText } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import { saveFile } from '../../../../files/save-file.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { copyUpdateToClipboard } from '../../../../update-export/clipboard.ts'
import { downloadUpdateText } from '../../../../update-export/download-text.ts'
import { updateMailto, updateRtf, type ExportableUpdate } from '../../../../update-export/update-export.ts'
import styles from './workspace-parts.module.css'

async function copy(update: ExportableUpdate) {
  try {
    await copyUpdateToClipboard(update)
    toast({
      title: 'Copied to clipboard!',
      description: 'Your update has been copied to the clipboard.',
      variant: 'success',
    })
  } catch {
    toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' })
  }
}

export function CopyButton({ update, disabled }: { update: ExportableUpdate; disabled: boolean }) {
  return (
    <Button variant="secondary" disabled={disabled} onClick={() => void copy(update)}>
      <Copy size={16} aria-hidden /> Copy
    </Button>
  )
}

interface WeeklyActionsMenuProps {
  update: ExportableUpdate
  /** SPEC §5: Export and Email need formatted sections. */
  hasEntries: boolean
  /** SPEC §5: Show Transcript needs recordings. */
  hasRecordings: boolean
  onShowTranscript: () => void
  /** Issue 17: makes the exec version (a linked Quick Update). */
  onCreateExecVersion: () => void
}

/** SPEC §2: the weekly panel's Actions menu: Show Transcript, Export RTF, download as text, Email; and Create exec version. */
export function WeeklyActionsMenu({
  update,
  hasEntries,
  hasRecordings,
  onShowTranscript,
  onCreateExecVersion,
}: WeeklyActionsMenuProps) {
  return (
    // Not modal: a modal menu would lock scrolling with an injected <style>, which our CSP blocks.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          Actions <ChevronDown size={16} aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item className={styles.menuItem} disabled={!hasRecordings} onSelect={onShowTranscript}>
            <ScrollText size={16} aria-hidden /> Show Transcript
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={styles.menuItem}
            disabled={!hasEntries}
            onSelect={() => saveFile('update.rtf', 'application/rtf', updateRtf(update))}
          >
            <FileText size={16} aria-hidden /> Export RTF
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={styles.menuItem}
            disabled={!hasEntries}
            onSelect={() => downloadUpdateText(update, 'weekly-update.txt')}
          >
            <Download size={16} aria-hidden /> Download Text
          </DropdownMenu.Item>
          <EmailItem update={update} hasEntries={hasEntries} />
          <DropdownMenu.Item className={styles.menuItem} disabled={!hasEntries} onSelect={onCreateExecVersion}>
            <Presentation size={16} aria-hidden /> Create exec version
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** Rendered while the menu is open only: the link holds the whole update's text, too much to build per key press. */
function EmailItem({ update, hasEntries }: { update: ExportableUpdate; hasEntries: boolean }) {
  return (
    <DropdownMenu.Item className={styles.menuItem} disabled={!hasEntries} asChild>
      <a href={hasEntries ? updateMailto(update) : undefined}>
        <Mail size={16} aria-hidden /> Email
      </a>
    </DropdownMenu.Item>
  )
}
