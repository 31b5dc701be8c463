-- The marketplace's data model. Money is integer sen; dates are ISO-8601 strings in UTC.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  full_name TEXT,
  image_url TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  password_hash TEXT NOT NULL,
  phone TEXT,
  date_of_birth TEXT,
  citizenship TEXT,
  address_line1 TEXT,
  address_line2 TEXT,
  city TEXT,
  state TEXT,
  postal_code TEXT,
  country TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (lower(email));

-- Failed sign-ins, kept so that throttling holds across requests and isolates.
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  address TEXT,
  attempted_at TEXT NOT NULL
);
CREATE INDEX login_attempts_email ON login_attempts (email, attempted_at);

-- A user's seller account with its store profile and settings.
CREATE TABLE merchants (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id),
  business_name TEXT NOT NULL CHECK (length(business_name) BETWEEN 1 AND 120),
  display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 120),
  description TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  logo_key TEXT,
  address_street TEXT NOT NULL DEFAULT '',
  address_city TEXT NOT NULL DEFAULT '',
  address_state TEXT NOT NULL DEFAULT '',
  address_zip TEXT NOT NULL DEFAULT '',
  address_country TEXT NOT NULL DEFAULT 'Malaysia',
  registration_number TEXT NOT NULL DEFAULT '',
  tax_id TEXT NOT NULL DEFAULT '',
  business_type TEXT NOT NULL DEFAULT 'sole_proprietorship'
    CHECK (business_type IN ('sole_proprietorship', 'partnership', 'llc', 'corporation', 'other')),
  founded_year TEXT NOT NULL DEFAULT '',
  social_facebook TEXT NOT NULL DEFAULT '',
  social_twitter TEXT NOT NULL DEFAULT '',
  social_instagram TEXT NOT NULL DEFAULT '',
  social_linkedin TEXT NOT NULL DEFAULT '',
  notify_order_updates INTEGER NOT NULL DEFAULT 1 CHECK (notify_order_updates IN (0, 1)),
  notify_low_stock INTEGER NOT NULL DEFAULT 1 CHECK (notify_low_stock IN (0, 1)),
  notify_new_reviews INTEGER NOT NULL DEFAULT 1 CHECK (notify_new_reviews IN (0, 1)),
  notify_promotions INTEGER NOT NULL DEFAULT 0 CHECK (notify_promotions IN (0, 1)),
  notify_newsletter INTEGER NOT NULL DEFAULT 1 CHECK (notify_newsletter IN (0, 1)),
  show_email INTEGER NOT NULL DEFAULT 1 CHECK (show_email IN (0, 1)),
  show_phone INTEGER NOT NULL DEFAULT 1 CHECK (show_phone IN (0, 1)),
  show_address INTEGER NOT NULL DEFAULT 1 CHECK (show_address IN (0, 1)),
  allow_messages INTEGER NOT NULL DEFAULT 1 CHECK (allow_messages IN (0, 1)),
  auto_accept_orders INTEGER NOT NULL DEFAULT 0 CHECK (auto_accept_orders IN (0, 1)),
  require_signature INTEGER NOT NULL DEFAULT 1 CHECK (require_signature IN (0, 1)),
  allow_returns INTEGER NOT NULL DEFAULT 1 CHECK (allow_returns IN (0, 1)),
  return_window TEXT NOT NULL DEFAULT '30' CHECK (return_window IN ('7', '14', '30', '60', '90')),
  processing_time TEXT NOT NULL DEFAULT '1-2' CHECK (processing_time IN ('1', '1-2', '2-3', '3-5', '5-7')),
  primary_color TEXT NOT NULL DEFAULT '#3B82F6' CHECK (length(primary_color) = 7 AND substr(primary_color, 1, 1) = '#' AND lower(substr(primary_color, 2)) NOT GLOB '*[^0-9a-f]*'),
  accent_color TEXT NOT NULL DEFAULT '#10B981' CHECK (length(accent_color) = 7 AND substr(accent_color, 1, 1) = '#' AND lower(substr(accent_color, 2)) NOT GLOB '*[^0-9a-f]*'),
  storefront_theme TEXT NOT NULL DEFAULT 'modern' CHECK (storefront_theme IN ('modern', 'classic', 'minimal', 'bold')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  verification_status TEXT NOT NULL DEFAULT 'verified' CHECK (verification_status IN ('pending', 'verified')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE merchant_applications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  business_name TEXT NOT NULL,
  business_description TEXT NOT NULL,
  business_type TEXT NOT NULL
    CHECK (business_type IN ('farm', 'food', 'handicraft', 'clothing', 'electronics', 'home', 'health', 'services', 'other')),
  business_registration_number TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  website TEXT NOT NULL DEFAULT '',
  id_type TEXT NOT NULL CHECK (id_type IN ('nric', 'passport', 'business_registration')),
  id_number TEXT NOT NULL,
  rejection_reason TEXT,
  reviewed_by TEXT REFERENCES users (id),
  reviewed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One pending application per account.
CREATE UNIQUE INDEX merchant_applications_one_pending ON merchant_applications (user_id) WHERE status = 'pending';

CREATE TABLE application_documents (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES merchant_applications (id),
  kind TEXT NOT NULL CHECK (kind IN ('businessLicense', 'businessRegistration', 'taxDocument', 'idFrontImage', 'idBackImage', 'selfieImage')),
  storage_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  created_at TEXT NOT NULL,
  UNIQUE (application_id, kind)
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL
    CHECK (category IN ('vegetables', 'seafood', 'meat', 'food', 'electronics', 'clothing', 'home', 'sports', 'books', 'toys', 'beauty', 'automotive', 'other')),
  condition TEXT NOT NULL DEFAULT 'new' CHECK (condition IN ('new', 'like-new', 'good', 'fair', 'refurbished')),
  sku TEXT,
  price_sen INTEGER NOT NULL CHECK (price_sen >= 0),
  compare_at_sen INTEGER CHECK (compare_at_sen IS NULL OR compare_at_sen >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  track_quantity INTEGER NOT NULL DEFAULT 1 CHECK (track_quantity IN (0, 1)),
  allow_backorders INTEGER NOT NULL DEFAULT 0 CHECK (allow_backorders IN (0, 1)),
  requires_shipping INTEGER NOT NULL DEFAULT 1 CHECK (requires_shipping IN (0, 1)),
  taxable INTEGER NOT NULL DEFAULT 1 CHECK (taxable IN (0, 1)),
  weight_grams INTEGER CHECK (weight_grams IS NULL OR weight_grams >= 0),
  length_mm INTEGER CHECK (length_mm IS NULL OR length_mm >= 0),
  width_mm INTEGER CHECK (width_mm IS NULL OR width_mm >= 0),
  height_mm INTEGER CHECK (height_mm IS NULL OR height_mm >= 0),
  image_url TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('active', 'draft', 'out_of_stock', 'archived')),
  views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX products_merchant ON products (merchant_id, status);
CREATE INDEX products_status ON products (status, created_at);
CREATE UNIQUE INDEX products_merchant_sku ON products (merchant_id, sku) WHERE sku IS NOT NULL AND sku <> '';

CREATE TABLE product_tags (
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag TEXT NOT NULL CHECK (length(tag) BETWEEN 1 AND 40),
  PRIMARY KEY (product_id, tag)
);

-- Uploaded pictures in R2; position 0 is the primary image.
CREATE TABLE product_images (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  storage_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 9),
  created_at TEXT NOT NULL,
  UNIQUE (product_id, position)
);

-- A buyer's checkout.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
  currency TEXT NOT NULL DEFAULT 'MYR' CHECK (currency = 'MYR'),
  subtotal_sen INTEGER NOT NULL CHECK (subtotal_sen >= 0),
  shipping_sen INTEGER NOT NULL CHECK (shipping_sen >= 0),
  tax_sen INTEGER NOT NULL CHECK (tax_sen >= 0),
  total_sen INTEGER NOT NULL CHECK (total_sen = subtotal_sen + shipping_sen + tax_sen),
  ship_full_name TEXT NOT NULL,
  ship_email TEXT NOT NULL,
  ship_phone TEXT NOT NULL,
  ship_address TEXT NOT NULL,
  ship_city TEXT NOT NULL,
  ship_state TEXT NOT NULL CHECK (ship_state IN ('Labuan', 'Sabah', 'Sarawak', 'Kuala Lumpur', 'Selangor')),
  ship_postal_code TEXT NOT NULL,
  ship_country TEXT NOT NULL DEFAULT 'Malaysia',
  notes TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);

CREATE TABLE order_items (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  product_id TEXT NOT NULL REFERENCES products (id),
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_sen INTEGER NOT NULL CHECK (unit_price_sen >= 0),
  total_price_sen INTEGER NOT NULL CHECK (total_price_sen = quantity * unit_price_sen),
  snapshot_name TEXT NOT NULL,
  snapshot_description TEXT NOT NULL,
  snapshot_image_url TEXT NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_product ON order_items (product_id);

-- One per order and merchant: each merchant fulfils its own part with its own status.
CREATE TABLE seller_orders (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'shipped', 'completed', 'cancelled')),
  subtotal_sen INTEGER NOT NULL CHECK (subtotal_sen >= 0),
  shipping_sen INTEGER NOT NULL CHECK (shipping_sen >= 0),
  total_sen INTEGER NOT NULL CHECK (total_sen = subtotal_sen + shipping_sen),
  carrier TEXT,
  tracking_number TEXT,
  notes TEXT NOT NULL DEFAULT '',
  estimated_delivery_at TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (order_id, merchant_id)
);
CREATE INDEX seller_orders_merchant ON seller_orders (merchant_id, created_at);

-- Status history: drives the buyer's tracking timeline.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id),
  seller_order_id TEXT REFERENCES seller_orders (id),
  status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, created_at);

CREATE TABLE shipments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  seller_order_id TEXT REFERENCES seller_orders (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'in_transit', 'out_for_delivery', 'delivered')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price_sen INTEGER NOT NULL DEFAULT 0 CHECK (price_sen >= 0),
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  tracking_url TEXT NOT NULL,
  shipped_at TEXT,
  estimated_delivery_at TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX shipments_order ON shipments (order_id);

-- Simulated payments: never a card number or CVV, at most the last four digits.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  amount_sen INTEGER NOT NULL CHECK (amount_sen >= 0),
  currency TEXT NOT NULL DEFAULT 'MYR',
  method TEXT NOT NULL CHECK (method IN ('card', 'fpx', 'ewallet')),
  card_last4 TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'refunded')),
  external_transaction_id TEXT NOT NULL,
  processed_at TEXT NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('order', 'stock', 'review', 'system', 'payment', 'shipping')),
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  link TEXT,
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);

CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id),
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  user_id TEXT REFERENCES users (id),
  author_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id);
CREATE INDEX reviews_merchant ON reviews (merchant_id, created_at);

CREATE TABLE wallet_transactions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('credit', 'debit')),
  description TEXT NOT NULL,
  amount_sen INTEGER NOT NULL CHECK (amount_sen > 0),
  created_at TEXT NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at);

-- Sales history from before the shop kept orders here, for the seller analytics.
CREATE TABLE merchant_daily_stats (
  merchant_id TEXT NOT NULL REFERENCES merchants (id),
  day TEXT NOT NULL,
  revenue_sen INTEGER NOT NULL CHECK (revenue_sen >= 0),
  orders INTEGER NOT NULL CHECK (orders >= 0),
  views INTEGER NOT NULL CHECK (views >= 0),
  PRIMARY KEY (merchant_id, day)
);
