/** Star ratings for display: "4.5 out of 5 stars" for readers, ★★★★☆ for the eye. */

export function ratingStars(rating: number): string {
  const full = Math.round(Math.min(Math.max(rating, 0), 5));
  return '\u2605'.repeat(full) + '\u2606'.repeat(5 - full);
}

export function ratingLabel(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  const reviews = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`;
  return `Rated ${rating.toFixed(1)} out of 5 stars, ${reviews}`;
}

/** Initials for an avatar: "Kebun Hijau Farm" is "KH". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A stable colour slot (0 to 5) for an id, so an avatar keeps its colour everywhere. */
export function avatarTone(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 6;
}

/**
 * The average of `count` ratings summing to `total`, rounded half up to one decimal, in whole tenths: the
 * database keeps the same figure for each product (products.rating_x10, migrations/0002).
 */
export function ratingX10(total: number, count: number): number {
  return count > 0 ? Math.floor((total * 20 + count) / (2 * count)) : 0;
}

/** The same average as a number with one decimal: 4.5. */
export function ratingOf(total: number, count: number): number {
  return ratingX10(total, count) / 10;
}
