/** What the browser may know of the signed-in user: enough for the header and per-user storage keys. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isMerchant: boolean;
  isAdmin: boolean;
}

export function toSessionUser(user: {
  id: string;
  name: string;
  email: string;
  imageUrl: string | null;
  merchantId: string | null;
  role: string;
}): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.imageUrl,
    isMerchant: user.merchantId !== null,
    isAdmin: user.role === 'admin',
  };
}

/** Parses a saved user; anything malformed is null, so bad saved data never breaks a page. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'string' || typeof user.name !== 'string' || typeof user.email !== 'string') return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: typeof user.image === 'string' ? user.image : null,
    isMerchant: user.isMerchant === true,
    isAdmin: user.isAdmin === true,
  };
}
