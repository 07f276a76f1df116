import { useCallback, useRef, useState } from 'react';
import { Button, Group, Loader, Paper, Text, Title } from '@mantine/core';

import { useApiTokens } from '@/features/integrations/api/get-api-tokens';
import { useRevokeApiToken } from '@/features/integrations/api/revoke-api-token';
import type { ApiToken } from '@/features/integrations/api/types';
import { ApiTokensTable } from '@/features/integrations/components/api-tokens-table';
import { NewTokenDialog } from '@/features/integrations/components/new-token-dialog';
import { RevokeTokenDialog } from '@/features/integrations/components/revoke-token-dialog';
import { serverMessage } from '@/lib/api-client';
import { focusIsLost } from '@/lib/focus-return';
import { toast } from '@/lib/toast';

/** guide: screens#integrations: API tokens for a company's own software or for internal use. */
export function ApiTokensSection({ companies }: { companies: string[] }) {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const openRevoke = useCallback((token: ApiToken) => setRevoking(token), []);
  const newButton = useRef<HTMLButtonElement>(null);

  const confirmRevoke = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setRevoking(null);
        toast({ title: 'Token revoked', message: `${token.name} no longer works.` });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          message: serverMessage(error, 'Failed to revoke the token.'),
          variant: 'destructive',
        }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="api-tokens-heading">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4" id="api-tokens-heading" mb={4}>
            API tokens
          </Title>
          <Text size="sm" c="dimmed">
            For a client's own software (it sees that company's cases only) or internal use. Sent as{' '}
            <code>Authorization: Bearer</code>; the secret is shown once, when the token is made.
          </Text>
        </div>
        <Button ref={newButton} onClick={() => setCreating(true)}>
          New token
        </Button>
      </Group>
      {tokens.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading the API tokens" />
        </Group>
      ) : tokens.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {serverMessage(tokens.error, 'Failed to load the API tokens.')}
        </Text>
      ) : (
        <ApiTokensTable tokens={tokens.data} onRevoke={openRevoke} />
      )}
      <NewTokenDialog opened={creating} companies={companies} onClose={() => setCreating(false)} />
      <RevokeTokenDialog
        token={revoking}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        // A revoked token has no Revoke button to return to.
        onExited={() => focusIsLost() && newButton.current?.focus()}
      />
    </Paper>
  );
}
