import { render } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionEmail } from './action-email';
import { renderParts } from './render-parts';

describe('renderParts', () => {
  it('gives the HTML and the same plain text as a second, plain-text render', async () => {
    const element = createElement(ActionEmail, {
      lang: 'de',
      preview: 'Neue Welpen',
      heading: '3 neue Welpen für „Vizsla“',
      paragraphs: ['Ein Absatz mit <Zeichen> & Umlauten: äöü.', 'Noch einer.'],
      action: { label: 'Ansehen', url: 'https://example.test/de/welpen?x=1&y=2' },
      linkHint: 'Oder kopieren Sie diesen Link:',
      footer: 'Sie erhalten diese E-Mail, weil …',
      unsubscribe: { label: 'Abbestellen', url: 'https://example.test/abbestellen' },
    });
    const parts = await renderParts(element);
    expect(parts.html).toBe(await render(element));
    expect(parts.text).toBe(await render(element, { plainText: true }));
    expect(parts.text).toContain('Ein Absatz mit <Zeichen> & Umlauten: äöü.');
    expect(parts.text).toContain('https://example.test/de/welpen?x=1&y=2');
  });
});
