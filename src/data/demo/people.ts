/**
 * The demo's people. Three accounts can sign in with the passwords documented in the README; every other
 * demo user gets a random password at seed time, so nobody can sign in as them.
 */

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  fullName: string;
  role: 'user' | 'admin';
  /** Only for the documented demo accounts. */
  password?: string;
  phone?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  addressLine1?: string;
  joinedDaysAgo: number;
}

export const DEMO_BUYER_EMAIL = 'buyer@labuanmarket.example';
export const DEMO_BUYER_PASSWORD = 'Pasar-Buyer-2025';
export const DEMO_MERCHANT_EMAIL = 'merchant@labuanmarket.example';
export const DEMO_MERCHANT_PASSWORD = 'Pasar-Seller-2025';
export const DEMO_ADMIN_EMAIL = 'admin@labuanmarket.example';
export const DEMO_ADMIN_PASSWORD = 'Pasar-Admin-2025';
/**
 * Demo-only data: the administrator's second factor (required of the administrator) is seeded on, with this
 * published key, so that the demo and its tests can compute the admin's codes (README, "Demo accounts"). A real
 * market's administrator sets up their own on the profile; never seed a known key into real data.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'LABUANMARKETDEMOADMINSECRET23456';

const address = { city: 'Labuan', state: 'Labuan', postalCode: '87000' };

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'user-buyer-demo',
    email: DEMO_BUYER_EMAIL,
    name: 'Aisyah',
    fullName: 'Aisyah Rahman',
    role: 'user',
    password: DEMO_BUYER_PASSWORD,
    phone: '+60 12-345 6789',
    addressLine1: '8, Jalan Tanjung Purun',
    ...address,
    joinedDaysAgo: 200,
  },
  {
    id: 'user-merchant-demo',
    email: DEMO_MERCHANT_EMAIL,
    name: 'Hafiz',
    fullName: 'Hafiz Abdullah',
    role: 'user',
    password: DEMO_MERCHANT_PASSWORD,
    phone: '+60 87-412 318',
    addressLine1: 'Lot 12, Jalan Bukit Kalam',
    ...address,
    joinedDaysAgo: 430,
  },
  {
    id: 'user-admin',
    email: DEMO_ADMIN_EMAIL,
    name: 'Market Admin',
    fullName: 'Labuan Market Administrator',
    role: 'admin',
    password: DEMO_ADMIN_PASSWORD,
    joinedDaysAgo: 700,
  },
  {
    id: 'user-seller-nelayan',
    email: 'ahmad@nelayanlabuan.example',
    name: 'Ahmad',
    fullName: 'Ahmad Yusof',
    role: 'user',
    joinedDaysAgo: 520,
  },
  {
    id: 'user-seller-daging',
    email: 'karim@halalmeat.example',
    name: 'Karim',
    fullName: 'Abdul Karim',
    role: 'user',
    joinedDaysAgo: 390,
  },
  {
    id: 'user-seller-dapur',
    email: 'salmah@dapurmakcik.example',
    name: 'Salmah',
    fullName: 'Salmah Idris',
    role: 'user',
    joinedDaysAgo: 310,
  },
  {
    id: 'user-seller-kedai',
    email: 'tan@serbaneka.example',
    name: 'Mr Tan',
    fullName: 'Tan Wei Ming',
    role: 'user',
    joinedDaysAgo: 610,
  },
  {
    id: 'user-seller-tenun',
    email: 'dayang@tenunborneo.example',
    name: 'Dayang',
    fullName: 'Dayang Noraini',
    role: 'user',
    joinedDaysAgo: 260,
  },
  // Customers behind the demo merchant's five seller orders.
  {
    id: 'user-nurul',
    email: 'nurul.huda@example.com',
    name: 'Nurul',
    fullName: 'Nurul Huda',
    role: 'user',
    phone: '+60 13-221 0457',
    addressLine1: '17, Jalan Merdeka',
    ...address,
    joinedDaysAgo: 150,
  },
  {
    id: 'user-jason',
    email: 'jason.lim@example.com',
    name: 'Jason',
    fullName: 'Jason Lim',
    role: 'user',
    phone: '+60 16-880 1290',
    addressLine1: '3A, Jalan Dewan',
    ...address,
    joinedDaysAgo: 140,
  },
  {
    id: 'user-siti',
    email: 'siti.aminah@example.com',
    name: 'Siti',
    fullName: 'Siti Aminah',
    role: 'user',
    phone: '+60 11-5520 3381',
    addressLine1: '42, Kampung Layang-Layangan',
    ...address,
    joinedDaysAgo: 120,
  },
  {
    id: 'user-rajesh',
    email: 'rajesh.kumar@example.com',
    name: 'Rajesh',
    fullName: 'Rajesh Kumar',
    role: 'user',
    phone: '+60 17-302 7745',
    addressLine1: '9, Jalan Okk Abdullah',
    ...address,
    joinedDaysAgo: 100,
  },
  {
    id: 'user-mary',
    email: 'mary.chong@example.com',
    name: 'Mary',
    fullName: 'Mary Chong',
    role: 'user',
    phone: '+60 12-719 4408',
    addressLine1: '21, Taman Mutiara',
    ...address,
    joinedDaysAgo: 90,
  },
];
