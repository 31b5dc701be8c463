/**
 * The seller's product form, for a new product and for editing one: the same fields, the spec's Publish
 * rules checked here first (the server checks them again), images chosen by drag and drop or the file
 * chooser, and one real request for both buttons. Thumbnails of unsaved files are data: URLs, which the
 * shop's CSP (img-src 'self' data:) allows; blob: URLs it does not.
 */
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { actions } from 'astro:actions';
import {
  addTag,
  CONDITIONS,
  CATEGORY_OPTIONS,
  IMAGE_HINT,
  MAX_IMAGES,
  imagesLeftOut,
  PUBLISHED_MESSAGE,
  REDIRECT_AFTER_MS,
  removeTag,
  TEXT_LIMITS,
  pricePreview,
  statusPreview,
  validateDraft,
  type DraftErrors,
  type DraftField,
  type ProductDraft,
  type SaveIntent,
} from '../../lib/product-draft';
import { FieldError, InputField, Required, SelectField, SwitchRow, TextAreaField } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { appendValues, fieldMessages, refusal } from '../form/refusal';
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import styles from './ProductEditor.module.css';

export interface SavedImage {
  id: string;
  url: string;
}

interface Props {
  /** Set when editing: the product being changed. */
  productId?: string;
  initial: ProductDraft;
  images?: SavedImage[];
  /** Set when editing: the stock the product had when this form was rendered. */
  loadedStock?: number;
}

type EditorImage = { kind: 'saved'; id: string; url: string } | { kind: 'new'; key: string; file: File; preview: string | null };

type TextField = Exclude<keyof ProductDraft, 'tags' | 'isActive' | 'trackQuantity' | 'allowBackorders' | 'requiresShipping' | 'taxable'>;
type SwitchField = 'isActive' | 'trackQuantity' | 'allowBackorders' | 'requiresShipping' | 'taxable';

const FIELD_ORDER: DraftField[] = ['name', 'description', 'category', 'condition', 'tags', 'price', 'compareAtPrice', 'sku', 'quantity', 'weight', 'length', 'width', 'height', 'images'];

const readPreview = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

let nextKey = 0;

export default function ProductEditor({ productId, initial, images: savedImages = [], loadedStock }: Props): ReactNode {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [images, setImages] = useState<EditorImage[]>(savedImages.map((i) => ({ kind: 'saved', ...i })));
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaveIntent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The stock this form's quantity is measured from: as loaded, or as read again after a sale refused a save. */
  const [baseStock, setBaseStock] = useState(loadedStock);
  const fileInput = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const started = useEarlyInput('product-editor', (changed) => {
    setDraft((current) => withEarlyInput(current, changed));
    const tag = changed['tag-input'];
    if (typeof tag === 'string') setTagInput(tag);
    if (changed.images instanceof FileList) void addFiles(changed.images);
  });

  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(() => window.location.assign('/seller-dashboard'), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const clearError = (field: DraftField) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const edit = (field: TextField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clearError(field);
  };
  const toggle = (field: SwitchField) => setDraft((d) => ({ ...d, [field]: !d[field] }));

  const commitTag = () => {
    setDraft((d) => ({ ...d, tags: addTag(d.tags, tagInput) }));
    setTagInput('');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTag();
    }
  };

  const addFiles = async (list: FileList | File[]) => {
    // Only image files; the server checks their bytes again. What is left out is said, never dropped silently.
    const files = Array.from(list);
    const chosen = files.filter((file) => file.type.startsWith('image/'));
    const room = Math.max(0, MAX_IMAGES - images.length);
    const added = await Promise.all(
      chosen.slice(0, room).map(async (file) => ({ kind: 'new' as const, key: `new-${nextKey++}`, file, preview: await readPreview(file) })),
    );
    const leftOut = imagesLeftOut(files.filter((file) => !chosen.includes(file)).map((file) => file.name), chosen.length - added.length);
    if (added.length > 0) setImages((current) => [...current, ...added].slice(0, MAX_IMAGES));
    if (leftOut) setErrors((current) => ({ ...current, images: leftOut }));
    else if (added.length > 0) clearError('images');
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(event.dataTransfer.files);
  };

  const removeImage = (index: number) => setImages((current) => current.filter((_, i) => i !== index));

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const target = document.getElementById(first === 'images' ? 'images-choose' : first);
      target?.focus();
    }
  };

  const save = async (intent: SaveIntent) => {
    if (busy || done) return;
    setAlert(null);
    const found = validateDraft(draft, images.length, intent);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert('Please fix the errors below.');
      return;
    }
    const form = new FormData();
    form.append('intent', intent);
    if (productId) form.append('productId', productId);
    if (productId && baseStock !== undefined) form.append('loadedQuantity', String(baseStock));
    appendValues(form, draft);
    for (const image of images) {
      if (image.kind === 'saved') form.append('keepImages', image.id);
      else form.append('images', image.file, image.file.name);
    }
    setBusy(intent);
    try {
      const { data, error } = await actions.productEditor.save(form);
      if (data) {
        setErrors({});
        setDone(
          intent === 'publish' && data.status !== 'draft'
            ? productId
              ? 'Product updated successfully! Redirecting to dashboard...'
              : PUBLISHED_MESSAGE
            : 'Draft saved successfully! Redirecting to dashboard...',
        );
        return;
      }
      refused(error);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const refused = (error: unknown) => {
    const found: DraftErrors = fieldMessages<DraftField>(error);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert('Please fix the errors below.');
      return;
    }
    const { code, message } = refusal(error);
    if (code === 'PRECONDITION_FAILED' && productId) {
      // Units were sold while the form was open: show today's stock and measure the next save from it.
      setAlert(message);
      void actions.productEditor.stock({ productId }).then(({ data }) => {
        if (!data) return;
        setBaseStock(data.stock);
        setDraft((d) => ({ ...d, quantity: String(data.stock) }));
      });
      return;
    }
    console.error('The product was not saved', error);
    if (code === 'CONTENT_TOO_LARGE') setAlert('Your images are too large to send together. Please choose fewer or smaller images.');
    else if (['CONFLICT', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'BAD_REQUEST'].includes(code)) setAlert(message);
    else setAlert('The product could not be saved. Please check your connection and try again.');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save(submitter?.value === 'draft' ? 'draft' : 'publish');
  };

  const price = pricePreview(draft);

  const text = (field: TextField, label: string, options: { required?: boolean; type?: string; step?: string; min?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string; maxLength?: number } = {}) => {
    const { required, ...input } = options;
    return <InputField {...input} id={field} name={field} label={label} marked={required} value={draft[field]} error={errors[field]} onChange={(value) => edit(field, value)} />;
  };

  const switchRow = (field: SwitchField, label: string, hint: string) => (
    <SwitchRow id={field} label={label} hint={hint} checked={draft[field]} onToggle={() => toggle(field)} />
  );

  return (
    <form id="product-editor" className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={productId ? 'Edit product' : 'Add new product'}>
      <div className={formStyles.saveBar}>
        <button type="submit" name="intent" value="draft" className="btn btn-outline" disabled={!started || busy !== null || done !== null}>
          {busy === 'draft' ? 'Saving...' : 'Save as Draft'}
        </button>
        <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={!started || busy !== null || done !== null}>
          {busy === 'publish' ? 'Publishing...' : productId ? 'Save Changes' : 'Publish Product'}
        </button>
      </div>

      {done && (
        <p className={formStyles.success} role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      )}
      {alert && (
        <p className={formStyles.alert} role="alert">
          {alert}
        </p>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="basic-title">
            <h2 id="basic-title" className={formStyles.sectionTitle}>Basic Information</h2>
            {text('name', 'Product Name', { required: true, maxLength: TEXT_LIMITS.name, placeholder: 'Enter product name' })}
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
              <SelectField id="condition" name="condition" label="Condition" options={CONDITIONS} value={draft.condition} error={errors.condition} onChange={(value) => edit('condition', value)} />
            </div>
            <div className="field">
              <label htmlFor="tag-input">Tags</label>
              <div className={styles.tagEntry}>
                <input
                  id="tag-input"
                  className="input"
                  value={tagInput}
                  maxLength={40}
                  placeholder="Add a tag and press Enter"
                  onChange={(e) => setTagInput(e.target.value)}
                  onKeyDown={onTagKey}
                />
                <button type="button" className="btn btn-outline" onClick={commitTag} aria-label="Add tag">
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
                        onClick={() => setDraft((d) => ({ ...d, tags: removeTag(d.tags, tag) }))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>

          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="pricing-title">
            <h2 id="pricing-title" className={formStyles.sectionTitle}>Pricing</h2>
            <div className={formStyles.pair}>
              {text('price', 'Price ($)', { required: true, type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' })}
              {text('compareAtPrice', 'Compare-at Price ($)', { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' })}
            </div>
            <div className={styles.preview} aria-live="polite">
              <span className={styles.muted}>Price preview</span>
              <span className={styles.previewPrice}>{price.price}</span>
              {price.compareAt && <s className={styles.muted}>{price.compareAt}</s>}
              {price.percentOff !== null && <span className="badge tone-destructive">{price.percentOff}% OFF</span>}
            </div>
          </section>

          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="inventory-title">
            <h2 id="inventory-title" className={formStyles.sectionTitle}>Inventory</h2>
            <div className={formStyles.pair}>
              {text('sku', 'SKU', { maxLength: TEXT_LIMITS.sku, placeholder: 'e.g. DUR-001' })}
              {text('quantity', 'Quantity', { required: true, type: 'number', step: '1', min: '0', inputMode: 'numeric', placeholder: '0' })}
            </div>
            {switchRow('trackQuantity', 'Track quantity', 'Count stock down as orders come in')}
            {switchRow('allowBackorders', 'Allow backorders', 'Keep selling when out of stock')}
          </section>

          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="shipping-title">
            <h2 id="shipping-title" className={formStyles.sectionTitle}>Shipping</h2>
            {switchRow('requiresShipping', 'This is a physical product', 'It needs shipping to the buyer')}
            {draft.requiresShipping && (
              <>
                {text('weight', 'Weight (kg)', { type: 'number', step: '0.001', min: '0', inputMode: 'decimal', placeholder: '0.0' })}
                <fieldset className={styles.dimensions}>
                  <legend>Dimensions (cm)</legend>
                  {text('length', 'Length', { type: 'number', step: '0.1', min: '0', inputMode: 'decimal' })}
                  {text('width', 'Width', { type: 'number', step: '0.1', min: '0', inputMode: 'decimal' })}
                  {text('height', 'Height', { type: 'number', step: '0.1', min: '0', inputMode: 'decimal' })}
                </fieldset>
              </>
            )}
          </section>
        </div>

        <div className={styles.side}>
          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="images-title">
            <h2 id="images-title" className={formStyles.sectionTitle}>
              Product Images
              <Required />
            </h2>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping images is a shortcut; the file input inside is the way in from a keyboard */}
            <div
              className={dragging ? `${styles.drop} ${styles.dropActive}` : styles.drop}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <p className={styles.dropTitle}>Drag and drop images here</p>
              <p className={styles.muted}>or</p>
              <button
                id="images-choose"
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => fileInput.current?.click()}
                disabled={images.length >= MAX_IMAGES}
                aria-describedby={errors.images ? 'images-hint images-error' : 'images-hint'}
              >
                Choose Files
              </button>
              <input
                ref={fileInput}
                id="images"
                className="visually-hidden"
                type="file"
                accept="image/*"
                multiple
                tabIndex={-1}
                aria-label="Product images"
                onChange={(e) => {
                  const files = Array.from(e.target.files ?? []);
                  e.target.value = '';
                  void addFiles(files);
                }}
              />
              <p id="images-hint" className={styles.hint}>
                {IMAGE_HINT}
              </p>
            </div>
            <FieldError id="images" message={errors.images} />
            {images.length > 0 && (
              <ul className={styles.thumbs} aria-label="Chosen images">
                {images.map((image, index) => {
                  const name = image.kind === 'new' ? image.file.name : `Image ${index + 1}`;
                  const src = image.kind === 'new' ? image.preview : image.url;
                  return (
                    <li key={image.kind === 'new' ? image.key : image.id} className={styles.thumb}>
                      {src ? <img src={src} alt={name} width="120" height="120" /> : <span className={styles.thumbName}>{name}</span>}
                      {index === 0 && <span className={styles.primary}>Primary</span>}
                      <button type="button" className={styles.thumbRemove} aria-label={`Remove ${name}`} onClick={() => removeImage(index)}>
                        ×
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className={styles.muted}>
              {images.length} of {MAX_IMAGES} images
            </p>
          </section>

          <section className={`card ${formStyles.section} ${styles.section}`} aria-labelledby="status-title">
            <h2 id="status-title" className={formStyles.sectionTitle}>Product Status</h2>
            {switchRow('isActive', 'Active', 'Visible to buyers once published')}
            {switchRow('taxable', 'Taxable', 'Charge tax on this product')}
            <dl className={styles.statusPreview}>
              {statusPreview(draft).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </form>
  );
}
