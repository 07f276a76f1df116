import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';

import type { UserCreated } from '@/features/users/rules';

/**
 * A new user's temporary password stays on screen until the admin closes this dialog (a toast used to
 * take it away after 10 s), with a button that copies it.
 */
export function TemporaryPasswordDialog({
  created,
  onClose,
}: {
  created: UserCreated | null;
  onClose: () => void;
}) {
  const password = created?.temporaryPassword ?? '';
  return (
    <Modal opened={created !== null && Boolean(password)} onClose={onClose} title="User created" centered>
      <Stack gap="md">
        <Text size="sm">
          {created?.invitationSent
            ? `An invitation e-mail was sent to ${created.email}.`
            : `The invitation e-mail to ${created?.email ?? ''} could not be sent.`}{' '}
          Give them this temporary password; it is not shown again once you close this dialog.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code fz="md" p="xs" style={{ flex: 1, wordBreak: 'break-all' }} data-testid="temporary-password">
            {password}
          </Code>
          <CopyButton value={password} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip
                label={copied ? 'Copied' : 'Copy password'}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <Button
                  variant={copied ? 'filled' : 'default'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {!created?.invitationSent && (
          <Alert color="yellow" p="xs">
            Send the password to {created?.email} another way.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
