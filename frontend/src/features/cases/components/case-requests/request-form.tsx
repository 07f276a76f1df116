import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';

import { UkDateInput } from '@/components/ui/uk-date-input';
import { useCreateRequest } from '@/features/cases/api/create-request';
import { defaultDueDate, londonToday } from '@/features/cases/rules/requests';
import { serverMessage } from '@/lib/api-client';
import { errorsFor, hasErrors, serverFieldErrors, useInlineErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const FIELDS = ['title', 'message', 'dueDate'] as const;
type Field = (typeof FIELDS)[number];

const ALERT = { role: 'alert' } as const;

/**
 * The New request form: what is needed, the message the client is e-mailed, and the due date (five working days
 * ahead to start). The server's field errors show under their fields (announced), anything else above the button.
 */
export function RequestForm({ caseId }: { caseId: number }) {
  const headingId = useId();
  const create = useCreateRequest();
  const { container, errors, show, clear } = useInlineErrors<Field>();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [dueDate, setDueDate] = useState(() => defaultDueDate(londonToday()));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    create.mutate(
      { caseId, title: title.trim(), message: message.trim(), dueDate },
      {
        onSuccess: () => {
          toast({ title: 'Request sent: the client will be e-mailed.' });
          setTitle('');
          setMessage('');
          setDueDate(defaultDueDate(londonToday()));
          show({});
        },
        onError: (error) => {
          const inline = errorsFor(serverFieldErrors(error), FIELDS);
          if (hasErrors(inline)) return show(inline);
          setFailure(serverMessage(error, 'The request could not be sent.'));
        },
      },
    );
  };

  const pending = create.isPending;
  return (
    <form onSubmit={submit} noValidate ref={container} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          New request
        </Title>
        <TextInput
          label="What do you need?"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            clear('title');
          }}
          error={errors.title}
          errorProps={ALERT}
          disabled={pending}
        />
        <Textarea
          label="Message to the client"
          resize="vertical"
          rows={3}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            clear('message');
          }}
          error={errors.message}
          errorProps={ALERT}
          disabled={pending}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <UkDateInput
            label="Due date"
            value={dueDate}
            onChange={(value) => {
              setDueDate(value);
              clear('dueDate');
            }}
            minDate={londonToday()}
            clearable={false}
            required
            alertError
            error={errors.dueDate}
            w={180}
          />
          <Button type="submit" loading={pending} ml="auto">
            Send request
          </Button>
        </Group>
        {failure && (
          <Alert color="red" p="sm" role="alert" title="The request was not sent">
            <Text size="sm">{failure}</Text>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
