import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** One titled block of the Security page, with an optional On/Off badge. */
export function SectionCard({
  id,
  title,
  description,
  status,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {status !== undefined && (
            <Badge color={status ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {status ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
