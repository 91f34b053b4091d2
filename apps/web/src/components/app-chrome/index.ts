export { AppChrome } from './app-chrome.tsx'
