/** Order Management's header buttons: Export Orders downloads the listed orders as CSV, Print Report prints the list. */
import { useStore } from '@nanostores/react';
import type { Messages } from '../../i18n/index';
import { localisedPath, type Lang } from '../../i18n/languages';
import { $orderListQuery } from '../../stores/seller-orders';

interface Props {
  query: string;
  /** The buttons' words in the page's language. */
  texts: Messages['sellerOrders']['header'];
  /** The page's language: the export is written in it. */
  lang: Lang;
}

export default function OrderListHeader({ query, texts: t, lang }: Props) {
  const live = useStore($orderListQuery);
  return (
    <>
      <a className="btn btn-outline" href={localisedPath(`/seller/orders/export.csv${live ?? query}`, lang)} download>
        {t.exportOrders}
      </a>
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>
        {t.printReport}
      </button>
    </>
  );
}
