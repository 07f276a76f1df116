import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';

import { useSessions } from '@/features/security/api/get-sessions';
import { useRevokeOtherSessions } from '@/features/security/api/revoke-other-sessions';
import { SectionCard } from '@/features/security/components/section-card';
import { describeUserAgent, formatWhen, sortSessions } from '@/features/security/rules';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The user's active sessions and "Sign out other sessions" (guide: roles#two-factor-sign-in). */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const list = sortSessions(sessions.data ?? []);
  const others = list.filter((session) => !session.current).length;

  const signOutOthers = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Other sessions signed out', message }),
      onError: (error) =>
        toast({
          title: 'Error',
          message: serverMessage(error, 'The other sessions could not be signed out.'),
          variant: 'destructive',
        }),
    });

  return (
    <SectionCard
      id="sessions"
      title="Active sessions"
      description="Browsers and devices signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading sessions" />
        </Group>
      ) : sessions.isError ? (
        <Alert color="red" role="alert">
          {serverMessage(sessions.error, 'Your sessions could not be loaded.')}
        </Alert>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Your sessions"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((session) => (
            <Paper component="li" key={session.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text fw={500} size="sm">
                    {describeUserAgent(session.userAgent)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Signed in {formatWhen(session.createdAt)} · Last active {formatWhen(session.lastUsedAt)}
                  </Text>
                </div>
                {session.current && (
                  <Badge color="blue" variant="light">
                    This browser
                  </Badge>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          onClick={signOutOthers}
          loading={revoke.isPending}
          disabled={sessions.isSuccess && others === 0}
        >
          Sign out other sessions
        </Button>
      </Group>
    </SectionCard>
  );
}
