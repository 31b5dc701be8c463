/** The order page's Update Status button and dialog; `?update=1` opens the dialog at once (from the dashboard). */
import { useEffect, useState } from 'react';
import type { SellerStatus } from '../../lib/seller-orders';
import type { ConnectionTexts } from '../form/ConnectionNotice';
import type { Messages } from '../../i18n/index';
import StatusDialog, { type DialogTexts, type StatusLabels, type StatusTarget } from './StatusDialog';

interface Props {
  id: string;
  status: SellerStatus;
  openAtStart?: boolean;
  final: boolean;
  connection: ConnectionTexts;
  /** The page's language's words (the page passes them: no island carries a catalogue). */
  texts: Messages['sellerOrders']['detailActions'];
  dialog: DialogTexts;
  statuses: StatusLabels;
}

export default function OrderDetailActions({
  id,
  status,
  openAtStart = false,
  final,
  connection,
  texts: t,
  dialog,
  statuses,
}: Props) {
  const [target, setTarget] = useState<StatusTarget | null>(null);

  useEffect(() => {
    if (openAtStart && !final) setTarget({ id, status });
  }, [openAtStart, final, id, status]);

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={final}
        title={final ? t.final : undefined}
        onClick={() => setTarget({ id, status })}
      >
        {t.updateStatus}
      </button>
      <StatusDialog
        target={target}
        connection={connection}
        texts={dialog}
        statuses={statuses}
        onClose={() => setTarget(null)}
        onSaved={() => {
          // The page is rendered from the database: load it again to show the saved status and its history.
          window.location.replace(`${window.location.pathname}?updated=1`);
        }}
      />
    </>
  );
}
