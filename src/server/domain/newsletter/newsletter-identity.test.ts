import { describe, expect, it } from 'vitest';
import { newsletterIdentity } from './newsletter-identity';

describe('newsletterIdentity', () => {
  it.each([
    ['anna@example.test', 'anna@example.test'],
    [' Anna@Example.TEST ', 'anna@example.test'],
    ['anna+news@example.test', 'anna@example.test'],
    ['anna+a+b@example.test', 'anna@example.test'],
    ['a.n.na@example.test', 'a.n.na@example.test'],
    ['a.n.na+x@example.test', 'a.n.na@example.test'],
    ['A.Nna@gmail.com', 'anna@gmail.com'],
    ['a.n.n.a+promo@gmail.com', 'anna@gmail.com'],
    ['anna@googlemail.com', 'anna@gmail.com'],
    ['a.nna+1@GoogleMail.com', 'anna@gmail.com'],
    ['anna@gmail.com.example.test', 'anna@gmail.com.example.test'],
    ['+only@example.test', '+only@example.test'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s counts as %s', (email, identity) => {
    expect(newsletterIdentity(email)).toBe(identity);
  });
});
