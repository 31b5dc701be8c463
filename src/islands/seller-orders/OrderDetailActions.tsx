/** The order page's Update Status button and dialog; `?update=1` opens the dialog at once (from the dashboard). */
import { useEffect, useState } from 'react';
import type { SellerStatus } from '../../lib/seller-orders';
import type { ConnectionTexts } from '../form/ConnectionNotice';
import StatusDialog, { type StatusTarget } from './StatusDialog';

interface Props {
  id: string;
  status: SellerStatus;
  openAtStart?: boolean;
  final: boolean;
  connection: ConnectionTexts;
}

export default function OrderDetailActions({ id, status, openAtStart = false, final, connection }: Props) {
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
        title={final ? 'This order can no longer change status.' : undefined}
        onClick={() => setTarget({ id, status })}
      >
        Update Status
      </button>
      <StatusDialog
        target={target}
        connection={connection}
        onClose={() => setTarget(null)}
        onSaved={() => {
          // The page is rendered from the database: load it again to show the saved status and its history.
          window.location.replace(`${window.location.pathname}?updated=1`);
        }}
      />
    </>
  );
}
