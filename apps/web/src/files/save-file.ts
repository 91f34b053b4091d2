/** Hands a file to the browser's download (the user's Downloads folder, or a save prompt). */
export function saveFile(fileName: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The click starts the download synchronously; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
