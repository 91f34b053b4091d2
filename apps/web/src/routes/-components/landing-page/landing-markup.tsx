import { renderToString } from 'react-dom/server'
import { LandingPage } from './landing-page.tsx'

/**
 * The landing page's HTML, rendered at build time into the page a visitor's '/' gets (issue 18): the
 * hero shows as soon as the HTML and stylesheet arrive, and main.tsx hydrates it once its script runs.
 */
export function landingMarkup(): string {
  return renderToString(<LandingPage navigate={() => {}} />)
}
