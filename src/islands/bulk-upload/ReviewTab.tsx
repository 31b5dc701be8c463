/** The Review tab: the rows of the file as checked, with their issues; each may be edited or removed. */
import { formatMoney } from '../../lib/money';
import { fill } from '../../i18n/fill';
import { countRows, rawRow, type BulkRow, type RawRow } from '../../lib/bulk-import/rows';
import Banner from '../seller/Banner';
import Counters from '../seller/Counters';
import RowMenu from '../seller/RowMenu';
import { cx } from '../seller/class-names';
import shared from './BulkUpload.module.css';
import styles from './ReviewTab.module.css';
import { asWritten } from '../form/as-written';
import { refusalIn, type BulkUploadTexts } from './texts';

const STATUS_TONE: Record<BulkRow['status'], string> = {
  valid: 'tone-success',
  warning: 'tone-warning',
  error: 'tone-destructive',
};

interface Props {
  rows: BulkRow[];
  /** Rows can no longer change once an upload has started. */
  locked: boolean;
  onEdit: (row: RawRow) => void;
  onRemove: (row: BulkRow) => void;
  texts: BulkUploadTexts;
}

const none = <span className={shared.muted}>—</span>;

export default function ReviewTab({ rows, locked, onEdit, onRemove, texts }: Props) {
  const counts = countRows(rows);
  const t = texts.review;
  return (
    <section className={shared.panelPlain} id="bulk-panel-review" role="tabpanel" aria-labelledby="bulk-tab-review">
      <Counters
        label={t.counts}
        accented
        className={styles.rowCounters}
        counters={[
          { label: t.total, value: counts.total },
          { label: t.valid, value: counts.valid, tone: 'success' },
          { label: t.warnings, value: counts.warnings, tone: 'warning' },
          { label: t.errors, value: counts.errors, tone: 'danger' },
        ]}
      />

      {counts.errors > 0 && (
        <Banner tone="error" text={fill(t.errorRows, { count: counts.errors })} texts={texts.shared} />
      )}

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus so that it scrolls from the keyboard */}
      <div className={cx('card', styles.tableWrap)} role="region" aria-label={t.region} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.productName}</th>
              <th scope="col">{t.category}</th>
              <th scope="col">{t.price}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col">{t.sku}</th>
              <th scope="col">{t.issues}</th>
              <th scope="col">
                <span className="visually-hidden">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = row.name.trim() || fill(t.rowLabel, { line: row.line });
              return (
                <tr key={row.id}>
                  <td data-label={t.status}>
                    <span className={cx('badge', STATUS_TONE[row.status])}>{t.statuses[row.status]}</span>
                  </td>
                  <td data-label={t.productName} className={styles.nameCell}>
                    {row.name.trim() ? (
                      <span className={styles.productName} {...asWritten}>
                        {row.name.trim()}
                      </span>
                    ) : (
                      <span className={shared.danger}>{t.missingName}</span>
                    )}
                    <span className={styles.lineNo}>{fill(t.row, { line: row.line })}</span>
                  </td>
                  <td data-label={t.category}>
                    {row.category.trim() ? <span {...asWritten}>{row.category.trim()}</span> : none}
                  </td>
                  <td
                    data-label={t.price}
                    className={cx(styles.number, row.priceSen !== null && row.priceSen < 0 && shared.danger)}
                  >
                    {row.priceSen !== null ? formatMoney(row.priceSen) : row.price.trim() || none}
                  </td>
                  <td data-label={t.quantity} className={cx(styles.number, row.quantityValue === 0 && shared.warning)}>
                    {row.quantityValue ?? (row.quantity.trim() || none)}
                  </td>
                  <td data-label={t.sku} className={styles.sku}>
                    {row.finalSku || none}
                    {!row.sku.trim() && row.finalSku && <span className={styles.lineNo}>{t.skuFromName}</span>}
                  </td>
                  <td data-label={t.issues}>
                    {row.errors.length + row.warnings.length === 0 ? (
                      <span className={shared.muted}>{t.none}</span>
                    ) : (
                      <ul className={styles.issues}>
                        {row.errors.map((message) => (
                          <li key={message} className={shared.danger}>
                            {refusalIn(message, texts)}
                          </li>
                        ))}
                        {row.warnings.map((message) => (
                          <li key={message} className={shared.warning}>
                            {refusalIn(message, texts)}
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
                      texts={texts.shared}
                      items={[
                        { label: t.edit, onSelect: () => onEdit(rawRow(row)) },
                        { label: t.remove, danger: true, onSelect: () => onRemove(row) },
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
