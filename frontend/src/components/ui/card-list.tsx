import type { ReactNode } from 'react';

import * as styles from './card-list.module.css';

export type CardItem = {
  key: string;
  title: ReactNode;
  /** Label and value pairs, shown two to a row. */
  fields: { label: ReactNode; value: ReactNode; key: string }[];
  /** The item's buttons, below its fields. */
  actions?: ReactNode;
  actionsLabel?: string;
  testId?: string;
};

/**
 * Phones: the rows of a table as a list of cards (the case list's pattern), so every action is in sight without
 * a sideways scroller. DataTable builds the items from its columns; a hand-built table (the
 * Permissions page's) gives its own.
 */
export function CardList({
  label,
  items,
  emptyText,
}: {
  label: string;
  items: CardItem[];
  emptyText: string;
}) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.card} data-testid={item.testId}>
          <div className={styles.title}>{item.title}</div>
          {item.fields.length > 0 && (
            <dl className={styles.fields}>
              {item.fields.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {item.actions !== null && item.actions !== undefined && (
            <div className={styles.actions} role="group" aria-label={item.actionsLabel}>
              {item.actions}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
