import '@mantine/core/styles/Code.css';

import { Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';

/**
 * A secret shown once (a new API token, a webhook's signing secret), with a button that copies it and the sentence
 * that it will not be shown again.
 */
export function SecretBox({
  secret,
  what,
  testId,
  once = true,
}: {
  secret: string;
  /** "token" or "signing secret": the copy button's and the sentence's words. */
  what: string;
  testId?: string;
  /** False where it can be looked up again (a webhook's "Show secret"). */
  once?: boolean;
}) {
  return (
    <Stack gap="xs">
      {once && (
        <Text size="sm" fw={600}>
          Copy the {what} now: it will not be shown again once you close this dialog.
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="center">
        <Code fz="sm" p="xs" style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }} data-testid={testId}>
          {secret}
        </Code>
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip
              label={copied ? 'Copied' : `Copy the ${what}`}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={copied ? 'Copied' : `Copy the ${what}`}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
