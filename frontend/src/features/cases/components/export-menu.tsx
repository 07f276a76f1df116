import { Fragment } from 'react';
import { Button, Menu } from '@mantine/core';

import { EXPORT_CHOICES, type ExportChoice } from '@/features/cases/rules/export';

/**
 * guide: screens#dialogs: Active Cases CSV/Excel, All Cases CSV/Excel; Current View CSV/Excel (the list's filters and
 * sort). Loaded on the first click of Export (ExportButton), so it opens at once.
 */
export default function ExportMenu({
  onExport,
  pending,
}: {
  onExport: (choice: ExportChoice) => void;
  pending: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button size="xs" variant="default" loading={pending}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_CHOICES.map((choice, i) => (
          <Fragment key={choice.label}>
            {choice.scope === 'view' && EXPORT_CHOICES[i - 1]?.scope !== 'view' && <Menu.Divider />}
            <Menu.Item onClick={() => onExport(choice)}>{choice.label}</Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
