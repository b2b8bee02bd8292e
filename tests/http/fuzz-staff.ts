/**
 * The signed-in share of tests/http/fuzz-random.test.ts (issue 30): a staff member's reads of
 * /api/cms with `where` operators and values the database cannot take (an object where a value
 * goes, a list of non-ids, the geo operators, a date that is none), on collections, their
 * versions, the globals' versions and Payload's own collections, and ids that are no row's.
 * Reads only (GET and HEAD): the run must not change what the other tests read.
 */
import { collections, globals, pick, type FuzzRequest, type Random } from './fuzz-corpus'

const fields = ['id', 'title', 'firstTitle', 'model', 'createdAt', 'updatedAt', 'publishedAt', '_status', 'category', 'category.title',
  'category.id', 'email', 'status', 'user', 'user.value', 'document.value', 'parent', 'latest', 'version.title', 'version.createdAt',
  'version._status', 'version.category', 'sizes.thumb.width', 'width', 'meta.title', 'to.reference', 'nope']
const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than',
  'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects']
const values = ['a,b,c', '1,2', '1', 'notadate', '2024-01-01', '2024-13-45', '1e999', '-1', '0', '', 'null', 'true', 'x', '%25zz',
  '%E4%B8%AD', '1,2,3,4,5,6,7,8,9,10,11', "'%20OR%201=1", 'x'.repeat(300)]
/** A clause for one key (`where[title][equals]`): a value, or an object or a list where a value goes. */
const shapes = [
  (key: string, value: () => string) => `${key}=${value()}`,
  (key: string, value: () => string) => `${key}=${value()}`,
  (key: string, value: () => string) => `${key}[$ne]=${value()}`,
  (key: string, value: () => string) => `${key}[$gt]=${value()}`,
  (key: string, value: () => string) => `${key}[0]=${value()}&${key}[1]=${value()}`,
  (key: string, value: () => string) => `${key}[]=${value()}`,
  (key: string, value: () => string) => `${key}[relationTo]=products&${key}[value]=${value()}`,
  (key: string, value: () => string) => `${key}[a][b][c]=${value()}`,
]
const ids = ['1', '2', 'abc', '1e999', '-1', '0', '%25zz', '9007199254740993', 'me']

function where(random: Random): string {
  const clause = (prefix: string) => pick(random, shapes)(`${prefix}[${pick(random, fields)}][${pick(random, operators)}]`, () => pick(random, values))
  return pick(random, [
    () => clause('where'),
    () => `${clause('where')}&${clause('where')}`,
    () => `${clause('where[or][0]')}&${clause('where[or][1]')}`,
    () => clause('where[and][0][or][0]'),
  ])()
}

function target(random: Random): string {
  const collection = pick(random, collections)
  const global = pick(random, globals)
  return pick(random, [
    `/api/cms/${collection}`,
    `/api/cms/${collection}`,
    `/api/cms/${collection}/count`,
    `/api/cms/${collection}/versions`,
    `/api/cms/${collection}/versions/${pick(random, ids)}`,
    `/api/cms/${collection}/${pick(random, ids)}`,
    `/api/cms/globals/${global}`,
    `/api/cms/globals/${global}/versions`,
    `/api/cms/globals/${global}/versions/${pick(random, ids)}`,
  ])
}

const extras = ['depth=0', 'depth=3', 'limit=1', 'page=2', 'draft=true', 'locale=all', 'locale=en', 'sort=-createdAt', 'sort=version.title',
  'trash=true', 'select[title]=true', 'pagination=false']

/** Queries the admin itself sends, so that the share also reaches the database with a good one. */
const wellFormed = ['', 'where[id][in]=1,2,3', 'where[createdAt][greater_than]=2024-01-01', 'where[updatedAt][less_than]=2030-01-01T00:00:00.000Z',
  'where[id][equals]=1', 'where[id][exists]=true', 'limit=5&page=1', 'depth=1', 'sort=-updatedAt']

/** One staff read: the session as the admin sends it (cookie) or as a script does (JWT). */
export function staffRequest(random: Random, token: string): FuzzRequest {
  const query = [random() < 0.35 ? pick(random, wellFormed) : where(random)]
  if (random() < 0.4) query.push(pick(random, extras))
  const headers: Record<string, string> =
    random() < 0.5 ? { authorization: `JWT ${token}` } : { cookie: `payload-token=${token}` }
  const search = query.filter(Boolean).join('&')
  return { method: random() < 0.9 ? 'GET' : 'HEAD', target: search ? `${target(random)}?${search}` : target(random), headers, staff: true }
}
