import '@mantine/core/styles/Kbd.css';
import { Kbd, Modal, Table, Text } from '@mantine/core';

import { SHORTCUTS, type ShortcutId } from '@/lib/shortcuts';

/** The `?` dialog: the keyboard shortcuts this screen offers the user. */
export function ShortcutsDialog({
  opened,
  available,
  onClose,
}: {
  opened: boolean;
  available: readonly ShortcutId[];
  onClose: () => void;
}) {
  const shown = SHORTCUTS.filter((s) => available.includes(s.id));
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="sm" centered>
      <Table aria-label="Keyboard shortcuts" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Kbd>{s.key}</Kbd>
              </Table.Td>
              <Table.Td>{s.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        Shortcuts work when you are not typing in a field.
      </Text>
    </Modal>
  );
}
