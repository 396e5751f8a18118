import { copy } from '../../i18n/diner-language';
import type { RestaurantConfig } from '../types';
import styles from '../wizard.module.css';

/**
 * The restaurant's logo and name. The logo sits in a box of fixed height, so the name below does
 * not move when the picture arrives (its size is unknown until then).
 */
export function BookingHeader({ config }: { config: RestaurantConfig | null }) {
  return (
    <header className={styles.header}>
      {config?.logo_img && (
        <span className={styles.logoBox}>
          <img src={config.logo_img} alt={copy.wizard.logoAlt(config.name)} className={styles.logo} fetchPriority="high" />
        </span>
      )}
      {config && <h1 className={styles.restaurantName}>{config.name}</h1>}
    </header>
  );
}
