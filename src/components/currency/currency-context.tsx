'use client';

import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CURRENCY_COOKIE, isCurrency, type Currency } from '@/i18n/currencies';

interface CurrencyState {
  currency: Currency;
  setCurrency(currency: Currency): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);
const listeners = new Set<() => void>();

function readCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CURRENCY_COOKIE}=`))
    ?.split('=')[1];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's display currency: the remembered choice, else the language's default. */
export function CurrencyProvider({
  fallback,
  children,
}: {
  fallback: Currency;
  children: ReactNode;
}) {
  const stored = useSyncExternalStore(subscribe, readCookie, () => undefined);
  const currency = isCurrency(stored) ? stored : fallback;
  const setCurrency = useCallback((next: Currency) => {
    document.cookie = `${CURRENCY_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    listeners.forEach((listener) => listener());
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider');
  return state;
}
