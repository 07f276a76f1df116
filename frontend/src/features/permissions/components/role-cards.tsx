import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';

import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/features/permissions/rules';
import { ROLES, type Role } from '@/types/api';

/** One card per role: name, description and how many permissions it holds. */
export function RoleCards({ counts, total }: { counts: Record<Role, number>; total: number }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {ROLES.map((role) => (
        <Card key={role} withBorder padding="md" radius="md" aria-label={`${ROLE_LABELS[role]} role`}>
          <Group justify="space-between" gap={4} mb={4}>
            <Text fw={600}>{ROLE_LABELS[role]}</Text>
            <Badge variant="light" data-testid={`role-count-${role}`}>
              {counts[role]} / {total}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {ROLE_DESCRIPTIONS[role]}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {counts[role]} {counts[role] === 1 ? 'permission' : 'permissions'} granted
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
