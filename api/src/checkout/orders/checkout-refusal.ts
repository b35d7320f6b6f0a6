/** A refusal: the transaction rolls back and the request answers `status` with `message`. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** With a 429: when trying again may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
