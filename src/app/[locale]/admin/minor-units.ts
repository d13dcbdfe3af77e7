/** "1 234,5" → 123450 minor units (every currency here counts hundredths); NaN when not money. */
export function minorUnits(value: string): number {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0]/g, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
