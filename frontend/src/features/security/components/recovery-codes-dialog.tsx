import { useState } from 'react';
import { Alert, Button, Checkbox, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';

import { RECOVERY_CODES_FILENAME, recoveryCodesText } from '@/features/security/rules';
import { saveFile } from '@/lib/save-file';
import { getStoredUser } from '@/lib/session';

type Props = { codes: string[] | null; onDone: () => void };

/**
 * Fresh recovery codes, shown this once (guide: roles#two-factor-sign-in): copy or download them, then confirm they are
 * saved. The dialog closes only through that confirmation, so nobody loses the codes to a stray Escape.
 */
export function RecoveryCodesDialog({ codes, onDone }: Props) {
  return (
    <Modal
      opened={codes !== null}
      onClose={() => {}}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      title="Save your recovery codes"
      size="lg"
    >
      {codes && <CodesBody codes={codes} onDone={onDone} />}
    </Modal>
  );
}

function CodesBody({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(codes, getStoredUser()?.email);
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILENAME);
  return (
    <Stack>
      <Text size="sm">
        Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe, such as a
        password manager. They will not be shown again.
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text
            component="li"
            key={code}
            ff="monospace"
            size="md"
            ta="center"
            bg="gray.0"
            py={6}
            style={{ borderRadius: 6 }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          Download codes
        </Button>
      </Group>
      <Alert color="yellow" variant="light">
        Anyone with these codes can pass the second step of your sign-in. Do not share them.
      </Alert>
      <Checkbox
        label="I have saved these codes"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
