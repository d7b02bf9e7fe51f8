/**
 * Typed errors thrown by services and guards. The one error handler (errorHandler.ts) turns them
 * into the envelope `{ Response: null, Errors: [...] }` with their status code.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  readonly messages: string[];

  constructor(messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.messages = list;
    this.name = new.target.name;
  }
}

/** 400: invalid input, one message per problem naming the field. */
export class ValidationError extends DomainError {
  readonly statusCode = 400;
}

/** 401: no, expired or invalid token. */
export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
}

/** 403: missing functionality, another tenant's data, inactive user. */
export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
}

/** 404: unknown id or resource. */
export class NotFoundError extends DomainError {
  readonly statusCode = 404;
}

/** 409: stale write or a business rule that forbids the transition. */
export class ConflictError extends DomainError {
  readonly statusCode = 409;
}

/** 413: a request body (an upload) over the configured size. */
export class PayloadTooLargeError extends DomainError {
  readonly statusCode = 413;
}

/** 423: account locked after too many failed sign-ins. */
export class LockedError extends DomainError {
  readonly statusCode = 423;
}

/** 429: rate limited. */
export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
}
