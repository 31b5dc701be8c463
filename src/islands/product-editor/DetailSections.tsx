/** The form's main column: basic information with the tags, pricing, inventory and shipping. */
import type { KeyboardEvent } from 'react';
import { CATEGORY_OPTIONS, CONDITIONS, pricePreview, TEXT_LIMITS } from '../../lib/product-draft';
import { SelectField, TextAreaField } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { Switch, Text } from './editor-fields';
import type { Editor } from './use-product-editor';
import styles from './ProductEditor.module.css';

const sectionClass = `card ${formStyles.section} ${styles.section}`;

export function BasicSection({ editor }: { editor: Editor }) {
  const { draft, errors, edit } = editor;
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      editor.commitTag();
    }
  };
  return (
    <section className={sectionClass} aria-labelledby="basic-title">
      <h2 id="basic-title" className={formStyles.sectionTitle}>
        Basic Information
      </h2>
      <Text
        editor={editor}
        field="name"
        label="Product Name"
        required
        maxLength={TEXT_LIMITS.name}
        placeholder="Enter product name"
      />
      <TextAreaField
        id="description"
        name="description"
        label="Description"
        marked
        textareaClassName={styles.textarea}
        rows={5}
        maxLength={TEXT_LIMITS.description}
        placeholder="Describe your product"
        value={draft.description}
        error={errors.description}
        onChange={(value) => edit('description', value)}
      />
      <div className={formStyles.pair}>
        <SelectField
          id="category"
          name="category"
          label="Category"
          marked
          placeholder="Select category"
          options={CATEGORY_OPTIONS}
          value={draft.category}
          error={errors.category}
          onChange={(value) => edit('category', value)}
        />
        <SelectField
          id="condition"
          name="condition"
          label="Condition"
          options={CONDITIONS}
          value={draft.condition}
          error={errors.condition}
          onChange={(value) => edit('condition', value)}
        />
      </div>
      <div className="field">
        <label htmlFor="tag-input">Tags</label>
        <div className={styles.tagEntry}>
          <input
            id="tag-input"
            className="input"
            value={editor.tagInput}
            maxLength={40}
            placeholder="Add a tag and press Enter"
            onChange={(e) => editor.setTagInput(e.target.value)}
            onKeyDown={onTagKey}
          />
          <button type="button" className="btn btn-outline" onClick={editor.commitTag} aria-label="Add tag">
            +
          </button>
        </div>
        {draft.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Added tags">
            {draft.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => editor.dropTag(tag)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function PricingSection({ editor }: { editor: Editor }) {
  const price = pricePreview(editor.draft);
  return (
    <section className={sectionClass} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={formStyles.sectionTitle}>
        Pricing
      </h2>
      <div className={formStyles.pair}>
        <Text
          editor={editor}
          field="price"
          label="Price ($)"
          required
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          placeholder="0.00"
        />
        <Text
          editor={editor}
          field="compareAtPrice"
          label="Compare-at Price ($)"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          placeholder="0.00"
        />
      </div>
      <div className={styles.preview} aria-live="polite">
        <span className={styles.muted}>Price preview</span>
        <span className={styles.previewPrice}>{price.price}</span>
        {price.compareAt && <s className={styles.muted}>{price.compareAt}</s>}
        {price.percentOff !== null && <span className="badge tone-destructive">{price.percentOff}% OFF</span>}
      </div>
    </section>
  );
}

export function InventorySection({ editor }: { editor: Editor }) {
  return (
    <section className={sectionClass} aria-labelledby="inventory-title">
      <h2 id="inventory-title" className={formStyles.sectionTitle}>
        Inventory
      </h2>
      <div className={formStyles.pair}>
        <Text editor={editor} field="sku" label="SKU" maxLength={TEXT_LIMITS.sku} placeholder="e.g. DUR-001" />
        <Text
          editor={editor}
          field="quantity"
          label="Quantity"
          required
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          placeholder="0"
        />
      </div>
      <Switch editor={editor} field="trackQuantity" label="Track quantity" hint="Count stock down as orders come in" />
      <Switch editor={editor} field="allowBackorders" label="Allow backorders" hint="Keep selling when out of stock" />
    </section>
  );
}

export function ShippingSection({ editor }: { editor: Editor }) {
  return (
    <section className={sectionClass} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={formStyles.sectionTitle}>
        Shipping
      </h2>
      <Switch
        editor={editor}
        field="requiresShipping"
        label="This is a physical product"
        hint="It needs shipping to the buyer"
      />
      {editor.draft.requiresShipping && (
        <>
          <Text
            editor={editor}
            field="weight"
            label="Weight (kg)"
            type="number"
            step="0.001"
            min="0"
            inputMode="decimal"
            placeholder="0.0"
          />
          <fieldset className={styles.dimensions}>
            <legend>Dimensions (cm)</legend>
            <Text editor={editor} field="length" label="Length" type="number" step="0.1" min="0" inputMode="decimal" />
            <Text editor={editor} field="width" label="Width" type="number" step="0.1" min="0" inputMode="decimal" />
            <Text editor={editor} field="height" label="Height" type="number" step="0.1" min="0" inputMode="decimal" />
          </fieldset>
        </>
      )}
    </section>
  );
}
