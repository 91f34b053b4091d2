// The prerendered landing page (landing.html) starts its app from here, not from a module script in its
// head: the entry (already downloading, as a modulepreload) runs once the page's first frame has been
// shown, so the hydrating script never holds back the hero's first paint on a slow phone (issue 18).
const entry = document.querySelector('link[data-sayso-entry]')
if (entry) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => import(entry.href))))
