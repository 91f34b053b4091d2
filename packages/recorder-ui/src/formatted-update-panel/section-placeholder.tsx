/** An empty section's grey guidance, split at ' – ' into a bold lead and the rest (SPEC §2). */
export function SectionPlaceholder({ text }: { text: string }) {
  const split = text.indexOf(' – ')
  if (split === -1) return <p className="sayso-section__placeholder">{text}</p>
  return (
    <p className="sayso-section__placeholder">
      <strong>{text.slice(0, split)}</strong>
      {text.slice(split)}
    </p>
  )
}
