import type { ReactNode } from 'react';
import { Box, Container, Title } from '@mantine/core';

import { AppHeader } from '@/components/layout/app-header';

/** A signed-in page: the top bar, then a heading and the page's content. */
export function PageLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box mih="100vh" bg="gray.0">
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
