/**
 * The catalogue's texts (English, the spec's): the listing, its filters and sorts, the product card. The option
 * lists' English labels are the lists' own in src/lib/catalogue.ts; this keeps them by value, beside the other
 * languages' translations of them.
 */
import { AVAILABILITIES, CATEGORIES, LISTING_SORTS, RATINGS } from '../../lib/catalogue';
import { ratingLabel } from '../../lib/rating';
import { BACKORDER_LABEL, STOCK_LABELS } from '../../lib/stock';

const byValue = <T extends { value: string; label: string }>(list: readonly T[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.label])) as Record<T['value'], string>;

export const catalogue = {
  listing: {
    title: 'Labuan Market',
    heading: 'Fresh Local Produce & Products',
    lead: "Vegetables, seafood, meat and island goods from Labuan's own farms, fishermen and shops.",
    searchLabel: 'Search products',
    searchPlaceholder: 'Search farm produce, local products or sellers...',
    search: 'Search',
    forYouHeading: 'Personalized for You',
    count: (total: number, more: boolean) =>
      `${total}${more ? '+' : ''} ${total === 1 && !more ? 'Product' : 'Products'} Found`,
    noneTitle: 'No products found',
    noneText: "Try adjusting your search terms or filters to find what you're looking for.",
    clearFilters: 'Clear Filters',
    suggestions: 'Suggestions',
    suggestionKinds: { product: 'Product', store: 'Store', category: 'Category' },
  },
  filters: {
    region: 'Filter and sort products',
    category: 'Category',
    allCategories: 'All Categories',
    price: 'Price Range',
    allPrices: 'All Prices',
    availability: 'Availability',
    allItems: 'All Items',
    merchant: 'Merchant',
    allMerchants: 'All Merchants',
    rating: 'Rating',
    anyRating: 'Any Rating',
    sortBy: 'Sort by',
    apply: 'Apply',
    categories: byValue(CATEGORIES),
    availabilities: byValue(AVAILABILITIES),
    ratings: byValue(RATINGS),
    sorts: byValue(LISTING_SORTS),
  },
  pages: {
    region: 'Pages',
    previous: 'Previous',
    next: 'Next',
    where: (page: number, count: number, more: boolean) => `Page ${page} of ${count}${more ? '+' : ''}`,
  },
  card: {
    addToWishlist: (name: string) => `Add ${name} to wishlist`,
    weight: 'Weight',
    available: 'Available',
    inStock: 'In stock',
    onBackorder: 'On backorder',
    units: (count: number) => `${count} units`,
    viewDetails: 'View Details',
    addToCart: 'Add to Cart',
  },
  stock: { ...STOCK_LABELS, backorder: BACKORDER_LABEL },
  rating: {
    none: ratingLabel(0, 0),
    /** Said for the stars, which are hidden from screen readers. */
    label: ratingLabel,
  },
  personal: {
    whichProducts: 'Which products to show',
    forYou: 'For You',
    showAll: 'Show All',
    startSelling: 'Start Selling',
    startSellingText:
      'Join 500+ merchants on Labuan Market. Zero setup fees. Business documents and KYC verification are required.',
    applyNow: 'Apply Now',
    wishlist: 'Wishlist',
    viewAll: 'View All',
    wishlistEmpty: 'Tap the heart on a product to keep it here.',
    recentlyViewed: 'Recently Viewed',
    clear: 'Clear',
    clearRecent: ' recently viewed',
    recentEmpty: 'Products you open will appear here.',
  },
};
