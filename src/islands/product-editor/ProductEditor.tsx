/**
 * The seller's product form, for a new product and for editing one: the same fields, the spec's Publish
 * rules checked here first (the server checks them again), images chosen by drag and drop or the file
 * chooser, and one real request for both buttons. Thumbnails of unsaved files are data: URLs, which the
 * shop's CSP (img-src 'self' data:) allows; blob: URLs it does not.
 */
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { actions, isInputError } from 'astro:actions';
import {
  addTag,
  CONDITIONS,
  DRAFT_CATEGORIES,
  IMAGE_HINT,
  LOCAL_CATEGORIES,
  MAX_IMAGES,
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

export default function ProductEditor({ productId, initial, images: savedImages = [] }: Props): ReactNode {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [images, setImages] = useState<EditorImage[]>(savedImages.map((i) => ({ kind: 'saved', ...i })));
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaveIntent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

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
    // Only image files; the server checks their bytes again. Extra files past ten are dropped.
    const chosen = Array.from(list).filter((file) => file.type.startsWith('image/'));
    const room = MAX_IMAGES - images.length;
    const added = await Promise.all(
      chosen.slice(0, Math.max(0, room)).map(async (file) => ({ kind: 'new' as const, key: `new-${nextKey++}`, file, preview: await readPreview(file) })),
    );
    if (added.length === 0) return;
    setImages((current) => [...current, ...added].slice(0, MAX_IMAGES));
    clearError('images');
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
    for (const [field, value] of Object.entries(draft)) {
      if (field === 'tags') continue;
      if (typeof value === 'boolean') {
        if (value) form.append(field, 'on');
      } else form.append(field, String(value));
    }
    for (const tag of draft.tags) form.append('tags', tag);
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
    if (isInputError(error)) {
      const found: DraftErrors = {};
      for (const [field, messages] of Object.entries(error.fields ?? {})) {
        const message = (messages as string[] | undefined)?.[0];
        if (message) found[field as DraftField] = message;
      }
      if (Object.keys(found).length > 0) {
        showErrors(found);
        setAlert('Please fix the errors below.');
        return;
      }
    }
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
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
  const knownCategory = DRAFT_CATEGORIES.some((c) => c.value === draft.category);
  const localCategory = LOCAL_CATEGORIES.find((c) => c.value === draft.category);

  const text = (field: TextField, label: string, options: { required?: boolean; type?: string; step?: string; min?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string; maxLength?: number; unit?: string } = {}) => (
    <div className="field">
      <label htmlFor={field}>
        {label}
        {options.required && <Required />}
      </label>
      <input
        id={field}
        name={field}
        className="input"
        type={options.type ?? 'text'}
        step={options.step}
        min={options.min}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        maxLength={options.maxLength}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${field}-error` : undefined}
        onChange={(e) => edit(field, e.target.value)}
      />
      <FieldError id={field} message={errors[field]} />
    </div>
  );

  const switchRow = (field: SwitchField, label: string, hint: string) => (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <label htmlFor={field} className={styles.switchLabel}>
          {label}
        </label>
        <span id={`${field}-hint`} className={styles.muted}>
          {hint}
        </span>
      </span>
      <input
        id={field}
        type="checkbox"
        role="switch"
        className={styles.switch}
        name={field}
        checked={draft[field]}
        aria-describedby={`${field}-hint`}
        onChange={() => toggle(field)}
      />
    </div>
  );

  return (
    <form id="product-editor" className={styles.editor} onSubmit={onSubmit} noValidate aria-label={productId ? 'Edit product' : 'Add new product'}>
      <div className={styles.toolbar}>
        <button type="submit" name="intent" value="draft" className="btn btn-outline" disabled={busy !== null || done !== null}>
          {busy === 'draft' ? 'Saving...' : 'Save as Draft'}
        </button>
        <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={busy !== null || done !== null}>
          {busy === 'publish' ? 'Publishing...' : productId ? 'Save Changes' : 'Publish Product'}
        </button>
      </div>

      {done && (
        <p className={styles.success} role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </p>
      )}
      {alert && (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={`card ${styles.section}`} aria-labelledby="basic-title">
            <h2 id="basic-title">Basic Information</h2>
            {text('name', 'Product Name', { required: true, maxLength: TEXT_LIMITS.name, placeholder: 'Enter product name' })}
            <div className="field">
              <label htmlFor="description">
                Description
                <Required />
              </label>
              <textarea
                id="description"
                name="description"
                className={`input ${styles.textarea}`}
                rows={5}
                maxLength={TEXT_LIMITS.description}
                placeholder="Describe your product"
                value={draft.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'description-error' : undefined}
                onChange={(e) => edit('description', e.target.value)}
              />
              <FieldError id="description" message={errors.description} />
            </div>
            <div className={styles.pair}>
              <div className="field">
                <label htmlFor="category">
                  Category
                  <Required />
                </label>
                <select
                  id="category"
                  name="category"
                  className="select"
                  value={draft.category}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={errors.category ? 'category-error' : undefined}
                  onChange={(e) => edit('category', e.target.value)}
                >
                  <option value="">Select category</option>
                  {DRAFT_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                  {!knownCategory && localCategory && <option value={localCategory.value}>{localCategory.label}</option>}
                </select>
                <FieldError id="category" message={errors.category} />
              </div>
              <div className="field">
                <label htmlFor="condition">Condition</label>
                <select id="condition" name="condition" className="select" value={draft.condition} onChange={(e) => edit('condition', e.target.value)}>
                  {CONDITIONS.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
                <FieldError id="condition" message={errors.condition} />
              </div>
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

          <section className={`card ${styles.section}`} aria-labelledby="pricing-title">
            <h2 id="pricing-title">Pricing</h2>
            <div className={styles.pair}>
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

          <section className={`card ${styles.section}`} aria-labelledby="inventory-title">
            <h2 id="inventory-title">Inventory</h2>
            <div className={styles.pair}>
              {text('sku', 'SKU', { maxLength: TEXT_LIMITS.sku, placeholder: 'e.g. DUR-001' })}
              {text('quantity', 'Quantity', { required: true, type: 'number', step: '1', min: '0', inputMode: 'numeric', placeholder: '0' })}
            </div>
            {switchRow('trackQuantity', 'Track quantity', 'Count stock down as orders come in')}
            {switchRow('allowBackorders', 'Allow backorders', 'Keep selling when out of stock')}
          </section>

          <section className={`card ${styles.section}`} aria-labelledby="shipping-title">
            <h2 id="shipping-title">Shipping</h2>
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
          <section className={`card ${styles.section}`} aria-labelledby="images-title">
            <h2 id="images-title">
              Product Images
              <Required />
            </h2>
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

          <section className={`card ${styles.section}`} aria-labelledby="status-title">
            <h2 id="status-title">Product Status</h2>
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

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={`${id}-error`} className={styles.error}>
      {message}
    </span>
  );
}
