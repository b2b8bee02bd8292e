import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

const restPost = REST_POST(config)

const overridesToGet = (request: Request) =>
  request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET'

/**
 * A POST that says it is a GET (`X-Payload-HTTP-Method-Override: GET`) with a JSON body has that
 * body parsed by Payload before its error handling: a body that is no JSON answered 500. It is
 * the client's mistake, so it answers 400 as every other unreadable body does (cms/clientErrors.ts).
 */
export async function POST(request: Request, context: { params: Promise<{ slug: string[] }> }) {
  if (overridesToGet(request) && request.headers.get('Content-Type') === 'application/json') {
    try {
      JSON.parse(await request.clone().text())
    } catch {
      return Response.json({ errors: [{ message: 'The request body could not be read.' }] }, { status: 400 })
    }
  }
  return restPost(request, context)
}

export const GET = REST_GET(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
