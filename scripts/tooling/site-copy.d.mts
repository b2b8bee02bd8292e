export const ROOT: string
export function siteFiles(): string[]
export function copySite(files: string[], from: string, to: string): void
