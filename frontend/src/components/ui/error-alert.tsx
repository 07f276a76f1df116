import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';

/**
 * A red alert whose heading and text are read once. Mantine's Alert names itself after its `title`
 * (aria-labelledby) and a screen reader then reads the title again with the text: "Sign in failed, Sign in
 * failed Invalid email or password". Here the heading is part of the text only.
 */
export function ErrorAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" role="alert">
      <Text fw={700} size="sm" mb={4} style={{ color: 'var(--alert-color)' }}>
        {title}
      </Text>
      {children}
    </Alert>
  );
}
