-- Buyers get a product picture as a few WebP widths made once, at upload, stored in R2 under
-- pictures/<hash>/<width>x<height>-<colour>/ (src/lib/pictures.ts); `picture` is that folder. The upload itself
-- stays under storage_key, never served to buyers. NULL: a picture stored before variants were made, which the
-- backfill (src/data/picture-backfill.ts) mends, walking this index in id order; a save that failed finds by it
-- whether a picture it made is named by any row before taking its variants back.
ALTER TABLE product_images ADD COLUMN picture TEXT;
CREATE INDEX product_images_by_picture ON product_images (picture, id);
