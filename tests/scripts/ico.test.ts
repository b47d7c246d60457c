import sharp from "sharp";
import { expect, it } from "vitest";
import { icoFromPngs } from "../../scripts/lib/ico";

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: "#0d1530" } })
    .png()
    .toBuffer();

it("writes an icon file whose directory points at each PNG, with its size, as browsers read it", async () => {
  const images = await Promise.all([16, 32, 48, 256].map(async (size) => ({ size, png: await square(size) })));
  const ico = icoFromPngs(images);
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 4]);
  for (const [index, { size, png }] of images.entries()) {
    const entry = 6 + 16 * index;
    expect([ico[entry], ico[entry + 1]]).toEqual([size % 256, size % 256]);
    expect([ico.readUInt16LE(entry + 4), ico.readUInt16LE(entry + 6)]).toEqual([1, 32]);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const embedded = ico.subarray(offset, offset + length);
    expect(embedded.equals(png)).toBe(true);
    expect(await sharp(embedded).metadata()).toMatchObject({ format: "png", width: size, height: size });
  }
  expect(ico.length).toBe(6 + 16 * 4 + images.reduce((total, image) => total + image.png.length, 0));
});

it("refuses a size an icon file cannot hold", () => {
  expect(() => icoFromPngs([{ size: 300, png: Buffer.alloc(8) }])).toThrow(/256/);
});
