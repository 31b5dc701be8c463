/** Every mutation of the shop, grouped by domain. */
import { auth } from './auth';
import { profile } from './profile';

export const server = { auth, profile };
