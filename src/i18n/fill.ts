/**
 * An island's text with values put in: `fill('{count} available', { count: 3 })`. Islands get their texts as
 * props, which must be plain strings (a function does not survive the trip to the browser), so a text that takes
 * values names them in braces. Pure: used by the server and the browser alike.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
