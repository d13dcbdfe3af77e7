import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (pdfmake), one line per text object: inflates its
 * streams, reads each embedded font's ToUnicode map and decodes the glyph codes of the page
 * content through it. Enough for our own documents, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const bytes = body
      .slice(start + 6)
      .replace(/^\r?\n/, '')
      .replace(/\r?\nendstream\s*$/, '');
    const buffer = Buffer.from(bytes, 'latin1');
    const stream = dict.includes('/FlateDecode') ? inflateSync(buffer).toString('latin1') : bytes;
    objects.set(Number(match[1]), { dict, stream });
  }

  const fontNames = new Map<string, number>();
  for (const { dict } of objects.values()) {
    for (const font of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of font[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        fontNames.set(entry[1]!, Number(entry[2]));
      }
    }
  }
  const unicodeOf = (fontObject: number): Map<number, string> => {
    const reference = objects.get(fontObject)?.dict.match(/\/ToUnicode (\d+) 0 R/);
    const cmap = reference ? objects.get(Number(reference[1]))?.stream : null;
    const map = new Map<number, string>();
    if (!cmap) return map;
    const hex = (value: string) => parseInt(value, 16);
    const text = (value: string) =>
      String.fromCodePoint(...(value.match(/.{4}/g) ?? []).map((unit) => hex(unit)));
    for (const range of cmap.matchAll(/<(\w+)>\s*<(\w+)>\s*\[([^\]]*)\]/g)) {
      // A ligature maps to several characters: <0066 0069> is "fi".
      const targets = [...range[3]!.matchAll(/<([\w\s]+)>/g)].map((m) =>
        text(m[1]!.replace(/\s/g, '')),
      );
      targets.forEach((target, i) => map.set(hex(range[1]!) + i, target));
    }
    const withoutArrays = cmap.replace(/<\w+>\s*<\w+>\s*\[[^\]]*\]/g, '');
    for (const range of withoutArrays.matchAll(/<(\w+)>\s*<(\w+)>\s*<(\w+)>/g)) {
      for (let code = hex(range[1]!); code <= hex(range[2]!); code++) {
        map.set(code, String.fromCodePoint(hex(range[3]!) + code - hex(range[1]!)));
      }
    }
    return map;
  };
  const maps = new Map([...fontNames].map(([name, object]) => [name, unicodeOf(object)]));

  // pdfmake writes each word as its own text object at its position: words on one baseline
  // form a line (a word carries its trailing space; a gap between columns becomes a tab).
  let text = '';
  let lastY: string | null = null;
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || !stream.includes('BT')) continue;
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<number, string>();
      let word = '';
      const ops = /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<(\w*)>\s*Tj/g;
      for (const op of block[1]!.matchAll(ops)) {
        if (op[1]) font = maps.get(op[1]) ?? new Map();
        const strings = op[2] ? [...op[2].matchAll(/<(\w*)>/g)].map((m) => m[1]!) : [op[3] ?? ''];
        for (const hex of strings) {
          for (const code of hex.match(/.{4}/g) ?? []) word += font.get(parseInt(code, 16)) ?? '';
        }
      }
      if (!word) continue;
      const y =
        block[1]!.match(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm/)?.[1] ?? null;
      // pdfmake also breaks words after a hyphen or slash (E-|mail, 2006/112/|EC).
      if (lastY !== null) text += y !== lastY ? '\n' : /[\s/-]$/.test(text) ? '' : '\t';
      text += word;
      lastY = y;
    }
  }
  return text;
}
