import { expect, it, vi } from 'vitest';
import { DomainError, ValidationError } from './errors';

it('recognises a DomainError thrown by another copy of the module (another bundle layer)', async () => {
  vi.resetModules();
  const other = await import('./errors');
  expect(other.DomainError).not.toBe(DomainError);
  const foreign = new other.DomainError('RATE_LIMITED', 'wait', { form: 'signInThrottled' });
  expect(foreign instanceof DomainError).toBe(true);
  expect(new other.ValidationError({ email: 'emailInvalid' }) instanceof DomainError).toBe(true);
  expect(new Error('plain') instanceof DomainError).toBe(false);
  expect(new DomainError('CONFLICT', 'x') instanceof ValidationError).toBe(false);
  expect(new ValidationError({}) instanceof ValidationError).toBe(true);
});
