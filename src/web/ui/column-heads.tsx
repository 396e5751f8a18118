import styles from './staff-page.module.css';

/**
 * A table's header row: a column heading for each label, then for each of `numbers`, aligned
 * like the figures of its column.
 */
export function ColumnHeads({ labels, numbers = [] }: { labels: readonly string[]; numbers?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {numbers.map((label) => (
          <th key={label} scope="col" className={styles.number}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
