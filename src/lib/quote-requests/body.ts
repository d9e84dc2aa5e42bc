// The quote form's body cap (MAX_BODY_BYTES in form.ts): a request's body is read as it arrives and dropped once it
// passes the cap, whatever its Content-Length says, so no visitor can make the handler hold more.

/** The body, or undefined once it passes `cap` bytes (read as it arrives, whatever Content-Length claims). */
export async function readCapped(request: Request, cap: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > cap) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
