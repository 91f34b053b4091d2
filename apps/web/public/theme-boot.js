// Applies this device's Light / Dark choice (src/theme/theme-preference.ts keeps it) before the first
// paint: the prerendered landing page paints long before the app's script runs, and would otherwise show
// the system's scheme first. A classic script, so the parser runs it before painting anything; not an
// inline one, which the Content-Security-Policy (script-src 'self') refuses. "system" is the HTML's own.
try {
  const chosen = localStorage.getItem('sayso-theme')
  if (chosen === 'light' || chosen === 'dark') document.documentElement.dataset.saysoTheme = chosen
} catch {
  // Storage disabled: the system's scheme applies, as it does for a device with no choice.
}
