/** Every API answer: the HTTP status repeated in `status`, a human-readable `message`, and the payload. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T;
}

/** Every API error: never a stack trace, always a message a person can read. */
export interface ApiErrorBody {
  status: number;
  message: string;
}
