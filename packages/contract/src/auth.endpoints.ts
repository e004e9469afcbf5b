import { endpoint } from './endpoint.ts';
import type {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
  ZVerifyEmailRequest,
} from './auth.ts';
import type { ZUserResponse } from './users.ts';

/** Accounts: sign-up, sign-in, the session (route half; the schemas are in `auth.endpoint-schemas.ts`). */
export const authEndpoints = {
  register: endpoint<{ body: typeof ZRegisterRequest; response: typeof ZAuthResponse }>({
    method: 'POST',
    path: '/auth/register',
    operationId: 'postAuthRegister',
    access: 'public',
  }),
  login: endpoint<{ body: typeof ZLoginRequest; response: typeof ZAuthResponse }>({
    method: 'POST',
    path: '/auth/login',
    operationId: 'postAuthLogin',
    access: 'public',
  }),
  me: endpoint<{ response: typeof ZUserResponse }>({
    method: 'GET',
    path: '/auth/me',
    operationId: 'getAuthMe',
    access: 'user',
  }),
  updateMe: endpoint<{ body: typeof ZUpdateProfileRequest; response: typeof ZUserResponse }>({
    method: 'PATCH',
    path: '/auth/me',
    operationId: 'patchAuthMe',
    access: 'user',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    operationId: 'postAuthLogout',
    access: 'user',
  }),
  changePassword: endpoint<{ body: typeof ZChangePasswordRequest }>({
    method: 'POST',
    path: '/auth/change-password',
    operationId: 'postAuthChangePassword',
    access: 'user',
  }),
  forgotPassword: endpoint<{ body: typeof ZForgotPasswordRequest }>({
    method: 'POST',
    path: '/auth/forgot-password',
    operationId: 'postAuthForgotPassword',
    access: 'public',
  }),
  resetPassword: endpoint<{ body: typeof ZResetPasswordRequest }>({
    method: 'POST',
    path: '/auth/reset-password',
    operationId: 'postAuthResetPassword',
    access: 'public',
  }),
  verifyEmail: endpoint<{ body: typeof ZVerifyEmailRequest }>({
    method: 'POST',
    path: '/auth/verify-email',
    operationId: 'postAuthVerifyEmail',
    access: 'public',
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    operationId: 'postAuthResendVerification',
    access: 'user',
  }),
};
