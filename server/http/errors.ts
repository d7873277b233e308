import type { ApiError } from '../../src/contract/endpoint';

/**
 * An answer with a 4xx status and the contract's `{error, message}` body, with the data its endpoint's refusal codec
 * adds (`refusals` in src/contract: a knockout's code), never a reason written into the message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly data: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
  toBody(): ApiError {
    return { ...this.data, error: this.error, message: this.message };
  }
}

export const messages = {
  notFound: 'We could not find what you asked for.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'This area is for customers. Support agents use the support console.',
  conflict: 'This was changed at the same moment by another request, so your change was not made. Reload the page to see where it stands.',
  generic: "We're sorry! Something went wrong on our end. We're unable to handle your request at this time. Please try again later.",
} as const;

export const notFound = (message: string = messages.notFound) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
