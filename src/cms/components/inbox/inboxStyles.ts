import type { CSSProperties } from 'react'

/** The inbox bar and dashboard look: Payload's own theme variables, so dark mode follows. */
export const bar: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  margin: '0 0 20px',
  padding: '14px 16px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '6px',
  background: 'var(--theme-elevation-50)',
}
export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '10px' }
export const chip: CSSProperties = {
  padding: '6px 14px',
  borderRadius: '999px',
  border: '1px solid var(--theme-elevation-250)',
  background: 'var(--theme-bg)',
  color: 'var(--theme-text)',
  cursor: 'pointer',
  fontSize: '13px',
}
// A whole `border`, never `borderColor` beside the shorthand: React, switching a chip between the
// two styles, would otherwise leave the chosen chip's dark border on the chip left unchosen.
export const chipOn: CSSProperties = { ...chip, background: 'var(--theme-text)', color: 'var(--theme-bg)', border: '1px solid var(--theme-text)', fontWeight: 600 }
export const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '12px', opacity: 0.9 }
export const control: CSSProperties = {
  height: '32px',
  minWidth: '140px',
  padding: '0 8px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: '4px',
  background: 'var(--theme-input-bg, var(--theme-bg))',
  color: 'var(--theme-text)',
  fontSize: '13px',
}
export const exportButton: CSSProperties = {
  ...chip,
  marginLeft: 'auto',
  borderRadius: '4px',
  textDecoration: 'none',
  fontWeight: 600,
  // Payload's success-500 (#1587ba) under white text is 4.0:1; success-750 is darker (AA, issue 31).
  background: 'var(--theme-success-750, #0b5e85)',
  border: '1px solid transparent',
  color: '#fff',
}
export const card: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '6px',
  padding: '16px 18px',
  background: 'var(--theme-elevation-50)',
  minWidth: '260px',
  flex: '1 1 260px',
}
