import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAreas } from './areas';
import { reportJobRunner } from './jobs';
import { mailQueuePlugin } from './mail';
import { reportingRefreshPlugin } from './reporting/plugin';
import type { Config } from './config';
import type { Db } from './db/client';
import type { BlobStore } from './files/blob-store';
import { openBlobStore } from './files/open-blob-store';
import { authenticate, publicScope } from './plugins/authenticate';
import { clientErrorHandler, errorHandler } from './plugins/error-handler';
import { operations, requestIdOf } from './plugins/operations';
import { assertPathParametersConstrained, inputValidatorCompiler } from './plugins/input-rules';
import { openApiOptions } from './plugins/openapi-document';
import { requestContext } from './plugins/request-context';
import { securityHeaders } from './plugins/security-headers';
import { ConciseRequestLog } from './plugins/request-log';
import { responseCompression } from './plugins/response-compression';
import { staticApp } from './plugins/static-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Photos and plate images, one store for every area. */
    blobStore: BlobStore;
    /** Every route as registered: what the route walk tests read. */
    routeTable: readonly RegisteredRoute[];
  }
}

/**
 * A route as the onRoute hooks saw it. options is the object the hooks share, so its config is
 * the final one once the app is ready (scopes' hooks run after the root's).
 */
export interface RegisteredRoute {
  method: RouteOptions['method'];
  url: string;
  options: RouteOptions;
}

export interface AppDependencies {
  db: Db;
  config: Config;
  /** Defaults to the store the configuration names (openBlobStore). */
  blobStore?: BlobStore;
}

function trustProxySetting(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const MAX_PARAM_LENGTH = 500;

/** A path the router cannot read (bad percent-encoding, an over-long parameter) is a refusal naming the path parameters, as the error handler's 400s do. */
const pathError: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const statusCode = error.statusCode ?? 400;
  // Fastify's messages quote the URL: the answer says what is wrong without echoing it.
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters` : 'The path could not be read';
  const body = { status: statusCode, message, errors: [{ field: 'params', message }] };
  void (reply as FastifyReply).code(statusCode).send(body);
};

/** Request bodies may carry large JSON (unit imports); single strings are capped by their schemas. */
const BODY_LIMIT = 16 * 1024 * 1024;

export async function buildApp({ db, config, blobStore }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new ConciseRequestLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    frameworkErrors: pathError,
    clientErrorHandler,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(inputValidatorCompiler);
  app.addHook('onRoute', assertPathParametersConstrained);
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push({ method: route.method, url: route.url, options: route }));
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('blobStore', blobStore ?? openBlobStore(config));

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(responseCompression);
  await app.register(operations);
  await app.register(fastifySwagger, openApiOptions(config));
  await app.register(async (docs) => {
    publicScope(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
  await app.register(authenticate);
  await app.register(requestContext);
  // Report areas register their job kinds on the runner, so it comes first.
  await app.register(reportJobRunner);
  await app.register(mailQueuePlugin);
  await app.register(reportingRefreshPlugin);
  await registerAreas(app);
  await app.register(staticApp);
  return app;
}
