import { type APIRequestContext, expect } from '@playwright/test'

/** The `data` of a public API answer (§7), which must be a 200: tests read what editors wrote from it. */
export async function frontData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}
