/** What the file chooser accepts before anything is sent: the spec's rule on the type and the extension. */

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';

export function acceptedFileName(name: string, type: string): boolean {
  return type === 'text/csv' || ['csv', 'xlsx', 'xls'].includes(extensionOf(name));
}
