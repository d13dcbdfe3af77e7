/**
 * Time limits that users read: the domain enforces them and the messages show them through
 * placeholders, so each number is written once.
 */
export const PAYMENT_WINDOW_MINUTES = 30;
/** A deleted ad can be restored for this many days. */
export const RESTORE_DAYS = 30;
/** A published or renewed ad stays visible for this many days. */
export const ACTIVE_DAYS = 90;

/** The placeholder values every message that names one of these limits takes. */
export const TIME_LIMIT_VALUES = {
  minutes: PAYMENT_WINDOW_MINUTES,
  restoreDays: RESTORE_DAYS,
  activeDays: ACTIVE_DAYS,
} as const;
