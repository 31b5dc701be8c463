/** Every mutation of the shop, grouped by domain. */
import { auth } from './auth';
import { checkout } from './checkout';
import { merchant } from './merchant';
import { profile } from './profile';

export const server = { auth, checkout, merchant, profile };
