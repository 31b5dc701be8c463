/**
 * Manage Products (English, the spec's): the page's title, and the texts its list island is given as props
 * (plain strings; a text that takes values names them in braces, src/i18n/fill.ts). The statuses, filters, sorts
 * and messages are the lists' own in src/lib/seller-products.ts, kept here by value beside their translations.
 */
import { CATEGORY_OPTIONS } from '../../lib/product-rules';
import {
  ERROR_MESSAGE,
  PRODUCT_STATUS_FILTERS,
  SELLER_SORTS,
  SINGLE_MESSAGES,
  STATUS_LABELS,
} from '../../lib/seller-products';

const byValue = <T extends { value: string; label: string }>(list: readonly T[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.label])) as Record<T['value'], string>;

export const sellerProducts = {
  title: 'Manage Products',
  description: 'View, edit and organise your product catalogue',
  /** The list island's texts. */
  list: {
    count: '{matching} of {total} products',
    export: 'Export',
    import: 'Import',
    addProduct: 'Add Product',
    counters: 'Product counts',
    total: 'Total',
    totalNote: 'All products, drafts and archived included',
    statuses: STATUS_LABELS,
    statusFilters: byValue(PRODUCT_STATUS_FILTERS),
    sorts: byValue(SELLER_SORTS),
    allCategories: 'All Categories',
    categories: byValue(CATEGORY_OPTIONS),
    searchLabel: 'Search products',
    searchPlaceholder: 'Search by name, SKU or tag...',
    status: 'Status',
    category: 'Category',
    sortBy: 'Sort by',
    apply: 'Apply',
    layout: 'Layout',
    gridView: 'Grid view',
    listView: 'List view',
    reload: 'Reload products',
    reloading: 'Reloading products',
    products: 'Products',
    tags: 'Tags',
    stock: 'Stock',
    units: '{count} units',
    sales: 'Sales',
    revenue: 'Revenue',
    rated: 'Rated ',
    oneReview: 'review',
    reviews: 'reviews',
    percentOff: '{percent}% off',
    was: 'was ',
    noImage: 'No image',
    sku: 'SKU',
    select: 'Select {name}',
    edit: 'Edit',
    view: 'View',
    duplicate: 'Duplicate',
    archive: 'Archive',
    delete: 'Delete',
    duplicating: 'Duplicating…',
    archiving: 'Archiving…',
    deleting: 'Deleting…',
    bulkActions: 'Bulk actions',
    selectAllProducts: 'Select all products',
    selectAll: 'Select all',
    selected: '{count} selected',
    activate: 'Activate',
    deactivate: 'Deactivate',
    activating: 'Activating…',
    deactivating: 'Deactivating…',
    deleteOne: 'Delete Product',
    deleteMany: 'Delete Products',
    /** {name} is the product's name as its merchant wrote it. */
    confirmOne: 'Are you sure you want to delete “{name}”? This action cannot be undone.',
    confirmMany: 'Are you sure you want to delete {count} selected products? This action cannot be undone.',
    cancel: 'Cancel',
    noneTitle: 'No products found',
    noneFiltered: 'Try a different search term, or choose another status or category.',
    clearFilters: 'Clear Filters',
    noneYet: 'Add your first product, or import many at once from a CSV file.',
    /** The banners after a change (the spec's, section 8). */
    bulkDone: {
      activate: { one: '1 product activated successfully', many: '{count} products activated successfully' },
      deactivate: { one: '1 product deactivated successfully', many: '{count} products deactivated successfully' },
      archive: { one: '1 product archived successfully', many: '{count} products archived successfully' },
      delete: { one: '1 product deleted successfully', many: '{count} products deleted successfully' },
    },
    singleDone: SINGLE_MESSAGES,
    error: ERROR_MESSAGE,
    /** The banner's words under the message when a Delete archived the product instead. */
    archivedInstead: 'It has orders or reviews, so it was archived instead, so that order history keeps it.',
    keptOne: '1 with orders or reviews was archived instead, so that order history keeps it.',
    keptMany: '{count} with orders or reviews were archived instead, so that order history keeps them.',
  },
};
