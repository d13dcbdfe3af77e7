'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Units of each currency per one euro, as decimal strings from the database. */
export type RatesPerEur = Readonly<Record<string, string>>;

const RatesContext = createContext<RatesPerEur | null>(null);

export function ExchangeRatesProvider({
  rates,
  children,
}: {
  rates: RatesPerEur;
  children: ReactNode;
}) {
  return <RatesContext value={rates}>{children}</RatesContext>;
}

export function useExchangeRates(): RatesPerEur | null {
  return useContext(RatesContext);
}
