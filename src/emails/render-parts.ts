import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/**
 * An e-mail's HTML and its plain-text part from one React render: the text is read from the
 * HTML, as `render(element, { plainText: true })` would read it after rendering it again.
 */
export async function renderParts(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
