/** Order Management's header buttons: Export Orders downloads the listed orders as CSV, Print Report prints the list. */
import { useStore } from '@nanostores/react';
import { $orderListQuery } from '../../stores/seller-orders';

export default function OrderListHeader({ query }: { query: string }) {
  const live = useStore($orderListQuery);
  return (
    <>
      <a className="btn btn-outline" href={`/seller/orders/export.csv${live ?? query}`} download>
        Export Orders
      </a>
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>
        Print Report
      </button>
    </>
  );
}
