/** A row of the merchants table as D1 returns it (`SELECT * FROM merchants`): the store's profile and settings. */
export interface MerchantRow {
  id: string;
  business_name: string;
  display_name: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  logo_key: string | null;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  address_country: string;
  registration_number: string;
  tax_id: string;
  business_type: string;
  founded_year: string;
  social_facebook: string;
  social_twitter: string;
  social_instagram: string;
  social_linkedin: string;
  notify_order_updates: number;
  notify_low_stock: number;
  notify_new_reviews: number;
  notify_promotions: number;
  notify_newsletter: number;
  show_email: number;
  show_phone: number;
  show_address: number;
  allow_messages: number;
  auto_accept_orders: number;
  require_signature: number;
  allow_returns: number;
  return_window: string;
  processing_time: string;
  primary_color: string;
  accent_color: string;
  storefront_theme: string;
  status: 'active' | 'suspended';
  verification_status: 'pending' | 'verified';
  /** The counters triggers keep (migrations/0002 and after). */
  rating_total: number;
  review_count: number;
  units_sold: number;
  listed_products: number;
  created_at: string;
}
