import { NodeHttpHandler } from '@smithy/node-http-handler'

import { metrics } from './metrics'

type Handle = NodeHttpHandler['handle']

/**
 * The S3 client's HTTP handler (the SDK's own), timing every call to the bucket into the
 * dependency metrics; an answer of 5xx counts as an error like a call that could not connect.
 */
export class TimedS3Handler extends NodeHttpHandler {
  override async handle(...[request, options]: Parameters<Handle>): ReturnType<Handle> {
    return metrics.timed('s3', request.method.toLowerCase(), async () => {
      const answer = await super.handle(request, options)
      if (answer.response.statusCode >= 500) metrics.increment('site_dependency_errors_total', { service: 's3', operation: request.method.toLowerCase() })
      return answer
    })
  }
}
