import { alertsEndpoints } from './alerts.endpoints.ts';
import { alertsApi } from './alerts.endpoint-schemas.ts';
import type { Endpoint } from './endpoint.ts';
import { botEndpoints } from './bot.endpoints.ts';
import { botApi } from './bot.endpoint-schemas.ts';
import { systemEndpoints } from './system.endpoints.ts';
import { systemApi } from './system.endpoint-schemas.ts';
import { placesEndpoints } from './places.endpoints.ts';
import { placesApi } from './places.endpoint-schemas.ts';
import { supportEndpoints } from './support.endpoints.ts';
import { supportApi } from './support.endpoint-schemas.ts';
import { moderationEndpoints } from './moderation.endpoints.ts';
import { moderationApi } from './moderation.endpoint-schemas.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { authApi } from './auth.endpoint-schemas.ts';
import { usersEndpoints } from './users.endpoints.ts';
import { usersApi } from './users.endpoint-schemas.ts';
import { paymentsEndpoints } from './payments.endpoints.ts';
import { paymentsApi } from './payments.endpoint-schemas.ts';
import { jobsEndpoints } from './jobs.endpoints.ts';
import { jobsApi } from './jobs.endpoint-schemas.ts';
import { messagesEndpoints } from './messages.endpoints.ts';
import { messagesApi } from './messages.endpoint-schemas.ts';
import { applicationsEndpoints } from './applications.endpoints.ts';
import { applicationsApi } from './applications.endpoint-schemas.ts';
import { resumesEndpoints } from './resumes.endpoints.ts';
import { messageTemplatesEndpoints } from './message-templates.endpoints.ts';
import { messageTemplatesApi } from './message-templates.endpoint-schemas.ts';
import { resumesApi } from './resumes.endpoint-schemas.ts';
import type { DeclaredEndpoint } from './endpoint-schemas.ts';
import { favoritesEndpoints } from './favorites.endpoints.ts';
import { notificationsEndpoints } from './notifications.endpoints.ts';
import { notificationsApi } from './notifications.endpoint-schemas.ts';
import { favoritesApi } from './favorites.endpoint-schemas.ts';
import { companiesEndpoints } from './companies.endpoints.ts';
import { companiesApi } from './companies.endpoint-schemas.ts';
import { hiddenEndpoints } from './hidden.endpoints.ts';
import { hiddenApi } from './hidden.endpoint-schemas.ts';

/**
 * Every resource's endpoint declarations, both halves (decision 023), for the checks that must see
 * them all: `endpoints.test.ts`, the authorization matrix and the fuzz test. Only tests import it.
 */
export const endpointDeclarations: Record<
  string,
  { routes: Record<string, Endpoint>; declared: Record<string, DeclaredEndpoint> }
> = {
  favorites: { routes: favoritesEndpoints, declared: favoritesApi },
  hidden: { routes: hiddenEndpoints, declared: hiddenApi },
  notifications: { routes: notificationsEndpoints, declared: notificationsApi },
  alerts: { routes: alertsEndpoints, declared: alertsApi },
  bot: { routes: botEndpoints, declared: botApi },
  system: { routes: systemEndpoints, declared: systemApi },
  places: { routes: placesEndpoints, declared: placesApi },
  support: { routes: supportEndpoints, declared: supportApi },
  moderation: { routes: moderationEndpoints, declared: moderationApi },
  auth: { routes: authEndpoints, declared: authApi },
  users: { routes: usersEndpoints, declared: usersApi },
  payments: { routes: paymentsEndpoints, declared: paymentsApi },
  jobs: { routes: jobsEndpoints, declared: jobsApi },
  messages: { routes: messagesEndpoints, declared: messagesApi },
  applications: { routes: applicationsEndpoints, declared: applicationsApi },
  resumes: { routes: resumesEndpoints, declared: resumesApi },
  messageTemplates: { routes: messageTemplatesEndpoints, declared: messageTemplatesApi },
  companies: { routes: companiesEndpoints, declared: companiesApi },
};

/** Every declared endpoint with its resource and key, e.g. `favorites.add`. */
export function allDeclaredEndpoints(): { name: string; endpoint: DeclaredEndpoint }[] {
  return Object.entries(endpointDeclarations).flatMap(([resource, { declared }]) =>
    Object.entries(declared).map(([key, endpoint]) => ({ name: `${resource}.${key}`, endpoint })),
  );
}

/** `/favorites/:jobId` → `/api/favorites/{jobId}`, as the OpenAPI description writes it. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
