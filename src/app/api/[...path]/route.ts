import { fail } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { message } from '@/rules/messages'

/**
 * Any /api address no route owns (`/api/front/news/;x=1`, `/api/nothing`): 404 in the envelope.
 * Without it Next answered with the site's HTML 404 page, and for a multipart POST it first read
 * the body as a no-script form action and failed with 500 on junk.
 */
const notFound = handle(async ({ visitor }) => fail(404, message('notFoundResource', visitor.locale)))

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT }
