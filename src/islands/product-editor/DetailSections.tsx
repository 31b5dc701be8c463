/** The form's main column: basic information with the tags, pricing, inventory and shipping. */
import type { KeyboardEvent } from 'react';
import { fill } from '../../i18n/fill';
import { CATEGORY_OPTIONS, CONDITIONS, pricePreview, TEXT_LIMITS } from '../../lib/product-draft';
import { asWritten } from '../form/as-written';
import { errorId, FieldError, SelectField, TextAreaField } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { Switch, Text } from './editor-fields';
import type { Editor } from './use-product-editor';
import styles from './ProductEditor.module.css';

const sectionClass = `card ${formStyles.section} ${styles.section}`;

export function BasicSection({ editor }: { editor: Editor }) {
  const { draft, errors, edit, t } = editor;
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      editor.commitTag();
    }
  };
  return (
    <section className={sectionClass} aria-labelledby="basic-title">
      <h2 id="basic-title" className={formStyles.sectionTitle}>
        {t.basic}
      </h2>
      <Text
        editor={editor}
        field="name"
        label={t.name}
        required
        maxLength={TEXT_LIMITS.name}
        placeholder={t.namePlaceholder}
      />
      <TextAreaField
        id="description"
        name="description"
        label={t.description}
        marked
        textareaClassName={styles.textarea}
        {...asWritten}
        rows={5}
        maxLength={TEXT_LIMITS.description}
        placeholder={t.descriptionPlaceholder}
        value={draft.description}
        error={errors.description}
        onChange={(value) => edit('description', value)}
      />
      <div className={formStyles.pair}>
        <SelectField
          id="category"
          name="category"
          label={t.category}
          marked
          placeholder={t.selectCategory}
          options={CATEGORY_OPTIONS.map((c) => ({ value: c.value, label: t.categories[c.value] }))}
          value={draft.category}
          error={errors.category}
          onChange={(value) => edit('category', value)}
        />
        <SelectField
          id="condition"
          name="condition"
          label={t.condition}
          options={CONDITIONS.map((c) => ({ value: c.value, label: t.conditions[c.value] }))}
          value={draft.condition}
          error={errors.condition}
          onChange={(value) => edit('condition', value)}
        />
      </div>
      <div className="field">
        <label htmlFor="tag-input">{t.tags}</label>
        <div className={styles.tagEntry}>
          <input
            id="tag-input"
            className="input"
            value={editor.tagInput}
            maxLength={40}
            aria-invalid={errors.tags ? true : undefined}
            aria-describedby={errorId('tag-input', errors.tags)}
            placeholder={t.tagPlaceholder}
            onChange={(e) => editor.setTagInput(e.target.value)}
            onKeyDown={onTagKey}
          />
          <button type="button" className="btn btn-outline" onClick={editor.commitTag} aria-label={t.addTag}>
            +
          </button>
        </div>
        {/* Only a changed form meets the tags' limits: the field itself keeps to them. */}
        <FieldError id="tag-input" message={errors.tags} />
        {draft.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t.addedTags}>
            {draft.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                <span {...asWritten}>{tag}</span>
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={fill(t.removeTag, { tag })}
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
  const { t } = editor;
  return (
    <section className={sectionClass} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={formStyles.sectionTitle}>
        {t.pricing}
      </h2>
      <div className={formStyles.pair}>
        <Text
          editor={editor}
          field="price"
          label={t.price}
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
          label={t.compareAt}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          placeholder="0.00"
        />
      </div>
      <div className={styles.preview} aria-live="polite">
        <span className={styles.muted}>{t.pricePreview}</span>
        <span className={styles.previewPrice}>{price.price}</span>
        {price.compareAt && <s className={styles.muted}>{price.compareAt}</s>}
        {price.percentOff !== null && (
          <span className="badge tone-destructive">{fill(t.percentOff, { percent: price.percentOff })}</span>
        )}
      </div>
    </section>
  );
}

export function InventorySection({ editor }: { editor: Editor }) {
  const { t } = editor;
  return (
    <section className={sectionClass} aria-labelledby="inventory-title">
      <h2 id="inventory-title" className={formStyles.sectionTitle}>
        {t.inventory}
      </h2>
      <div className={formStyles.pair}>
        <Text editor={editor} field="sku" label={t.sku} maxLength={TEXT_LIMITS.sku} placeholder={t.skuPlaceholder} />
        <Text
          editor={editor}
          field="quantity"
          label={t.quantity}
          required
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          placeholder="0"
        />
      </div>
      <Switch editor={editor} field="trackQuantity" label={t.trackQuantity} hint={t.trackQuantityHint} />
      <Switch editor={editor} field="allowBackorders" label={t.allowBackorders} hint={t.allowBackordersHint} />
    </section>
  );
}

export function ShippingSection({ editor }: { editor: Editor }) {
  const { t } = editor;
  return (
    <section className={sectionClass} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={formStyles.sectionTitle}>
        {t.shipping}
      </h2>
      <Switch editor={editor} field="requiresShipping" label={t.physical} hint={t.physicalHint} />
      {editor.draft.requiresShipping && (
        <>
          <Text
            editor={editor}
            field="weight"
            label={t.weight}
            type="number"
            step="0.001"
            min="0"
            inputMode="decimal"
            placeholder="0.0"
          />
          <fieldset className={styles.dimensions}>
            <legend>{t.dimensions}</legend>
            <Text
              editor={editor}
              field="length"
              label={t.length}
              type="number"
              step="0.1"
              min="0"
              inputMode="decimal"
            />
            <Text editor={editor} field="width" label={t.width} type="number" step="0.1" min="0" inputMode="decimal" />
            <Text
              editor={editor}
              field="height"
              label={t.height}
              type="number"
              step="0.1"
              min="0"
              inputMode="decimal"
            />
          </fieldset>
        </>
      )}
    </section>
  );
}
