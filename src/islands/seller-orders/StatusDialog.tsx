/**
 * The Update Status dialog: a new status (only the moves the rules allow can be chosen), a carrier and a
 * tracking number when the order ships, and an optional note. Confirm saves it on the server; a refusal is
 * shown in the dialog and changes nothing. A change that did not reach the shop for lack of a connection keeps
 * the dialog open with everything chosen and typed, and offers Try Again; only an answer from the server
 * counts as saved.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { actions, isInputError } from 'astro:actions';
import type { Messages } from '../../i18n/index';
import { fill } from '../../i18n/fill';
import {
  CARRIERS,
  NOTE_MAX_LENGTH,
  TRACKING_NUMBER_TYPED_MAX,
  SELLER_STATUSES,
  canTransition,
  normaliseTrackingNumber,
  type SellerOrderRow,
  type SellerStatus,
} from '../../lib/seller-orders';
import { ConnectionNotice, type ConnectionTexts } from '../form/ConnectionNotice';
import { refusal } from '../form/refusal';
import { useSave } from '../form/use-save';
import { useModal } from '../seller/modal';
import list from '../seller/SellerList.module.css';
import styles from './SellerOrders.module.css';
import { refusalIn } from './refusals';

/** The dialog's texts in the page's language, and the statuses' labels (the page passes them). */
export type DialogTexts = Messages['sellerOrders']['dialog'];
export type StatusLabels = Messages['sellerOrders']['statuses'];

export interface StatusTarget {
  id: string;
  status: SellerStatus;
  /** Cancel Order opens the dialog with cancelled already chosen. */
  preset?: SellerStatus;
}

interface Props {
  target: StatusTarget | null;
  onClose: () => void;
  onSaved: (result: { to: SellerStatus; order: SellerOrderRow | null; stockRestored: boolean }) => void;
  /** What the dialog says when the change did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
  texts: DialogTexts;
  statuses: StatusLabels;
}

export default function StatusDialog({ target, onClose, onSaved, connection, texts: t, statuses }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<SellerStatus | ''>('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy: sending, offline, send } = useSave();
  const busy = sending !== null;
  /** The order the last change was sent for: a connection notice belongs to it, not to the next order opened. */
  const [sentFor, setSentFor] = useState<StatusTarget | null>(null);
  const uid = useId();

  useEffect(() => {
    if (!target) return;
    setStatus(target.preset ?? '');
    setCarrier('');
    setTracking('');
    setNote('');
    setError(null);
  }, [target]);
  useModal(dialog, target !== null);

  const cancelling = target?.preset === 'cancelled';
  const shipping = status === 'shipped';

  async function confirm() {
    if (!target || !status) return;
    if (shipping) {
      if (!carrier) return setError(t.refusals['sellerOrder.carrier']);
      if (!normaliseTrackingNumber(tracking)) return setError(t.refusals['sellerOrder.trackingNumber']);
    }
    setError(null);
    setSentFor(target);
    await send(
      true,
      () =>
        actions.sellerOrders.updateStatus({
          id: target.id,
          status,
          note: note.trim() || null,
          carrier: shipping ? carrier : null,
          trackingNumber: shipping ? tracking : null,
        }),
      {
        saved: (data) => onSaved({ to: data.to as SellerStatus, order: data.order, stockRestored: data.stockRestored }),
        refused: (failure) =>
          setError(
            isInputError(failure)
              ? t.checkFields
              : refusal(failure).message
                ? refusalIn(refusal(failure).message, t.refusals, statuses)
                : t.checkFields,
          ),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      className={`${list.dialog} ${styles.dialog}`}
      aria-labelledby={`${uid}-title`}
      onCancel={(event) => busy && event.preventDefault()}
      onClose={() => target && onClose()}
    >
      <form
        method="dialog"
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <h2 id={`${uid}-title`}>{cancelling ? t.cancelTitle : t.updateTitle}</h2>
        <p className={styles.dialogText}>
          {target &&
            (cancelling
              ? fill(t.cancelText, { id: target.id })
              : fill(t.currentText, { id: target.id, status: statuses[target.status].toLowerCase() }))}
        </p>
        {!cancelling && (
          <label className="field">
            {t.newStatus}
            <select
              className="select"
              value={status}
              onChange={(e) => setStatus(e.target.value as SellerStatus | '')}
              required
            >
              <option value="">{t.selectStatus}</option>
              {SELLER_STATUSES.map((option) => (
                <option key={option} value={option} disabled={!target || !canTransition(target.status, option)}>
                  {statuses[option]}
                </option>
              ))}
            </select>
          </label>
        )}
        {shipping && (
          <div className={styles.shipFields}>
            <label className="field">
              {t.carrier}
              <select className="select" value={carrier} onChange={(e) => setCarrier(e.target.value)} required>
                <option value="">{t.selectCarrier}</option>
                {CARRIERS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t.trackingNumber}
              <input
                className="input"
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                maxLength={TRACKING_NUMBER_TYPED_MAX}
                required
                aria-describedby={`${uid}-tracking-hint`}
              />
              <span id={`${uid}-tracking-hint`} className={styles.hint}>
                {t.trackingHint}
              </span>
            </label>
          </div>
        )}
        <label className="field">
          {t.note}
          <textarea
            className={`input ${styles.note}`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t.notePlaceholder}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
          />
        </label>
        {offline && sentFor === target && (
          <ConnectionNotice texts={connection} onRetry={() => void confirm()} busy={busy} />
        )}
        {error && (
          <p className={styles.dialogError} role="alert">
            {error}
          </p>
        )}
        <div className={list.dialogButtons}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {cancelling ? t.keepOrder : t.cancel}
          </button>
          <button
            type="submit"
            className={cancelling ? `btn ${list.dangerButton}` : 'btn btn-primary'}
            disabled={!status || busy}
          >
            {busy ? t.saving : cancelling ? t.cancelTitle : t.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
