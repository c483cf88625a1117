import { MEETING_TIME_MAX_DAYS_AHEAD } from '@marketplace/contracts';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a `datetime-local` value, in the reader's own time zone. */
function localDateTime(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The field's value (local time) as the API reads it (ISO), or undefined when left empty. */
export function meetingTimeOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value ? new Date(value).toISOString() : undefined;
}

export type MeetingTimeFieldProps = Omit<
  TextFieldProps,
  'type' | 'min' | 'max' | 'defaultValue'
> & {
  /** An ISO date-time to start from (the time the buyer proposed), if any. */
  initial?: string | null | undefined;
};

/**
 * When two people meet, in the reader's time zone: from now to the API's limit ahead. Read it
 * with `meetingTimeOf`.
 */
export function MeetingTimeField({ initial, ...props }: MeetingTimeFieldProps) {
  // Read once, when the field appears: the clock is not something to render from.
  const [bounds] = useState(() => {
    const now = new Date();
    return {
      min: localDateTime(now),
      max: localDateTime(new Date(now.getTime() + MEETING_TIME_MAX_DAYS_AHEAD * DAY_MS)),
      start: initial && Date.parse(initial) > now.getTime() ? localDateTime(new Date(initial)) : '',
    };
  });
  return (
    <TextField
      {...props}
      type="datetime-local"
      min={bounds.min}
      max={bounds.max}
      defaultValue={bounds.start}
    />
  );
}
