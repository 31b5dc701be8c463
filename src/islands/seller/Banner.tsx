/** A seller screen's success or error message, with an optional note and Dismiss button. */
import list from './SellerList.module.css';

interface Props {
  tone: 'success' | 'error';
  text: string;
  note?: string;
  onDismiss?: () => void;
}

export default function Banner({ tone, text, note, onDismiss }: Props) {
  return (
    <div className={`${list.banner} ${tone === 'error' ? list.bannerError : list.bannerSuccess}`}>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p className={list.bannerText}>{text}</p>
        {note && <p className={list.bannerNote}>{note}</p>}
      </div>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss} aria-label="Dismiss message">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
