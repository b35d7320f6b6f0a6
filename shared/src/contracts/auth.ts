/** The signed-in shopper as `GET /api/auth/autoLogin` describes them. */
export interface AuthUserData {
  name: string;
  lastName: string;
  email: string;
}

/** `GET /api/auth/autoLogin`: who the session belongs to; `userData` is null for nobody. */
export interface AutoLoginResponse {
  guest: boolean;
  userData: AuthUserData | null;
}
