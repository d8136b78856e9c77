import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contract/common';

/** An error a handler throws on purpose; its message is meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorResponse['errors'],
    /** Extra fields of the answer, e.g. the server's current version of a conflicting edit. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 400 naming one field of the request (the body unless told), as schema errors do, for rules a schema cannot state. */
export function fieldError(field: string, message: string, part = 'body'): HttpError {
  return new HttpError(400, `Invalid ${part}: ${field}`, [{ field: `${part}.${field}`, message }]);
}

/**
 * An edit based on an older version than the stored one. The answer carries the stored
 * version so the user can see both and choose; nothing is overwritten silently.
 */
export class VersionConflictError extends HttpError {
  constructor(current: unknown) {
    super(409, 'This record was changed by someone else since you opened it', undefined, { current });
  }
}

/**
 * Errors Node's HTTP parser meets before a route answers (a body cut short by a closed
 * connection, the request timeout, oversized headers) are answered in the error handler's
 * shape, naming the part of the request at fault, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, field, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'body', 'The request was not sent in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers', 'The request headers are too large']
        : [400, 'body', 'The request could not be read: it ended early or is malformed'];
  const body = JSON.stringify({ status, message, errors: [{ field, message }] });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

export const SYSTEM_ERROR_MESSAGE = /*i18n*/ 'Something went wrong please try again';

/**
 * One error handler: bad input is a 400 naming the failing fields, deliberate errors keep their
 * status and message, and anything else is a 500 whose details stay in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => ({
        field: [part, ...String(issue.instancePath ?? '').split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ status: 400, message: `Invalid ${part}: ${errors.map((e) => e.field).join(', ')}`, errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, status: error.statusCode, message: error.message, errors: error.errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ status: 500, message: SYSTEM_ERROR_MESSAGE });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ status: 500, message: SYSTEM_ERROR_MESSAGE });
    }
    // Fastify's own client errors: malformed JSON, an empty or too large body, a bad content type all concern the body.
    const errors = 'code' in error && String(error.code).startsWith('FST_ERR_CTP_') ? [{ field: 'body', message: error.message }] : undefined;
    return reply.status(statusCode).send({ status: statusCode, message: error.message, errors });
  });
});
