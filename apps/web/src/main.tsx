import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { registerServiceWorker } from './offline/register-service-worker.ts'
import { forgetRememberedUser, hasRememberedUser } from './offline/remembered-user.ts'
import { LandingPage, type LandingDestination } from './routes/-components/landing-page/index.ts'
import { themePreference } from './theme/theme-preference.ts'
import { GlobalNotices } from './toasts/global-notices.tsx'
// The component library's stylesheet first, so the app's own tokens and rules win where they differ.
import '@sayso/recorder-ui/styles.css'
import './styles/global.css'

themePreference.start()

const container = document.getElementById('root')!
// A visitor's '/' arrives with the landing page already rendered into it (build/prerender-landing.ts).
const prerendered = container.hasChildNodes()
let root: Root | null = null

const loadApp = () => import('./start-app.tsx')

type Visit = 'visitor' | 'signed-in' | 'unknown'

/** Who is here, as the server says: only a 401 means a visitor; offline or a failing server is unknown. */
async function whoIsHere(): Promise<Visit> {
  try {
    const response = await fetch('/api/auth/user', { credentials: 'include' })
    if (response.status === 401) return 'visitor'
    return response.ok ? 'signed-in' : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Leaving the landing page for login or signup starts the app there. */
async function openFromLanding(to: LandingDestination): Promise<void> {
  const { startApp } = await loadApp()
  window.history.pushState(null, '', to)
  startApp(appRoot(), { visitor: true })
}

function showLanding(): void {
  const landing = (
    <StrictMode>
      <LandingPage navigate={(to) => void openFromLanding(to)} />
      <GlobalNotices />
    </StrictMode>
  )
  if (!root && prerendered) root = hydrateRoot(container, landing)
  else appRoot().render(landing)
}

/** The page's one React root: the hydrated landing page's, or else a new one. */
function appRoot(): Root {
  root ??= createRoot(container)
  return root
}

async function showApp(visitor: boolean): Promise<void> {
  const { startApp } = await loadApp()
  startApp(appRoot(), { visitor })
}

/**
 * A visitor's '/' is the landing page alone: React without the router, the data cache, zod or sync, which
 * load only when the visitor heads for login or signup (issue 18: the landing page ships no app). On a
 * device nobody is signed in on, the landing page shows at once while the server is asked; should it
 * know the user after all, the app takes over. Every other address, and '/' for someone signed in,
 * starts the app.
 */
async function start(): Promise<void> {
  if (window.location.pathname !== '/') return showApp(false)
  const visit = whoIsHere()
  if (!hasRememberedUser()) {
    showLanding()
    // Unknown (offline, server down): a visitor is better off with the landing page than an error screen.
    if ((await visit) === 'signed-in') await showApp(false)
    return
  }
  if ((await visit) !== 'visitor') return showApp(false)
  forgetRememberedUser()
  showLanding()
}

void start()
registerServiceWorker()
