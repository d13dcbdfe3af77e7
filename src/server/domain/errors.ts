/** Expected failures of domain use cases; the code is the message key under `Errors.`. */
export type DomainErrorCode =
  'NOT_FOUND' | 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'CONFLICT';

const BRAND = Symbol.for('dog-market.DomainError');

export class DomainError extends Error {
  /**
   * True for a DomainError from any copy of this module: Next bundles the server for route
   * handlers and for pages apart, and a service created in one layer (the process-wide account
   * services) throws the other layer's class. Subclasses keep the ordinary prototype check.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== DomainError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && BRAND in value;
  }

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field-level message keys for forms, e.g. { title: 'Errors.tooLong' }. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = new.target.name;
    Object.defineProperty(this, BRAND, { value: true });
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
