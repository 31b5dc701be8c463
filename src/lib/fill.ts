/**
 * An island's text with values put in: `fill('{count} available', { count: 3 })`. Islands get their texts as
 * props, which must be plain strings (a function does not survive the trip to the browser), so a text that takes
 * values names them in braces. Pure: used by the server and the browser alike.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A count with its noun in the right number: `counted({ one: '1 product', many: '{count} products' }, 3)`. */
export function counted(texts: { one: string; many: string }, count: number): string {
  return fill(count === 1 ? texts.one : texts.many, { count });
}
