// The bundle's entry: the public API plus the stylesheet, which Vite writes out as dist/styles.css.
// Types come from index.ts, so the declarations carry no CSS import.
import './styles.css'

export * from './index.js'
