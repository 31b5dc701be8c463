/**
 * A CSV download written as its rows are read: the header first, then each chunk of rows as one piece of
 * the response body, pulled only when the reader is ready for more (so a slow download never piles rows up
 * in memory). No I/O of its own: the chunks come from the caller.
 */
export function csvStream<T>(header: string, chunks: AsyncIterator<T[]>, line: (row: T) => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(header));
          return;
        }
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value.map(line).join('')));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
