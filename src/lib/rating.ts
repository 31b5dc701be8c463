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
