import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

const SECTIONS = [
  { label: 'Turnaround', to: paths.settings },
  { label: 'Integrations', to: paths.integrations },
] as const;

/** The Settings screens' own links (Turnaround | Integrations) under the page heading, the current one marked. */
export function SettingsNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Settings sections" gap={4} mb="md">
      {SECTIONS.map(({ label, to }) => {
        const current = pathname === to;
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            size="xs"
            variant={current ? 'filled' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
