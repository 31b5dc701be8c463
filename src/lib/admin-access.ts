/**
 * Who may use the admin area: the administrator, once their second factor is on. An administrator without one is
 * sent to set it up before any admin page or action works (SECURITY.md, "Second factor").
 */
export type AdminAccess = 'signIn' | 'notAdmin' | 'setUpSecondFactor' | 'allowed';

export const SECOND_FACTOR_PAGE = '/profile/second-factor';

export function adminAccess(user: { role: string; secondFactor: boolean } | null): AdminAccess {
  if (!user) return 'signIn';
  if (user.role !== 'admin') return 'notAdmin';
  return user.secondFactor ? 'allowed' : 'setUpSecondFactor';
}
