/** A seller screen's success or error message, with an optional note and Dismiss button. */
import list from './SellerList.module.css';
import { SELLER_LIST_TEXTS, type SellerListTexts } from './texts';

interface Props {
  tone: 'success' | 'error';
  text: string;
  note?: string;
  onDismiss?: () => void;
  /** The seller lists' words in the page's language. */
  texts?: SellerListTexts;
}

export default function Banner({ tone, text, note, onDismiss, texts = SELLER_LIST_TEXTS }: Props) {
  return (
    <div className={`${list.banner} ${tone === 'error' ? list.bannerError : list.bannerSuccess}`}>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p className={list.bannerText}>{text}</p>
        {note && <p className={list.bannerNote}>{note}</p>}
      </div>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss} aria-label={texts.dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
