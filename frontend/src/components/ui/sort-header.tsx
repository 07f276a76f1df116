import { UnstyledButton } from '@mantine/core';

/** A server-sorted column's header: a button that sorts by it (the arrow shows the direction, ↕ when inactive). */
export function SortHeader({
  label,
  active,
  order,
  onSort,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
}) {
  const arrow = active ? (order === 'desc' ? '↓' : '↑') : '↕';
  return (
    <UnstyledButton
      onClick={onSort}
      fw={600}
      fz="sm"
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      {label}
      <span aria-hidden="true">{arrow}</span>
    </UnstyledButton>
  );
}
