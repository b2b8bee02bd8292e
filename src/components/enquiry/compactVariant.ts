import { useEffect, useState, type CSSProperties } from 'react'

import { useResizeCounter } from '@/components/behaviour/useResizeCounter'
import { mobileDialogBreakpointPx, mobileDialogTextWidthPx, mobileDialogWidthRem, mobileRootFontDivisor } from '@/rules/limits'

/** §2.8/§9: the mobile variant below 700 px, re-evaluated whenever the resize counter moves. */
export function useCompactVariant(): boolean {
  const resizes = useResizeCounter()
  const [compact, setCompact] = useState(false)
  useEffect(() => {
    setCompact(window.innerWidth < mobileDialogBreakpointPx)
  }, [resizes])
  return compact
}

export const compactStyle = {
  '--dialog-compact-width': `calc(100vw * ${mobileDialogWidthRem} / ${mobileRootFontDivisor})`,
  '--dialog-compact-text-width': `${mobileDialogTextWidthPx}px`,
} as CSSProperties
