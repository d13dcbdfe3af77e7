import { IntlMessageFormat } from 'intl-messageformat';

/** Walks compiled messages for checks over every message (tests and scripts), not for rendering. */
type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// Element kinds of intl-messageformat's AST (its TYPE enum).
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

export interface PluralUse {
  name: string;
  categories: string[];
}

/** The messages' arguments used as bare values, each with the literal text that follows it. */
export function bareArguments(elements: Element[]): { name: string; after: string }[] {
  const out: { name: string; after: string }[] = [];
  elements.forEach((element, index) => {
    const next = elements[index + 1];
    if (element.type === ARGUMENT) {
      out.push({ name: element.value, after: next?.type === LITERAL ? next.value : '' });
    }
    for (const child of children(element)) out.push(...bareArguments(child));
  });
  return out;
}

/** Every plural argument with the categories it spells out (exact `=0` matches left aside). */
export function pluralUses(elements: Element[]): PluralUse[] {
  const out: PluralUse[] = [];
  for (const element of elements) {
    if (element.type === PLURAL) {
      const categories = Object.keys(element.options).filter((key) => !key.startsWith('='));
      out.push({ name: element.value, categories });
    }
    for (const child of children(element)) out.push(...pluralUses(child));
  }
  return out;
}

/** The text written into a message, piece by piece, without its arguments. */
export function literals(elements: Element[]): string[] {
  return elements.flatMap((element) => [
    ...(element.type === LITERAL ? [element.value] : []),
    ...children(element).flatMap(literals),
  ]);
}

function children(element: Element): Element[][] {
  if (element.type === PLURAL || element.type === SELECT) {
    return Object.values(element.options).map((option) => option.value);
  }
  if (element.type === TAG) return [element.children];
  return [];
}

export const astOf = (text: string, tag: string) => new IntlMessageFormat(text, tag).getAst();
