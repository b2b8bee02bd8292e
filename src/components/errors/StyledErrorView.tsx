'use client'

// The error view with the site's global styles, for the global error page, which replaces the
// root layout that brings them. Loaded only when that page shows: imported by global-error.tsx
// itself, the styles would be in every root's first load (the framework floor, the admin).
import '@/styles/global.css'

export { ErrorView } from './ErrorView'
