import { endpoint } from './endpoint.ts';
import type {
  ZCompanyIdParams,
  ZCompanyInvitationRequest,
  ZCompanyInvitationResponse,
  ZCompanyMemberParams,
  ZCompanyMembersResponse,
  ZCompanyResponse,
  ZCompanyTokenRequest,
  ZCompanyVerificationRequest,
  ZCreateCompanyRequest,
  ZLogoBody,
  ZMyCompaniesResponse,
  ZUpdateCompanyRequest,
  ZVerifyDomainRequest,
} from './companies.ts';

/** Companies and their teams (route half; the schemas are in `companies.endpoint-schemas.ts`). */
export const companiesEndpoints = {
  create: endpoint<{ body: typeof ZCreateCompanyRequest; response: typeof ZCompanyResponse }>({
    method: 'POST',
    path: '/companies',
    operationId: 'postCompanies',
    access: 'user',
  }),
  mine: endpoint<{ response: typeof ZMyCompaniesResponse }>({
    method: 'GET',
    path: '/companies/my',
    operationId: 'getCompaniesMy',
    access: 'user',
  }),
  get: endpoint<{ params: typeof ZCompanyIdParams; response: typeof ZCompanyResponse }>({
    method: 'GET',
    path: '/companies/:id',
    operationId: 'getCompaniesById',
    access: 'user',
  }),
  update: endpoint<{
    params: typeof ZCompanyIdParams;
    body: typeof ZUpdateCompanyRequest;
    response: typeof ZCompanyResponse;
  }>({
    method: 'PATCH',
    path: '/companies/:id',
    operationId: 'patchCompaniesById',
    access: 'user',
  }),
  putLogo: endpoint<{
    params: typeof ZCompanyIdParams;
    body: typeof ZLogoBody;
    response: typeof ZCompanyResponse;
  }>({
    method: 'PUT',
    path: '/companies/:id/logo',
    operationId: 'putCompaniesByIdLogo',
    access: 'user',
  }),
  removeLogo: endpoint<{ params: typeof ZCompanyIdParams; response: typeof ZCompanyResponse }>({
    method: 'DELETE',
    path: '/companies/:id/logo',
    operationId: 'deleteCompaniesByIdLogo',
    access: 'user',
  }),
  members: endpoint<{ params: typeof ZCompanyIdParams; response: typeof ZCompanyMembersResponse }>({
    method: 'GET',
    path: '/companies/:id/members',
    operationId: 'getCompaniesByIdMembers',
    access: 'user',
  }),
  invite: endpoint<{
    params: typeof ZCompanyIdParams;
    body: typeof ZCompanyInvitationRequest;
    response: typeof ZCompanyInvitationResponse;
  }>({
    method: 'POST',
    path: '/companies/:id/invitations',
    operationId: 'postCompaniesByIdInvitations',
    access: 'user',
  }),
  acceptInvitation: endpoint<{ body: typeof ZCompanyTokenRequest; response: typeof ZCompanyResponse }>({
    method: 'POST',
    path: '/companies/invitations/accept',
    operationId: 'postCompaniesInvitationsAccept',
    access: 'user',
  }),
  removeMember: endpoint<{ params: typeof ZCompanyMemberParams }>({
    method: 'DELETE',
    path: '/companies/:id/members/:userId',
    operationId: 'deleteCompaniesByIdMembersByUserId',
    access: 'user',
  }),
  verifyDomain: endpoint<{ params: typeof ZCompanyIdParams; body: typeof ZVerifyDomainRequest }>({
    method: 'POST',
    path: '/companies/:id/verify-domain',
    operationId: 'postCompaniesByIdVerifyDomain',
    access: 'user',
  }),
  confirmDomain: endpoint<{ body: typeof ZCompanyTokenRequest; response: typeof ZCompanyResponse }>({
    method: 'POST',
    path: '/companies/verify-domain/confirm',
    operationId: 'postCompaniesVerifyDomainConfirm',
    access: 'public',
  }),
  setVerification: endpoint<{
    params: typeof ZCompanyIdParams;
    body: typeof ZCompanyVerificationRequest;
    response: typeof ZCompanyResponse;
  }>({
    method: 'PUT',
    path: '/admin/companies/:id/verification',
    operationId: 'putAdminCompaniesByIdVerification',
    access: 'admin',
  }),
};
