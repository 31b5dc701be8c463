/**
 * The seller's product form, for a new product and for editing one: the same fields, the spec's Publish
 * rules checked here first (the server checks them again), images chosen by drag and drop or the file
 * chooser, and one real request for both buttons (see use-product-editor.ts).
 */
import type { ProductDraft } from '../../lib/product-draft';
import formStyles from '../form/Form.module.css';
import { ConnectionNotice, type ConnectionTexts } from '../form/ConnectionNotice';
import { useProductEditor, type SavedImage } from './use-product-editor';
import { BasicSection, InventorySection, PricingSection, ShippingSection } from './DetailSections';
import { ImagesSection, StatusSection } from './SideSections';
import styles from './ProductEditor.module.css';

interface Props {
  /** Set when editing: the product being changed. */
  productId?: string;
  initial: ProductDraft;
  images?: SavedImage[];
  /** Set when editing: the stock the product had when this form was rendered. */
  loadedStock?: number;
  /** What the form says when a save did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
}

export default function ProductEditor({ productId, initial, images = [], loadedStock, connection }: Props) {
  const editor = useProductEditor({ productId, initial, savedImages: images, loadedStock });
  const { busy, done, started } = editor;
  const locked = !started || busy !== null || done !== null;

  return (
    <form
      id="product-editor"
      className={formStyles.form}
      onSubmit={editor.onSubmit}
      noValidate
      aria-label={productId ? 'Edit product' : 'Add new product'}
    >
      <div className={formStyles.saveBar}>
        <button type="submit" name="intent" value="draft" className="btn btn-outline" disabled={locked}>
          {busy === 'draft' ? 'Saving...' : 'Save as Draft'}
        </button>
        <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={locked}>
          {busy === 'publish' ? 'Publishing...' : productId ? 'Save Changes' : 'Publish Product'}
        </button>
      </div>

      {done && (
        <p className={formStyles.success} role="status" tabIndex={-1} ref={editor.doneRef}>
          {done}
        </p>
      )}
      {editor.failed && <ConnectionNotice texts={connection} onRetry={editor.retry} busy={busy !== null} />}
      {editor.alert && (
        <p className={formStyles.alert} role="alert">
          {editor.alert}
        </p>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <BasicSection editor={editor} />
          <PricingSection editor={editor} />
          <InventorySection editor={editor} />
          <ShippingSection editor={editor} />
        </div>
        <div className={styles.side}>
          <ImagesSection editor={editor} />
          <StatusSection editor={editor} />
        </div>
      </div>
    </form>
  );
}
