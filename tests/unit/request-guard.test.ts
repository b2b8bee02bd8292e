import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { decideVisitor } from '@rugged/front-door'
import { refusals } from '@rugged/front-door/refusals'

import { messages } from '@/rules/messages'
import { visitorMessages } from '@/rules/visitorMessages'

import { allowedMethods, answerClientError, isWellFormedPath, refuseRequest as refuseIn } from '../../server/request-guard.ts'

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers })
/** The guard's refusal in the language the front door decides for the request, as the server asks it. */
const refuseRequest = (req: ReturnType<typeof request>) => refuseIn(req, decideVisitor({ url: req.url, header: (name) => req.headers[name] }, 0).language)

describe('request guard: what Next must not see (no 5xx on malformed requests)', () => {
  it('lets every ordinary method and well-formed path through', () => {
    for (const method of allowedMethods) expect(refuseRequest(request(method, '/'))).toBeNull()
    for (const url of ['/en/product-detail/%E4%B8%AD', '/api/front/news?id=%zz&x=%', '/a%2Fb', '/%00', '/%25', '/m.index?language=en']) {
      expect(isWellFormedPath(url), url).toBe(true)
      expect(refuseRequest(request('GET', url)), url).toBeNull()
    }
  })

  it('answers TRACE and the WebDAV methods 405 with Allow', () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', '']) {
      const refusal = refuseRequest(request(method, '/'))
      expect(refusal?.status, method).toBe(405)
      expect(refusal?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    }
  })

  it('answers 400 to a target that is no path or whose path does not decode to UTF-8', () => {
    for (const url of ['*', 'http://example.com/', '', '/%', '/%z', '/api/front/%zz', '/en/product-detail/%ff', '/admin/%', '/%c0%af', '/%e4%b8']) {
      expect(isWellFormedPath(url), url).toBe(false)
      expect(refuseRequest(request('OPTIONS', url))?.status, url).toBe(400)
    }
  })

  it('answers 400 to a Host header that names no host, and lets real ones through', () => {
    for (const host of ['a b', 'localhost:99999', '127.0.0.1:3000, evil.example', '', 'x/y', 'a@b', 'h#x']) {
      expect(refuseRequest(request('GET', '/admin', { host }))?.status, host).toBe(400)
    }
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'www.example.com', 'xn--fsq.example', 'caf\u00e9.example']) {
      expect(refuseRequest(request('GET', '/admin', { host })), host).toBeNull()
    }
    expect(refuseRequest(request('GET', '/admin'))).toBeNull()
  })

  it('answers 400 to an optimiser picture whose local source Next would fetch from itself and fail on', () => {
    const image = (url: string) => `/_next/image?w=640&q=75&url=${encodeURIComponent(url)}`
    for (const url of ['/api/cms/media/file/%zz', '/api/cms/media/file/x%', '/api/cms/media/file/x/', '/en/']) {
      expect(refuseRequest(request('GET', image(url)))?.status, url).toBe(400)
    }
    // Sources Next answers itself (a 4xx), or that it can fetch: left to it.
    for (const url of ['/api/cms/media/file/a.png', '/api/cms/media/file/50%25off.png', '/', 'https://example.com/x/']) {
      expect(refuseRequest(request('GET', image(url))), url).toBeNull()
    }
    expect(refuseRequest(request('GET', '/img/640/x.png?url=/%zz'))).toBeNull()
  })

  it('answers 400 to a multipart POST to a page unless it is a server action', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(refuseRequest(request('POST', '/en/solution-list', form))?.status).toBe(400)
    expect(refuseRequest(request('POST', '/admin/login', form))?.status).toBe(400)
    expect(refuseRequest(request('POST', '/admin', { ...form, 'next-action': 'abc' }))).toBeNull()
    expect(refuseRequest(request('POST', '/api/cms/media', form))).toBeNull()
    expect(refuseRequest(request('POST', '/api/front/leaveMessage', form))).toBeNull()
    expect(refuseRequest(request('POST', '/en/solution-list', { 'content-type': 'application/json' }))).toBeNull()
  })

  it('answers 404 in the visitor’s language to a write the unknown-address step found to name no page, after the 405 and 400 rules', () => {
    const refusal = refuseIn(request('POST', '/en/x7k2q', { 'content-type': 'application/json' }), 'en', true)
    expect(refusal).toMatchObject({ status: 404, body: 'This page could not be found\n', headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
    expect(refuseIn(request('DELETE', '/x7k2q'), 'zh', true)?.body).toBe(`${visitorMessages.notFound.zh}\n`)
    expect(refuseIn(request('TRACE', '/x7k2q'), 'zh', true)?.status).toBe(405)
    expect(refuseIn(request('PUT', '/%zz'), 'zh', true)?.status).toBe(400)
    expect(refuseIn(request('POST', '/x7k2q'), 'zh', false)).toBeNull()
  })

  it('answers the spec envelope under /api/front and /api/admin, in the caller language', () => {
    const zh = refuseRequest(request('GET', '/api/front/%zz'))
    expect(zh?.headers['Content-Type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(zh!.body)).toEqual({ result: false, data: null, message: refusals.malformedRequest.zh })
    const en = refuseRequest(request('TRACE', '/api/admin/album', { 'accept-language': 'en-GB,en;q=0.9' }))
    expect(JSON.parse(en!.body)).toEqual({ result: false, data: null, message: messages.methodNotAllowed.en })
  })

  it('answers short plain text elsewhere, never cached', () => {
    const refusal = refuseRequest(request('TRACE', '/en/mdm', { 'accept-language': 'en' }))
    expect(refusal?.headers['Content-Type']).toBe('text/plain; charset=utf-8')
    expect(refusal?.headers['Cache-Control']).toBe('private, no-store')
    expect(refusal?.body).toBe('Method not allowed.\n')
    expect(refuseRequest(request('GET', '/%'))?.body).toBe(`${refusals.malformedRequest.zh}\n`)
  })

  it('speaks the language the front door decided: a page by its address, a call by its query, then Accept-Language', () => {
    expect(refuseRequest(request('TRACE', '/en/mdm'))?.body).toBe('Method not allowed.\n')
    expect(refuseRequest(request('TRACE', '/mdm', { 'accept-language': 'en' }))?.body).toBe(`${refusals.methodNotAllowed.zh}\n`)
    expect(JSON.parse(refuseRequest(request('GET', '/api/front/%zz?language=1', { 'accept-language': 'zh' }))!.body).message).toBe(refusals.malformedRequest.en)
    expect(JSON.parse(refuseIn(request('GET', '/api/front/%zz'), 'en')!.body).message).toBe(refusals.malformedRequest.en)
  })

  it('takes its texts from the one catalogue the site\'s messages use too', () => {
    expect(refusals.methodNotAllowed).toEqual(messages.methodNotAllowed)
    expect(refusals.serviceUnavailable).toEqual(messages.serviceUnavailable)
  })
})

describe('a request Node cannot parse (clientError)', () => {
  /** Writes raw bytes to a server using answerClientError; what came back and how the connection ended. */
  async function exchange(raw: string): Promise<{ text: string; ending: string }> {
    const server = createServer(() => {}).on('clientError', answerClientError)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      return await new Promise((resolve) => {
        let text = ''
        const socket = connect(port, '127.0.0.1', () => socket.write(raw))
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (text += chunk))
        socket.on('error', (error: NodeJS.ErrnoException) => resolve({ text, ending: error.code ?? error.message }))
        socket.on('end', () => resolve({ text, ending: 'end' }))
      })
    } finally {
      server.close()
    }
  }

  it('answers a method it does not know 405 with Allow, complete, and closes without a reset though a body was left unread', async () => {
    const answer = await exchange(`FOO /api/front/news HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n${'x'.repeat(200_000)}`)
    expect(answer.text).toBe(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    expect(answer.ending).toBe('end')
  })

  it('answers a broken request line 400 and a header too large 431', async () => {
    expect((await exchange('GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect((await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`)).text).toMatch(/^HTTP\/1\.1 431 /)
  })
})

