/**
 * What works only with a script (the lists' filters, the MDM estimate) carries `data-needs-script`;
 * a browser that runs no script hides it, and the page reads as it would without those parts.
 */
export function HiddenWithoutScript() {
  return (
    <noscript>
      <style>{'[data-needs-script]{display:none!important}'}</style>
    </noscript>
  )
}
