/**
 * A Windows icon file (.ico) holding PNG images: a 6-byte header, one 16-byte directory entry per
 * image, then the PNGs as they are (PNG inside ICO is read by every browser and Windows Vista on).
 * All numbers little-endian; a width or height of 256 is written 0.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const headerBytes = 6;
  const entryBytes = 16;
  const header = Buffer.alloc(headerBytes);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(entryBytes * images.length);
  let offset = headerBytes + directory.length;
  for (const [index, { size, png }] of images.entries()) {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`an icon is 1 to 256 px wide, not ${size}`);
    const at = index * entryBytes;
    directory.writeUInt8(size % 256, at); // width
    directory.writeUInt8(size % 256, at + 1); // height
    directory.writeUInt8(0, at + 2); // no palette
    directory.writeUInt8(0, at + 3); // reserved
    directory.writeUInt16LE(1, at + 4); // colour planes
    directory.writeUInt16LE(32, at + 6); // bits per pixel
    directory.writeUInt32LE(png.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += png.length;
  }
  return Buffer.concat([header, directory, ...images.map((image) => image.png)]);
}
