import { serverMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';

/** What a failed save says under the comment field: the body's or the mentions' 400 error, else the server's message
 * (a 403 once the author's 15 minutes are over). */
export function commentErrorText(error: unknown): string {
  const fields = serverFieldErrors(error);
  return fields.body ?? fields.mentions ?? serverMessage(error, 'The comment could not be saved.');
}
