import { ApiRequestError } from '@marketplace/api-client';
import { firstWithMessage, issueMessages, serverMessages } from './field-messages';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' } as const;

const refusal = (status: number, message: string | string[]) =>
  new ApiRequestError('refused', {
    status,
    headers: new Headers(),
    data: { statusCode: status, error: 'Bad Request', message },
  });

describe('field messages', () => {
  it("puts a schema's first issue per field under it, in the form's words", () => {
    const messages = issueMessages(
      [
        { path: ['newPassword'], message: 'newPassword must be at least 8 characters' },
        { path: ['newPassword'], message: 'newPassword must not be your email' },
        { path: ['unknownField'], message: 'unknownField is required' },
      ],
      LABELS,
    );
    expect(messages).toEqual({ newPassword: 'New password must be at least 8 characters' });
    expect(firstWithMessage(messages, LABELS)).toBe('newPassword');
  });

  it("puts each of a 400's messages under its field, the rest under the form", () => {
    const messages = serverMessages(
      refusal(400, [
        'currentPassword does not match your current password',
        'newPassword must be at least 8 characters',
        'newPassword must not be your email',
        'The body must be JSON',
      ]),
      LABELS,
    );
    expect(messages).toEqual({
      currentPassword: 'Does not match your current password',
      newPassword: 'Must be at least 8 characters; Must not be your email',
      form: 'The body must be JSON',
    });
  });

  it('says any other failure on the form', () => {
    expect(serverMessages(refusal(503, 'Down for maintenance'), LABELS)).toEqual({
      form: 'Down for maintenance',
    });
    expect(serverMessages(new ApiRequestError('offline'), LABELS)).toEqual({
      form: 'Network error, check your connection',
    });
  });
});
