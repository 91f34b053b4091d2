import { updateHtml, updatePlainText, type ExportableUpdate } from './update-export.ts'

/**
 * Puts rich text and plain text on the clipboard (the workspace's Copy and Recent Updates' Copy alike);
 * where rich text is not allowed, plain text only.
 */
export async function copyUpdateToClipboard(update: ExportableUpdate): Promise<void> {
  const plain = updatePlainText(update)
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([updateHtml(update)], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ])
      return
    } catch (error) {
      // Permission refused outright: plain text would be refused too.
      if (error instanceof DOMException && error.name === 'NotAllowedError') throw error
    }
  }
  await navigator.clipboard.writeText(plain)
}
