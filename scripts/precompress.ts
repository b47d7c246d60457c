// Writes a Brotli copy (quality 11) next to each built JavaScript and CSS file, so the server sends
// the smallest bytes without compressing on every request. Run by `npm run build` after the build.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

// Astro's hashed files.
for (const assets of ["build/client/_astro"].filter((dir) => existsSync(dir))) {
  let before = 0;
  let after = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const source = readFileSync(join(assets, name));
    const compressed = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(join(assets, `${name}.br`), compressed);
    before += source.length;
    after += compressed.length;
  }
  console.log(`precompressed ${assets}: ${(before / 1000).toFixed(0)} KB → ${(after / 1000).toFixed(0)} KB (Brotli 11)`);
}
