/** Every mutation of the shop, grouped by domain. */
import { auth } from './auth';
import { checkout } from './checkout';
import { profile } from './profile';

export const server = { auth, checkout, profile };
