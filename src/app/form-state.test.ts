import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '@/server/domain/errors';
import { domainErrorFields, formStateFromError } from './form-state';

describe('domainErrorFields', () => {
  it.each([
    ['a validation error', new ValidationError({ title: 'tooLong' }), { title: 'tooLong' }],
    [
      'an error naming the form',
      new DomainError('RATE_LIMITED', 'slow down', { form: 'RATE_LIMITED' }),
      { form: 'RATE_LIMITED' },
    ],
    ['a missing right', new ForbiddenError('edit'), { form: 'FORBIDDEN' }],
    ['an unknown id', new NotFoundError('Listing'), { form: 'NOT_FOUND' }],
    ['no session', new UnauthenticatedError(), { form: 'UNAUTHENTICATED' }],
  ])('gives the message keys of %s', (_what, error, fields) => {
    expect(domainErrorFields(error)).toEqual(fields);
  });

  it('returns a copy the caller may change', () => {
    const error = new ValidationError({ title: 'tooLong' });
    domainErrorFields(error).title = 'required';
    expect(error.fields).toEqual({ title: 'tooLong' });
  });

  it('rethrows anything that is not a refusal', () => {
    const crash = new Error('connection lost');
    expect(() => domainErrorFields(crash)).toThrow(crash);
    expect(() => domainErrorFields('a string')).toThrow();
  });
});

describe('formStateFromError', () => {
  it('keeps the values (and a step) beside the errors', () => {
    const state = formStateFromError(new ValidationError({ code: 'codeWrong' }), {
      values: { email: 'a@b.example' },
      done: 'code',
    });
    expect(state).toEqual({
      fields: { code: 'codeWrong' },
      values: { email: 'a@b.example' },
      done: 'code',
    });
  });

  it('starts from empty values', () => {
    expect(formStateFromError(new ForbiddenError('edit'))).toEqual({
      fields: { form: 'FORBIDDEN' },
      values: {},
    });
  });
});
