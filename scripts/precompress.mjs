import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Pre-compressed copies next to each text asset: the server sends them as they are, no CPU per request. */
export function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|svg|html|json|txt)$/.test(entry) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
