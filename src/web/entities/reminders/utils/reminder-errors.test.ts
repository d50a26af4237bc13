import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { sendErrorMessage } from './reminder-errors.ts';

describe('sendErrorMessage', () => {
  it("gives the server's explanation of a refused send, even for too many sends", () => {
    const limited = new ApiError('Too many requests (429). Please wait a moment and try again.', 'http', 429, 'Reminders for this event were sent 3 times in the last hour. Try again in 20 minutes.');
    expect(sendErrorMessage(limited)).toBe('Reminders for this event were sent 3 times in the last hour. Try again in 20 minutes.');
    expect(sendErrorMessage(new ApiError('Invalid request (400).', 'http', 400, 'Event not found'))).toBe('Event not found');
  });

  it("gives the server's explanation of an e-mail that could not be sent now", () => {
    const unsent = new ApiError('Server error (503). The service is temporarily unavailable. Please try again later.', 'http', 503, 'The preview could not be sent. Please try again later.');
    expect(sendErrorMessage(unsent)).toBe('The preview could not be sent. Please try again later.');
  });

  it("keeps the catalogue's wording when the server gave no explanation, and for a failing server", () => {
    expect(sendErrorMessage(new ApiError('Too many requests (429). Please wait a moment and try again.', 'http', 429))).toBe('Too many requests (429). Please wait a moment and try again.');
    const failing = new ApiError('Server error (500). The service is temporarily unavailable. Please try again later.', 'http', 500, 'boom');
    expect(sendErrorMessage(failing)).toBe('Server error (500). The service is temporarily unavailable. Please try again later.');
  });
});
