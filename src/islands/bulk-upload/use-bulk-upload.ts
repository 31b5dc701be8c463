/**
 * The bulk upload's state: the chosen file, read on the server (nothing is written); the rows it holds, which
 * the seller may edit or remove (checked again here with the same rules); and the upload, in batches, of the
 * valid and warning rows, which the server checks again before writing each.
 */
import { useEffect, useRef, useState } from 'react';
import { actions, isInputError } from 'astro:actions';
import { FILE_REFUSALS, MAX_FILE_BYTES, REDIRECT_AFTER_MS, UPLOAD_BATCH_SIZE } from '../../lib/bulk-import/limits';
import { acceptedFileName } from '../../lib/bulk-import/read-name';
import { checkRows, rawRow, type BulkRow, type RawRow } from '../../lib/bulk-import/rows';
import type { CategoryNames } from '../../lib/product-rules';
import { useEarlyInput } from '../form/early-input';
import { localisedPath, type Lang } from '../../i18n/languages';
import type { Told } from './texts';

export type Tab = 'upload' | 'review' | 'progress';

export interface Failure {
  line: number;
  name: string;
  told: Told;
}

export interface Progress {
  total: number;
  processed: number;
  successful: number;
  failed: number;
  isUploading: boolean;
  failures: Failure[];
}

const UNREACHABLE: Told = { unreachable: true };
const refused = (message: string): Told => ({ refusals: [message] });

/** What a failed call tells: the server's refusal, or (no answer at all) that the shop could not be reached. */
function toldBy(error: unknown): Told {
  if (!error) return UNREACHABLE;
  if (isInputError(error)) return refused(FILE_REFUSALS.wrongType);
  const message = (error as { message?: string }).message;
  return message ? refused(message) : UNREACHABLE;
}

export function useBulkUpload(lang: Lang, categoryNames: readonly CategoryNames[] = []) {
  const [tab, setTab] = useState<Tab>('upload');
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [fileError, setFileError] = useState<Told | null>(null);
  const [reading, setReading] = useState(false);
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [catalogueSkus, setCatalogueSkus] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const readToken = useRef(0);

  const uploading = progress?.isUploading ?? false;
  const finished = progress !== null && !progress.isUploading;

  // A file chosen before the island started is read as soon as it starts.
  useEarlyInput('bulk-panel-upload', (changed) => {
    const early = changed['bulk-file'];
    if (early instanceof FileList) void choose(early[0]);
  });

  const redirecting = finished && progress.successful > 0 && progress.failed === 0;
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => window.location.assign(localisedPath('/seller-dashboard', lang)), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [redirecting, lang]);

  function reset() {
    readToken.current += 1;
    setTab('upload');
    setFile(null);
    setFileError(null);
    setReading(false);
    setRows([]);
    setCatalogueSkus([]);
    setProgress(null);
    if (input.current) input.current.value = '';
  }

  async function choose(chosen: File | undefined) {
    if (!chosen || uploading) return;
    reset();
    setFile({ name: chosen.name, size: chosen.size });
    if (!acceptedFileName(chosen.name, chosen.type)) return setFileError(refused(FILE_REFUSALS.wrongType));
    if (chosen.size > MAX_FILE_BYTES) return setFileError(refused(FILE_REFUSALS.tooLarge));
    const token = readToken.current;
    setReading(true);
    const form = new FormData();
    form.set('file', chosen);
    try {
      const { data, error } = await actions.bulkImport.read(form);
      if (token !== readToken.current) return;
      if (error || !data) return setFileError(toldBy(error));
      setRows(data.rows);
      setCatalogueSkus(data.catalogueSkus);
      setTab('review');
    } catch {
      if (token === readToken.current) setFileError(UNREACHABLE);
    } finally {
      if (token === readToken.current) setReading(false);
    }
  }

  function recheck(next: RawRow[]) {
    setRows(checkRows(next, catalogueSkus, categoryNames));
  }

  function removeRow(row: BulkRow) {
    recheck(rows.filter((r) => r.id !== row.id).map(rawRow));
  }

  function saveRow(edited: RawRow) {
    recheck(rows.map((r) => (r.line === edited.line ? edited : rawRow(r))));
  }

  async function upload() {
    const queue = rows.filter((row) => row.status !== 'error');
    if (queue.length === 0 || uploading) return;
    const names = new Map(queue.map((row) => [row.line, row.name.trim()]));
    let state: Progress = {
      total: queue.length,
      processed: 0,
      successful: 0,
      failed: 0,
      isUploading: true,
      failures: [],
    };
    setProgress(state);
    setTab('progress');
    for (let start = 0; start < queue.length; start += UPLOAD_BATCH_SIZE) {
      const batch = queue.slice(start, start + UPLOAD_BATCH_SIZE);
      let results: { line: number; ok: boolean; told?: Told }[];
      try {
        const { data, error } = await actions.bulkImport.upload({ rows: batch.map(rawRow) });
        results = data
          ? data.results.map((r) => (r.ok ? r : { ...r, told: { refusals: r.messages ?? [] } }))
          : batch.map((row) => ({ line: row.line, ok: false, told: toldBy(error) }));
      } catch {
        results = batch.map((row) => ({ line: row.line, ok: false, told: UNREACHABLE }));
      }
      const failures = results
        .filter((r) => !r.ok)
        .map((r) => ({ line: r.line, name: names.get(r.line) ?? '', told: r.told ?? UNREACHABLE }));
      state = {
        ...state,
        processed: state.processed + results.length,
        successful: state.successful + results.filter((r) => r.ok).length,
        failed: state.failed + failures.length,
        failures: [...state.failures, ...failures],
      };
      setProgress(state);
    }
    setProgress({ ...state, isUploading: false });
  }

  return {
    tab,
    setTab,
    file,
    fileError,
    reading,
    rows,
    progress,
    uploading,
    finished,
    redirecting,
    input,
    reset,
    choose,
    removeRow,
    saveRow,
    upload,
  };
}
