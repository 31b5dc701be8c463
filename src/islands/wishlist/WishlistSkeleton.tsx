/** The wishlist's place while today's prices load: three cards' shapes in the grid, and a status for screen readers. */
import cardStyles from './WishlistCard.module.css';
import shimmer from '../cart/Shimmer.module.css';
import styles from './WishlistSkeleton.module.css';

export default function WishlistSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={cardStyles.grid} aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className={`card ${styles.skeletonCard}`}>
            <span className={shimmer.shimmer} />
            <span className={shimmer.shimmer} />
            <span className={shimmer.shimmer} />
          </div>
        ))}
      </div>
    </div>
  );
}
