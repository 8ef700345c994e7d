/** Shared types of the access islands. */
import type { AccessRequestFieldConfig } from '../../../../content/schemas/access-request.ts';
import type { Outcome } from './access-outcome.ts';

/** What the static page tells the access island (public data only). */
export interface AccessConfig {
  orgId: string;
  orgName: string;
  /** The product of this page. */
  productId: string;
  products: { productId: string; productName: string }[];
  /** Enabled optional fields with their labels (customization.accessRequestFields). */
  fields: AccessRequestFieldConfig & Record<keyof AccessRequestFieldConfig, { enabled: boolean; label: string }>;
  termsUrl: string;
  privacyUrl: string;
  customizationRevision: number;
}

/** Why the access modal opens and with what. */
export interface ModalRequest {
  tab: 'request' | 'login';
  email?: string;
  inviteToken?: string;
  item?: { itemUid: string; itemKind: string; title: string };
  outcome?: Outcome;
  loginError?: string;
}
