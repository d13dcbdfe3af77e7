import 'server-only';
import path from 'node:path';
import * as pdfmakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake is CommonJS (`module.exports = new pdfmake()`): Node hands it over as the default.
const pdfmake =
  (pdfmakeModule as unknown as { default?: typeof pdfmakeModule }).default ?? pdfmakeModule;

// Roboto, as pdfmake ships it, covers Latin with every diacritic of our languages (ő ű ș ț ř ł)
// and Cyrillic (ru, sr). Read from the package folder: the server runs from the project root.
const FONT_DIR = path.resolve('node_modules/pdfmake/fonts/Roboto');
let isSetUp = false;

function setUp() {
  if (isSetUp) return;
  const font = (name: string) => path.join(FONT_DIR, `Roboto-${name}.ttf`);
  pdfmake.setFonts({
    Roboto: {
      normal: font('Regular'),
      bold: font('Medium'),
      italics: font('Italic'),
      bolditalics: font('MediumItalic'),
    },
  });
  // Documents are built from our own data: nothing may be fetched, nothing else read from disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
  isSetUp = true;
}

/** Renders a pdfmake document definition to the bytes of a PDF. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(document).getBuffer();
}
