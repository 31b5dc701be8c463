/**
 * The product form's state: the draft, the images (saved ones kept by id, new ones with a data: URL preview,
 * which the shop's CSP allows where blob: URLs it does not, each made small in the browser before it is sent:
 * ../form/shrink-picture.ts), the tags being typed, the messages, and the one real request for both Save as
 * Draft and Publish. The spec's Publish rules are checked here first; the server
 * checks them again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import {
  addTag,
  imagesLeftOut,
  MAX_IMAGES,
  REDIRECT_AFTER_MS,
  removeTag,
  validateDraft,
  type DraftErrors,
  type DraftField,
  type ProductDraft,
  type SaveIntent,
} from '../../lib/product-draft';
import { appendValues, fieldMessages, refusal } from '../form/refusal';
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import { useSave } from '../form/use-save';
import { type Lang, localisedPath } from '../../i18n/languages';
import { type EditorTexts, sayIn } from './editor-texts';
import { shrinkPicture, type ShrunkPicture } from '../form/shrink-picture';
import { MAX_PICTURE_SIDE } from '../../lib/pictures';

export interface SavedImage {
  id: string;
  url: string;
}

export type EditorImage =
  | { kind: 'saved'; id: string; url: string }
  | {
      kind: 'new';
      key: string;
      /** What will be sent: the chosen file until it is made small, then the smaller picture. */
      file: File;
      preview: string | null;
      /** The chosen file's size, and what is sent once it is made small (null while that is under way). */
      before: number;
      after: number | null;
    };

export type SwitchField = 'isActive' | 'trackQuantity' | 'allowBackorders' | 'requiresShipping' | 'taxable';
export type DraftTextField = Exclude<keyof ProductDraft, 'tags' | SwitchField>;

const FIELD_ORDER: DraftField[] = [
  'name',
  'description',
  'category',
  'condition',
  'tags',
  'price',
  'compareAtPrice',
  'sku',
  'quantity',
  'weight',
  'length',
  'width',
  'height',
  'images',
];

const readPreview = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

let nextKey = 0;

interface Options {
  productId?: string;
  initial: ProductDraft;
  savedImages: SavedImage[];
  loadedStock?: number;
  texts: EditorTexts;
  lang: Lang;
}

export function useProductEditor({ productId, initial, savedImages, loadedStock, texts: t, lang }: Options) {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [images, setImages] = useState<EditorImage[]>(savedImages.map((i) => ({ kind: 'saved', ...i })));
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, failed, send } = useSave<SaveIntent>();
  const [done, setDone] = useState<string | null>(null);
  /** The stock this form's quantity is measured from: as loaded, or as read again after a sale refused a save. */
  const [baseStock, setBaseStock] = useState(loadedStock);
  const doneRef = useRef<HTMLParagraphElement>(null);
  /** Each new image's smaller picture, by key, made one after the other (a phone holds one decoded photo at once). */
  const shrinking = useRef(new Map<string, Promise<ShrunkPicture>>());
  const shrinkQueue = useRef<Promise<unknown>>(Promise.resolve());
  const started = useEarlyInput('product-editor', (changed) => {
    setDraft((current) => withEarlyInput(current, changed));
    const tag = changed['tag-input'];
    if (typeof tag === 'string') setTagInput(tag);
    if (changed.images instanceof FileList) void addFiles(changed.images);
  });

  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = window.setTimeout(
      () => window.location.assign(localisedPath('/seller-dashboard', lang)),
      REDIRECT_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, lang]);

  const clearError = (field: DraftField) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const edit = (field: DraftTextField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clearError(field);
  };
  const toggle = (field: SwitchField) => setDraft((d) => ({ ...d, [field]: !d[field] }));

  const commitTag = () => {
    setDraft((d) => ({ ...d, tags: addTag(d.tags, tagInput) }));
    setTagInput('');
    clearError('tags');
  };
  const dropTag = (tag: string) => {
    setDraft((d) => ({ ...d, tags: removeTag(d.tags, tag) }));
    clearError('tags');
  };

  const addFiles = async (list: FileList | File[]) => {
    // Only image files; the server checks their bytes again. What is left out is said, never dropped silently.
    const files = Array.from(list);
    const chosen = files.filter((file) => file.type.startsWith('image/'));
    const room = Math.max(0, MAX_IMAGES - images.length);
    const added = chosen.slice(0, room).map((file) => ({
      kind: 'new' as const,
      key: `new-${nextKey++}`,
      file,
      preview: null,
      before: file.size,
      after: null,
    }));
    for (const image of added) {
      const job = shrinkQueue.current.then(() => shrinkPicture(image.file, MAX_PICTURE_SIDE));
      shrinkQueue.current = job.catch(() => undefined);
      const shrunk = job.catch((): ShrunkPicture => ({ file: image.file, before: image.before, after: image.before }));
      shrinking.current.set(image.key, shrunk);
      void shrunk.then(async ({ file, after }) => {
        const preview = await readPreview(file);
        setImages((current) =>
          current.map((i) => (i.kind === 'new' && i.key === image.key ? { ...i, file, preview, after } : i)),
        );
      });
    }
    const leftOut = imagesLeftOut(
      files.filter((file) => !chosen.includes(file)).map((file) => file.name),
      chosen.length - added.length,
      t.leftOut,
    );
    if (added.length > 0) setImages((current) => [...current, ...added].slice(0, MAX_IMAGES));
    if (leftOut) setErrors((current) => ({ ...current, images: leftOut }));
    else if (added.length > 0) clearError('images');
  };

  const removeImage = (index: number) => setImages((current) => current.filter((_, i) => i !== index));

  const showErrors = (found: DraftErrors) => {
    const said: DraftErrors = {};
    for (const [field, message] of Object.entries(found) as [DraftField, string][]) said[field] = sayIn(t, message);
    setErrors(said);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const target = document.getElementById(
        first === 'images' ? 'images-choose' : first === 'tags' ? 'tag-input' : first,
      );
      target?.focus();
    }
  };

  const save = async (intent: SaveIntent) => {
    if (busy || done) return;
    setAlert(null);
    const found = validateDraft(draft, images.length, intent);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert(t.fixErrors);
      return;
    }
    const form = async () => {
      const form = new FormData();
      form.append('intent', intent);
      if (productId) form.append('productId', productId);
      if (productId && baseStock !== undefined) form.append('loadedQuantity', String(baseStock));
      appendValues(form, draft);
      for (const image of images) {
        if (image.kind === 'saved') form.append('keepImages', image.id);
        else {
          // A picture still being made small is waited for: the original never goes when a smaller one can.
          const file = (await shrinking.current.get(image.key))?.file ?? image.file;
          form.append('images', file, file.name);
        }
      }
      return form;
    };
    await send(intent, async () => actions.productEditor.save(await form()), {
      saved: (data) => {
        setErrors({});
        setDone(intent === 'publish' && data.status !== 'draft' ? (productId ? t.updated : t.published) : t.draftSaved);
      },
      refused,
    });
  };

  /** Sends again, after a save failed for lack of a connection, with the values as they are now. */
  const retry = () => {
    if (failed) void save(failed);
  };

  const refused = (error: unknown) => {
    const found: DraftErrors = fieldMessages<DraftField>(error);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert(t.fixErrors);
      return;
    }
    const { code, message } = refusal(error);
    if (code === 'PRECONDITION_FAILED' && productId) {
      // Units were sold while the form was open: show today's stock and measure the next save from it.
      setAlert(sayIn(t, message));
      void actions.productEditor.stock({ productId }).then(({ data }) => {
        if (!data) return;
        setBaseStock(data.stock);
        setDraft((d) => ({ ...d, quantity: String(data.stock) }));
      });
      return;
    }
    console.error('The product was not saved', error);
    if (code === 'CONTENT_TOO_LARGE') setAlert(t.tooLarge);
    else if (['CONFLICT', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'BAD_REQUEST'].includes(code))
      setAlert(sayIn(t, message));
    else setAlert(t.notSaved);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save(submitter?.value === 'draft' ? 'draft' : 'publish');
  };

  return {
    t,
    lang,
    draft,
    images,
    tagInput,
    setTagInput,
    errors,
    alert,
    busy,
    failed,
    retry,
    done,
    doneRef,
    started,
    edit,
    toggle,
    commitTag,
    dropTag,
    addFiles,
    removeImage,
    onSubmit,
  };
}

/** The editor as the sections see it. */
export type Editor = ReturnType<typeof useProductEditor>;
