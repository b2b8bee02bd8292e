/** What the floor pages show: one line of text, nothing of the site's. */
export function FloorContent() {
  return <p>The framework&apos;s floor.</p>
}
