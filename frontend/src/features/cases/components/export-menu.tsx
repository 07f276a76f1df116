import { Button, Menu } from '@mantine/core';

import { EXPORT_CHOICES, type ExportChoice } from '@/features/cases/rules/export';

/**
 * SPEC §2: Active Cases CSV, Active Cases Excel, All Cases CSV, All Cases Excel. Loaded on the first click
 * of Export (ExportButton), so it opens at once.
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
        {EXPORT_CHOICES.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => onExport(choice)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
