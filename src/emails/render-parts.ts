import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';

/**
 * React Email's own plain-text conversion (`toPlainText`: no wrapping, its selectors), compiled
 * once: `toPlainText` compiles its options again for every e-mail.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * An e-mail's HTML and its plain-text part from one React render: the text is read from the
 * HTML, as `render(element, { plainText: true })` would read it after rendering it again.
 */
export async function renderParts(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

const translators = new Map<string, unknown>();

/**
 * One translator per language and namespace (`key`) for the process, so a sweep of thousands
 * of e-mails parses each message once; made afresh in development, where texts change.
 */
export function cachedTranslator<T>(key: string, make: () => T): T {
  if (process.env.NODE_ENV === 'development') return make();
  if (!translators.has(key)) translators.set(key, make());
  return translators.get(key) as T;
}
