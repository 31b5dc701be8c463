/**
 * The shop's one CSV writer (RFC 4180, CRLF line ends), for every export and the bulk upload's template: a cell
 * is quoted when it holds a quote, comma or line break, and a cell that would start a spreadsheet formula is
 * defused with a leading apostrophe, while a plain negative number stays a number.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row as a CSV line, with its CRLF. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV download written as its rows are read: the header first, then each chunk of rows as one piece of
 * the response body, pulled only when the reader is ready for more (so a slow download never piles rows up
 * in memory). No I/O of its own: the chunks come from the caller.
 */
export function csvStream<T>(
  header: string,
  chunks: AsyncIterator<T[]>,
  line: (row: T) => string,
): ReadableStream<Uint8Array> {
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
