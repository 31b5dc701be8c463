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
import type { Lang } from '../../i18n/languages';
import type { EditorTexts } from './editor-texts';
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
  texts: EditorTexts;
  lang: Lang;
}

export default function ProductEditor({
  productId,
  initial,
  images = [],
  loadedStock,
  connection,
  texts: t,
  lang,
}: Props) {
  const editor = useProductEditor({ productId, initial, savedImages: images, loadedStock, texts: t, lang });
  const { busy, done, started } = editor;
  const locked = !started || busy !== null || done !== null;

  return (
    <form
      id="product-editor"
      className={formStyles.form}
      onSubmit={editor.onSubmit}
      noValidate
      aria-label={productId ? t.editLabel : t.addLabel}
    >
      <div className={formStyles.saveBar}>
        <button type="submit" name="intent" value="draft" className="btn btn-outline" disabled={locked}>
          {busy === 'draft' ? t.saving : t.saveDraft}
        </button>
        <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={locked}>
          {busy === 'publish' ? t.publishing : productId ? t.saveChanges : t.publish}
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
