import { createContext, useContext, type ComponentProps, type MouseEvent, type ReactNode } from 'react'

/** Where the landing page leads: the ways in. */
export type LandingDestination = '/login' | '/signup'

/** Opens a way in: the router's navigation inside the app, or starting the app from the bare landing page. */
export type LandingNavigate = (to: LandingDestination) => void

const LandingNavigation = createContext<LandingNavigate>((to) => window.location.assign(to))

export function LandingNavigationProvider({ navigate, children }: { navigate: LandingNavigate; children: ReactNode }) {
  return <LandingNavigation.Provider value={navigate}>{children}</LandingNavigation.Provider>
}

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * A link out of the landing page. Not the router's Link: visitors get the landing page without the
 * router (issue 18's budget), so the navigation comes from the page's host. A modified click (new tab)
 * is left to the browser.
 */
export function LandingLink({ to, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: LandingDestination }) {
  const navigate = useContext(LandingNavigation)
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        navigate(to)
      }}
    />
  )
}
