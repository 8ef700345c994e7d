/**
 * Every route module of the edge API, in registration order. To add routes, write `routes/<area>.ts` exporting a
 * `register…(router, deps)` function and append it here.
 */
import type { RegisterRoutes } from '../router.ts';
import { registerHealthRoutes } from './health.ts';
import { registerSubscribeRoutes } from './subscribe.ts';
import { registerAdminAuthRoutes } from './admin-auth.ts';
import { registerAdminContentRoutes } from './admin-content.ts';
import { registerAdminSubscriptionRoutes } from './admin-subscriptions.ts';
import { registerAssetRoutes } from './assets.ts';
import { registerTrustCenterRoutes } from './trust-center.ts';
import { registerIntegrationRoutes } from './integrations.ts';
import { registerDocumentRoutes } from './documents.ts';
import { registerAccessRoutes } from './access.ts';
import { registerAccountExternalRoutes } from './account-external.ts';
import { registerAdminSettingsRoutes } from './admin-settings.ts';
import { registerAdminUpdateRoutes } from './admin-updates.ts';
import { registerAdminKbRoutes } from './admin-kb.ts';
import { registerAdminStaffRoutes } from './admin-staff.ts';
import { registerAdminAccessRoutes } from './admin-access.ts';
import { registerSearchRoutes } from './search.ts';
import { registerAnalyticsRoutes } from './analytics.ts';
import { registerCommentRoutes } from './comments.ts';
import { registerQuestionnaireRoutes } from './questionnaires.ts';
import { registerTprmRoutes } from './tprm.ts';
import { registerDeployRoutes } from './deploy.ts';
import { registerQuestionnaireAssistRoutes } from './questionnaire-assist.ts';
import { registerAdminExpiryRoutes } from './admin-expiry.ts';
import { registerApiDocsRoutes } from './api-docs.ts';
import { registerAdminSessionRoutes } from './admin-sessions.ts';

export const routeModules: RegisterRoutes[] = [
  registerHealthRoutes,
  registerSubscribeRoutes,
  registerAdminAuthRoutes,
  registerAdminContentRoutes,
  registerAssetRoutes,
  registerAdminSubscriptionRoutes,
  registerIntegrationRoutes,
  registerTrustCenterRoutes,
  registerDocumentRoutes,
  registerAccessRoutes,
  registerAccountExternalRoutes,
  registerAdminSettingsRoutes,
  registerAdminUpdateRoutes,
  registerAdminKbRoutes,
  registerAdminStaffRoutes,
  registerAdminAccessRoutes,
  registerSearchRoutes,
  registerAnalyticsRoutes,
  registerCommentRoutes,
  registerQuestionnaireRoutes,
  registerTprmRoutes,
  registerDeployRoutes,
  registerQuestionnaireAssistRoutes,
  registerAdminExpiryRoutes,
  registerApiDocsRoutes,
  registerAdminSessionRoutes,
];
