import { withSchemas } from './endpoint-schemas.ts';
import { authEndpoints } from './auth.endpoints.ts';
import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from './auth.ts';
import { ZUserResponse } from './users.ts';

const tags = ['auth'];

export const authApi = withSchemas(authEndpoints, {
  register: {
    tags,
    summary: 'Create an account and sign in',
    body: ZRegisterRequest,
    status: 201,
    response: ZAuthResponse,
    errors: [400, 409, 429],
  },
  login: {
    tags,
    summary: 'Sign in with e-mail and password',
    body: ZLoginRequest,
    status: 200,
    response: ZAuthResponse,
    errors: [400, 401, 403, 429],
  },
  me: {
    tags,
    summary: 'The signed-in user',
    status: 200,
    response: ZUserResponse,
    errors: [401],
  },
  updateMe: {
    tags,
    summary: 'Update display name, country or language',
    body: ZUpdateProfileRequest,
    status: 200,
    response: ZUserResponse,
    errors: [400, 401],
  },
  logout: {
    tags,
    summary: 'Sign out: revokes this session',
    status: 204,
    errors: [401],
  },
  changePassword: {
    tags,
    summary: 'Change the password; other sessions are revoked',
    body: ZChangePasswordRequest,
    status: 204,
    errors: [400, 401, 429],
  },
  forgotPassword: {
    tags,
    summary: 'Mail a password-reset link (always 202: no account enumeration)',
    body: ZForgotPasswordRequest,
    status: 202,
    errors: [400, 429],
  },
  resetPassword: {
    tags,
    summary: 'Set a new password with a reset token; all sessions are revoked',
    body: ZResetPasswordRequest,
    status: 204,
    errors: [400, 429],
  },
  verifyEmail: {
    tags,
    summary: 'Confirm the e-mail address with the token from the mailed link (no session needed)',
    body: ZVerifyEmailRequest,
    status: 204,
    errors: [400, 429],
  },
  resendVerification: {
    tags,
    summary: 'Mail a new e-mail confirmation link (409 when the address is already confirmed)',
    status: 204,
    errors: [401, 409, 429],
  },
});
