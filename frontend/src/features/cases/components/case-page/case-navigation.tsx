import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { useCaseNeighbours } from './use-case-neighbours';

/** Back to the list, the case's place in it, previous and next, and the keyboard shortcuts' list. */
export function CaseNavigation({
  neighbours,
  onShortcuts,
}: {
  neighbours: ReturnType<typeof useCaseNeighbours>;
  onShortcuts: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label="Case navigation">
      <Anchor component={Link} to={neighbours.listPath} size="sm">
        Back to the list
      </Anchor>
      <Group gap="xs">
        {neighbours.position !== null && neighbours.total !== null && (
          <Text size="sm" c="dimmed">
            {neighbours.position.toLocaleString('en-GB')} of {neighbours.total.toLocaleString('en-GB')}
          </Text>
        )}
        <Button size="xs" variant="default" disabled={!neighbours.hasPrevious} onClick={neighbours.previous}>
          Previous case
        </Button>
        <Button size="xs" variant="default" disabled={!neighbours.hasNext} onClick={neighbours.next}>
          Next case
        </Button>
        <Button size="xs" variant="subtle" onClick={onShortcuts} aria-label="Keyboard shortcuts">
          ?
        </Button>
      </Group>
    </Group>
  );
}
