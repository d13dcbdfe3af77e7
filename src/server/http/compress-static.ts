import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches from the build; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|html|map)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every compressible
 * file under `directory`, once, when the app is built: the server then sends a copy as it is
 * (scripts/serve.ts) instead of compressing every response at a fast, weaker level. A copy that
 * would not be smaller is not written. Returns the files and their bytes before and after.
 */
export async function compressStaticFiles(directory: string) {
  const files = (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const compress = async (file: string) => {
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    totals.bytes += body.length;
    totals.brotliBytes += Math.min(br.length, body.length);
    totals.gzipBytes += Math.min(gz.length, body.length);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  };
  // A few at a time: brotli's best quality is CPU-bound, and the build machine may have 2 cores.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
    }),
  );
  return totals;
}
