import { PRODUCT_NAME, TEMPLATES } from '@sayso/shared'

/** Placeholder until the web-shell issue builds the screens. */
export function App() {
  return (
    <main className="placeholder">
      <h1>{PRODUCT_NAME}</h1>
      <p>Speak your notes. Get an audience-ready update.</p>
      <ul>
        {TEMPLATES.map((template) => (
          <li key={template.id}>
            <strong>{template.name}</strong> — {template.description}
          </li>
        ))}
      </ul>
    </main>
  )
}
