/**
 * Reads a response body to its end, unless it is longer than `maxBytes`: then it stops reading,
 * cancels the rest and answers undefined. Declared lengths are not trusted (chunked bodies have none).
 */
export async function readAtMost(body: Pick<ReadableStream<Uint8Array>, "getReader">, maxBytes: number): Promise<Buffer | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
