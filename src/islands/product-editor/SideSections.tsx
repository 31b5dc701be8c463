/** The form's side column: the images (dropped or chosen) and the product's status. */
import { useRef, useState, type DragEvent } from 'react';
import { fill } from '../../i18n/fill';
import { MAX_IMAGES, statusPreview } from '../../lib/product-draft';
import { FieldError, Required } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { Switch } from './editor-fields';
import type { Editor, EditorImage } from './use-product-editor';
import { formatBytes } from '../form/shrink-picture';
import { LOCALES } from '../../i18n/languages';

type NewImage = Extract<EditorImage, { kind: 'new' }>;
import styles from './ProductEditor.module.css';

const sectionClass = `card ${formStyles.section} ${styles.section}`;

export function ImagesSection({ editor }: { editor: Editor }) {
  const { images, errors, t } = editor;
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void editor.addFiles(event.dataTransfer.files);
  };

  return (
    <section className={sectionClass} aria-labelledby="images-title">
      <h2 id="images-title" className={formStyles.sectionTitle}>
        {t.images}
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
        <p className={styles.dropTitle}>{t.drop}</p>
        <p className={styles.muted}>{t.or}</p>
        <button
          id="images-choose"
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => fileInput.current?.click()}
          disabled={images.length >= MAX_IMAGES}
          aria-describedby={errors.images ? 'images-hint images-error' : 'images-hint'}
        >
          {t.choose}
        </button>
        <input
          ref={fileInput}
          id="images"
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-label={t.imagesInput}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void editor.addFiles(files);
          }}
        />
        <p id="images-hint" className={styles.hint}>
          {t.imageHint}
        </p>
      </div>
      <FieldError id="images" message={errors.images} />
      {images.length > 0 && (
        <ul className={styles.thumbs} aria-label={t.chosenImages}>
          {images.map((image, index) => {
            const name = image.kind === 'new' ? image.file.name : fill(t.image, { number: index + 1 });
            const src = image.kind === 'new' ? image.preview : image.url;
            return (
              <li key={image.kind === 'new' ? image.key : image.id} className={styles.thumb}>
                {src ? (
                  <img src={src} alt={name} width="120" height="120" />
                ) : (
                  <span className={styles.thumbName}>{name}</span>
                )}
                {index === 0 && <span className={styles.primary}>{t.primary}</span>}
                {image.kind === 'new' && <PictureSize image={image} t={t} locale={LOCALES[editor.lang]} />}
                <button
                  type="button"
                  className={styles.thumbRemove}
                  aria-label={fill(t.removeImage, { name })}
                  onClick={() => editor.removeImage(index)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.muted}>{fill(t.imageCount, { count: images.length, max: MAX_IMAGES })}</p>
    </section>
  );
}

/** A new picture's progress: being made small, then what is sent against what was chosen. */
function PictureSize({ image, t, locale }: { image: NewImage; t: Editor['t']; locale: string }) {
  const before = formatBytes(image.before, locale);
  const text =
    image.after === null
      ? t.preparing
      : image.after < image.before
        ? fill(t.prepared, {
            before,
            after: formatBytes(image.after, locale),
            saved: Math.round((1 - image.after / image.before) * 100),
          })
        : fill(t.sentAsIs, { size: before });
  return (
    <span className={styles.thumbSize} role="status" data-picture-size={image.after === null ? 'preparing' : 'ready'}>
      {text}
    </span>
  );
}

export function StatusSection({ editor }: { editor: Editor }) {
  const { t } = editor;
  return (
    <section className={sectionClass} aria-labelledby="status-title">
      <h2 id="status-title" className={formStyles.sectionTitle}>
        {t.status}
      </h2>
      <Switch editor={editor} field="isActive" label={t.active} hint={t.activeHint} />
      <Switch editor={editor} field="taxable" label={t.taxable} hint={t.taxableHint} />
      <dl className={styles.statusPreview}>
        {statusPreview(editor.draft, t.preview).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
