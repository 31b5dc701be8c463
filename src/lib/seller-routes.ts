/** The seller area's quick actions, in the spec's order. */

export const SELLER_QUICK_ACTIONS = [
  { href: '/seller/products/new', label: 'Add Product', description: 'List a new product' },
  { href: '/seller/orders', label: 'View Orders', description: 'Follow customer orders' },
  { href: '/seller/manage-products', label: 'Manage Products', description: 'Edit your catalogue' },
  { href: '/seller/analytics', label: 'Analytics', description: 'Sales and traffic' },
  { href: '/seller/bulk-upload', label: 'Bulk Upload', description: 'Many products at once' },
  { href: '/seller/store-settings', label: 'Store Settings', description: 'Your store profile' },
] as const;

export const SELLER_REQUIRED_REASON = 'seller-required';
