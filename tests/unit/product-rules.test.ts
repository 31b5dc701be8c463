import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCT_CATEGORIES } from '../../src/lib/catalogue';
import { CATEGORY_OPTIONS as FORM_CATEGORIES, validateForPublish, emptyDraft } from '../../src/lib/product-draft';
import { CATEGORY_OPTIONS, categoryFrom, categoryName, sellablePrice } from '../../src/lib/product-rules';

describe('one set of product rules', () => {
  it('offers every category a product may have, once, with the listing filter’s labels', () => {
    expect(CATEGORY_OPTIONS.map((c) => c.value).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    for (const filter of CATEGORIES)
      expect(CATEGORY_OPTIONS.find((c) => c.value === filter.value)?.label).toBe(filter.label);
    expect(FORM_CATEGORIES).toBe(CATEGORY_OPTIONS);
  });

  it('lets the Add Product form choose Vegetables, Seafood and Meat, the categories the listing filters by', () => {
    for (const value of ['vegetables', 'seafood', 'meat']) {
      expect(FORM_CATEGORIES.some((c) => c.value === value)).toBe(true);
      expect(validateForPublish({ ...emptyDraft(), category: value }, 1).category).toBeUndefined();
    }
    expect(categoryName('vegetables')).toBe('Vegetables');
    expect(categoryFrom('Seafood')).toBe('seafood');
  });

  it('charges at least RM 0.01 for a product on sale', () => {
    expect(sellablePrice(0)).toBe(false);
    expect(sellablePrice(-1)).toBe(false);
    expect(sellablePrice(0.5)).toBe(false);
    expect(sellablePrice(null)).toBe(false);
    expect(sellablePrice(1)).toBe(true);
    expect(sellablePrice(1250)).toBe(true);
  });
});
