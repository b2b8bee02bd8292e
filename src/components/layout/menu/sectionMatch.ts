/** Spec §2.5: whether a path (without language prefix) is one of a header section's pages. */
export function inSection(pathname: string, roots: readonly string[]): boolean {
  return roots.some((root) => pathname === root || pathname.startsWith(`${root}/`))
}
