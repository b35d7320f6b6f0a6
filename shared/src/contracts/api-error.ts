/** Every API error answers with this body and a 4xx/5xx status. */
export interface ApiErrorBody {
  message: string;
}
