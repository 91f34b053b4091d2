/**
 * The web app's one inline script: it applies this device's Light / Dark choice (kept under
 * 'sayso-theme' by apps/web/src/theme/theme-preference.ts) to <html data-sayso-theme> before the first
 * paint, so the prerendered landing page does not flash the system's scheme first. Inline, so it costs
 * no request on a slow phone; the web build puts it in every page's head, and the server's CSP allows
 * exactly this text by its hash (script-src stays 'self' otherwise). 'system' is the HTML's own value.
 */
export const THEME_BOOT_SCRIPT =
  "try{var t=localStorage.getItem('sayso-theme');if(t==='light'||t==='dark')document.documentElement.dataset.saysoTheme=t}catch(e){}"
