import 'server-only';
import type { Locale } from '@/i18n/locales';
import { getDatabase, type DatabaseHandle, type Executor } from './db/client';
import { createLocalEventBus, createPostgresEventBus, type EventBus } from './events/bus';
// Registers what each order type does when paid, before any context can apply a payment.
import './order-handlers';

export type Role = 'USER' | 'ADMIN' | 'ADMINV' | 'ADMINM';

/** The signed-in person a request acts for. */
export interface Viewer {
  id: string;
  role: Role;
  emailVerified: boolean;
  /** Signed in with a TOTP second factor (every session of an account that has one). */
  twoFactorEnabled: boolean;
}

/** Everything a domain function needs about the request: who, in which language, with what. */
export interface RequestContext {
  viewer: Viewer | null;
  locale: Locale;
  db: Executor;
  events: EventBus;
  now(): Date;
}

const globalForEvents = globalThis as unknown as { appEventBus?: EventBus };

export function eventBusFor(handle: DatabaseHandle): EventBus {
  return handle.url ? createPostgresEventBus(handle.url) : createLocalEventBus();
}

/** The process-wide event bus, matching the database driver. */
export function getEventBus(): EventBus {
  globalForEvents.appEventBus ??= eventBusFor(getDatabase());
  return globalForEvents.appEventBus;
}

export async function closeEventBus(): Promise<void> {
  const bus = globalForEvents.appEventBus;
  globalForEvents.appEventBus = undefined;
  await bus?.close();
}

/** A context for server components and route handlers of the app process. */
export function createRequestContext(
  input: { locale?: Locale; viewer?: Viewer | null } = {},
): RequestContext {
  return {
    viewer: input.viewer ?? null,
    locale: input.locale ?? 'en',
    db: getDatabase().db,
    events: getEventBus(),
    now: () => new Date(),
  };
}
