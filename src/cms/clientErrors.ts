/**
 * The client's mistakes get Payload's REST API a 4xx, never a 500 (security issue, item 6).
 * Payload lets these through to a 5xx; each fix is a hook, so no generated file changes:
 * - a `where` the database cannot take, or a document id that is no number → 400 / 404
 *   (./queryGuard, checked before every collection operation of REST and GraphQL, against the
 *   version fields for a read of versions, and for a global's versions, which have no hook);
 * - a body it cannot read (a JSON `_payload` field that is no JSON, broken multipart) → 400;
 * - its internal migrations collection, which has no REST endpoints, answered 501 → 404;
 * - e-mail verification (`POST /api/cms/users/verify/x`), which our users do not use, queried a
 *   column that does not exist → 404; so did the versions of a collection that keeps none → 404;
 * - a write with no body (a draft save of a global read `data._status` of nothing) → 400.
 */
import {
  APIError,
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  NotFound,
  QueryError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type FlattenedField,
  type GlobalBeforeOperationHook,
  type PayloadHandler,
  type PayloadRequest,
  type Plugin,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'

import { isUnreadableBody } from '@rugged/log-limit'

import { isImpossibleId, unqueryablePaths } from './queryGuard'

const unreadableBodyMessage = 'The request body could not be read.'
const writes = new Set(['create', 'update', 'updateByID'])

function refuseMissingBody(operation: string, args: unknown): void {
  const { data } = args as { data?: unknown }
  if (writes.has(operation) && (typeof data !== 'object' || data === null)) throw new APIError(unreadableBodyMessage, 400)
}

/** Throws the 400 or 404 Payload would answer, when the database could not take the query. */
function refuseQuery(req: PayloadRequest, where: unknown, id: unknown, fields: readonly FlattenedField[]): void {
  const problems = unqueryablePaths(where, fields)
  if (problems.length > 0) throw new QueryError(problems.map((path) => ({ path })))
  if (isImpossibleId(id, req.payload.db.defaultIDType)) throw new NotFound(req.t)
}

const queryable = new WeakMap<SanitizedCollectionConfig, FlattenedField[]>()

/**
 * The paths a query of the collection may name: its fields, and those of its versions (`parent`,
 * `version.title`, `latest`). A read of versions reaches this hook as a `read`, like any other.
 */
function queriedFields(req: PayloadRequest, collection: SanitizedCollectionConfig): readonly FlattenedField[] {
  if (!collection.versions) return collection.flattenedFields
  let fields = queryable.get(collection)
  if (!fields) {
    const own = new Set(collection.flattenedFields.map((field) => field.name))
    const versions = buildVersionCollectionFields(req.payload.config, collection, true).filter((field) => !own.has(field.name))
    queryable.set(collection, (fields = [...collection.flattenedFields, ...versions]))
  }
  return fields
}

const refuseUnqueryable: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  refuseMissingBody(operation, args)
  const { where, id } = args as { where?: unknown; id?: unknown }
  refuseQuery(req, where, id, queriedFields(req, collection))
  return args
}

const refuseGlobalWithoutBody: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'local') refuseMissingBody(operation, args)
  if (operation === 'restoreVersion' && isImpossibleId((args as { id?: unknown }).id, req.payload.db.defaultIDType)) throw new NotFound(req.t)
  return args
}

/**
 * A global's versions are read with no hook before the database: its REST handlers for them
 * (`GET /globals/<slug>/versions` and `/versions/:id`) check the query first.
 */
function guardGlobalVersionReads(global: SanitizedGlobalConfig, config: PayloadRequest['payload']['config']): void {
  if (!Array.isArray(global.endpoints)) return
  const fields = buildVersionGlobalFields(config, global, true)
  const guarded = (handler: PayloadHandler): PayloadHandler => async (req) => {
    refuseQuery(req, req.query?.where, req.routeParams?.id, fields)
    return handler(req)
  }
  global.endpoints = global.endpoints.map((endpoint): Endpoint =>
    endpoint.method === 'get' && (endpoint.path === '/versions' || endpoint.path === '/versions/:id')
      ? { ...endpoint, handler: guarded(endpoint.handler) }
      : endpoint,
  )
}

/** What Payload (and busboy under it) throw for a body they cannot parse: the client's error. */
/** An error `unreadableBodyIs400` answers 400 (the test lives beside the log limit, which needs it too). */
export { isUnreadableBody }

export const unreadableBodyIs400: AfterErrorHook = ({ error }) => {
  if (!isUnreadableBody(error)) return
  return { status: 400, response: { errors: [{ message: unreadableBodyMessage }] } }
}

export const clientErrorsAre4xx: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [refuseUnqueryable, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeOperation: [refuseGlobalWithoutBody, ...(global.hooks?.beforeOperation ?? [])] },
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), unreadableBodyIs400] },
  onInit: async (payload) => {
    for (const { config: collection } of Object.values(payload.collections)) {
      // `endpoints: false` answers 501 Not Implemented to every request; no endpoints answers 404.
      if (collection.endpoints === false) collection.endpoints = []
      if (!collection.auth?.verify) collection.endpoints = collection.endpoints.filter((endpoint) => endpoint.path !== '/verify/:id')
      // A collection without versions has no versions table: reading its versions failed with 500.
      if (!collection.versions) collection.endpoints = collection.endpoints.filter((endpoint) => !endpoint.path.startsWith('/versions'))
      // Payload's own collections (preferences, locked documents …) join after the plugins ran.
      const hooks = (collection.hooks.beforeOperation ??= [])
      if (!hooks.includes(refuseUnqueryable)) hooks.unshift(refuseUnqueryable)
    }
    for (const global of payload.globals.config) guardGlobalVersionReads(global, payload.config)
    await config.onInit?.(payload)
  },
})
