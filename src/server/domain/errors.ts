/** Expected failures of domain use cases; the code is the message key under `Errors.`. */
export type DomainErrorCode =
  'NOT_FOUND' | 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'CONFLICT';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field-level message keys for forms, e.g. { title: 'Errors.tooLong' }. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

export class ForbiddenError extends DomainError {
  constructor(action: string) {
    super('FORBIDDEN', `Not allowed: ${action}`);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'Sign-in required');
  }
}

export class ValidationError extends DomainError {
  constructor(fields: Readonly<Record<string, string>>) {
    super('VALIDATION', `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
  }
}
