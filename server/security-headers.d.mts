export const commonHeaders: Readonly<Record<string, string>>
export function pagePolicy(scriptHashes: string[]): string
export function adminPolicy(nonce: string): string
export const resourcePolicy: string
export function inlineScriptHashes(html: string): string[]
export function isInternalHeader(name: string, contentType: string | number | string[] | undefined): boolean
export function isAdminPath(url: string | undefined): boolean
