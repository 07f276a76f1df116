import type { ReactNode } from 'react';
import { Box, Container, Title } from '@mantine/core';

import { AppHeader } from '@/components/layout/app-header';
import { SkipLink } from '@/components/layout/skip-link';

/** A signed-in page: an optional skip link (the page's first focusable element), the top bar, then a heading and
 * the page's content. */
export function PageLayout({
  title,
  actions,
  skipLink,
  children,
}: {
  title: string;
  actions?: ReactNode;
  skipLink?: { targetId: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="gray.0">
      {skipLink && <SkipLink targetId={skipLink.targetId}>{skipLink.label}</SkipLink>}
      <AppHeader actions={actions} />
      <Container size="xl" py="lg" component="main">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
