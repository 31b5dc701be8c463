/** A row of counter cards (a number over its label), as a list named by `label`. */
import list from './SellerList.module.css';

export interface Counter {
  label: string;
  value: number;
  /** A line under the label saying what the figure counts, where that is not obvious. */
  note?: string;
  /** With `accented`, the card's top edge takes this colour. */
  tone?: 'success' | 'warning' | 'danger';
}

interface Props {
  label: string;
  counters: Counter[];
  /** Cards with a coloured top edge. */
  accented?: boolean;
  /** A screen's own class, to set --counter-min or --counter-columns. */
  className?: string;
}

export default function Counters({ label, counters, accented = false, className }: Props) {
  const names = [list.counters, accented && list.accented, className].filter(Boolean).join(' ');
  return (
    <ul className={names} aria-label={label}>
      {counters.map((counter) => (
        <li
          key={counter.label}
          className={['card', list.counter, counter.tone && list[counter.tone]].filter(Boolean).join(' ')}
        >
          <span className={list.counterValue}>{counter.value}</span>
          <span className={list.counterLabel}>{counter.label}</span>
          {counter.note && <span className={list.counterNote}>{counter.note}</span>}
        </li>
      ))}
    </ul>
  );
}
