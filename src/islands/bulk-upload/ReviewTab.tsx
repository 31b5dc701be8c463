/** The Review tab: the rows of the file as checked, with their issues; each may be edited or removed. */
import { formatMoney } from '../../lib/money';
import { errorRowsMessage } from '../../lib/bulk-import/limits';
import { countRows, rawRow, type BulkRow, type RawRow } from '../../lib/bulk-import/rows';
import Banner from '../seller/Banner';
import Counters from '../seller/Counters';
import RowMenu from '../seller/RowMenu';
import { cx } from '../seller/class-names';
import shared from './BulkUpload.module.css';
import styles from './ReviewTab.module.css';

const STATUS_LOOK: Record<BulkRow['status'], { label: string; tone: string }> = {
  valid: { label: 'Valid', tone: 'tone-success' },
  warning: { label: 'Warning', tone: 'tone-warning' },
  error: { label: 'Error', tone: 'tone-destructive' },
};

interface Props {
  rows: BulkRow[];
  /** Rows can no longer change once an upload has started. */
  locked: boolean;
  onEdit: (row: RawRow) => void;
  onRemove: (row: BulkRow) => void;
}

const none = <span className={shared.muted}>—</span>;

export default function ReviewTab({ rows, locked, onEdit, onRemove }: Props) {
  const counts = countRows(rows);
  return (
    <section className={shared.panelPlain} id="bulk-panel-review" role="tabpanel" aria-labelledby="bulk-tab-review">
      <Counters
        label="Row counts"
        accented
        className={styles.rowCounters}
        counters={[
          { label: 'Total Products', value: counts.total },
          { label: 'Valid', value: counts.valid, tone: 'success' },
          { label: 'Warnings', value: counts.warnings, tone: 'warning' },
          { label: 'Errors', value: counts.errors, tone: 'danger' },
        ]}
      />

      {counts.errors > 0 && <Banner tone="error" text={errorRowsMessage(counts.errors)} />}

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus so that it scrolls from the keyboard */}
      <div className={cx('card', styles.tableWrap)} role="region" aria-label="Products in the file" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Product Name</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">SKU</th>
              <th scope="col">Issues</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const look = STATUS_LOOK[row.status];
              const label = row.name.trim() || `row ${row.line}`;
              return (
                <tr key={row.id}>
                  <td data-label="Status">
                    <span className={cx('badge', look.tone)}>{look.label}</span>
                  </td>
                  <td data-label="Product Name" className={styles.nameCell}>
                    {row.name.trim() ? (
                      <span className={styles.productName}>{row.name.trim()}</span>
                    ) : (
                      <span className={shared.danger}>Missing name</span>
                    )}
                    <span className={styles.lineNo}>Row {row.line}</span>
                  </td>
                  <td data-label="Category">{row.category.trim() || none}</td>
                  <td
                    data-label="Price"
                    className={cx(styles.number, row.priceSen !== null && row.priceSen < 0 && shared.danger)}
                  >
                    {row.priceSen !== null ? formatMoney(row.priceSen, 'USD') : row.price.trim() || none}
                  </td>
                  <td data-label="Quantity" className={cx(styles.number, row.quantityValue === 0 && shared.warning)}>
                    {row.quantityValue ?? (row.quantity.trim() || none)}
                  </td>
                  <td data-label="SKU" className={styles.sku}>
                    {row.finalSku || none}
                    {!row.sku.trim() && row.finalSku && <span className={styles.lineNo}>made from the name</span>}
                  </td>
                  <td data-label="Issues">
                    {row.errors.length + row.warnings.length === 0 ? (
                      <span className={shared.muted}>None</span>
                    ) : (
                      <ul className={styles.issues}>
                        {row.errors.map((message) => (
                          <li key={message} className={shared.danger}>
                            {message}
                          </li>
                        ))}
                        {row.warnings.map((message) => (
                          <li key={message} className={shared.warning}>
                            {message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={styles.menuCell}>
                    <RowMenu
                      label={label}
                      id={`menu-${row.id}`}
                      disabled={locked}
                      items={[
                        { label: 'Edit Product', onSelect: () => onEdit(rawRow(row)) },
                        { label: 'Remove', danger: true, onSelect: () => onRemove(row) },
                      ]}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
