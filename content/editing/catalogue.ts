/**
 * What an item can be (admin spec §3, §5, §9): the standard items per card, the card kinds whose items are
 * documents, the recurrence, maturity and choice values.
 */
import type { CardKind } from '../schemas/card.ts';
import { EDIT_TEXTS } from './texts.ts';

/**
 * Standard items staff can add to a card with "Add Items" (catalogue items, renamed only with renameCards);
 * anything else is added as a custom item.
 */
export const ITEM_CATALOGUE: Partial<Record<CardKind, readonly string[]>> = {
  reports: ['SOC 2 Type II Report', 'SOC 3 Report', 'Penetration Test Summary', 'ISO 27001 Statement of Applicability'],
  certifications: ['SOC 2 Type II', 'ISO/IEC 27001', 'ISO/IEC 27701', 'ISO/IEC 27017', 'HIPAA', 'PCI DSS', 'GDPR', 'CSA STAR'],
  questionnaires: ['CAIQ', 'SIG Lite', 'HECVAT', 'VSA Core'],
  productFeatures: ['Single Sign-On (SSO)', 'Multi-Factor Authentication', 'Role-Based Access Control', 'Audit Logging', 'Data Export'],
  dataSecurity: ['Encryption at rest', 'Encryption in transit', 'Backups', 'Data retention', 'Data erasure', 'Key management'],
  applicationSecurity: ['Responsible Disclosure', 'Bug Bounty', 'Code Analysis', 'Software Development Lifecycle', 'Vulnerability Management'],
  legal: ['Subprocessors', 'Terms of Service', 'Privacy Policy', 'Data Processing Agreement', 'Cookie Policy'],
  ai: ['AI Model Transparency', 'Training Data Usage', 'AI Risk Management', 'Human Oversight'],
  esg: ['Environmental Policy', 'Carbon Footprint', 'Diversity and Inclusion', 'Supplier Code of Conduct'],
  dataPrivacy: ['Data Privacy Officer', 'Data Subject Requests', 'International Data Transfers', 'Privacy by Design'],
  accessControl: ['Single Sign-On', 'Multi-Factor Authentication', 'Access Reviews', 'Least Privilege', 'Password Policy'],
  infrastructure: ['Status Monitoring', 'Cloud Provider', 'Infrastructure as Code', 'Separate Production Environment'],
  endpointSecurity: ['Endpoint Detection and Response', 'Disk Encryption', 'Mobile Device Management', 'Anti-Malware'],
  networkSecurity: ['Firewall', 'Intrusion Detection', 'DDoS Protection', 'Network Segmentation'],
  internalPractices: ['Security Team', 'Background Checks', 'Confidentiality Agreements', 'Internal Audits'],
  policies: ['Information Security Policy', 'Acceptable Use Policy', 'Incident Response Policy', 'Business Continuity Policy'],
  continuousMonitoring: ['Security Monitoring', 'Log Management', 'Vulnerability Scanning', 'Uptime Monitoring'],
  physicalEnvironmental: ['Physical Access Control', 'Data Center Security', 'Visitor Management'],
  changeConfigurationManagement: ['Change Management', 'Configuration Management', 'Code Review'],
  awarenessTraining: ['Security Awareness Training', 'Phishing Simulations', 'Developer Security Training'],
  businessContinuity: ['Business Continuity Plan', 'Disaster Recovery Plan', 'Backup Testing', 'High Availability'],
  assetManagement: ['Asset Inventory', 'Asset Disposal', 'Data Classification'],
  riskManagement: ['Risk Assessment', 'Vendor Risk Management', 'Risk Register'],
  incidentResponse: ['Incident Response Plan', 'Breach Notification', 'Tabletop Exercises', 'Post-Incident Reviews'],
  customerData: ['Customer Data Ownership', 'Data Location', 'Data Deletion on Request'],
  overview: ['Security Program', 'Compliance Program', 'Privacy Program'],
};

/** Card kinds whose items are documents: the type and the file are required (admin spec §5). */
export const DOCUMENT_ITEM_KINDS: readonly CardKind[] = ['documents'];

/** Recurrence values and the label shown as "Every {label}" (admin spec §9); `none` shows nothing. */
export const RECURRENCE_LABELS: Record<string, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  'half-year': 'half-year',
  year: 'year',
};
export const RECURRENCE_NONE = 'none';

/** "Every {label}", or '' for none or an unknown value. */
export function recurrenceText(value: string): string {
  const label = RECURRENCE_LABELS[value];
  return label ? EDIT_TEXTS.recurrenceEvery.replace('{label}', label) : '';
}

/** Maturity levels of a control (admin spec §9: the constants are not shown; these are ours). */
export const MATURITY_LEVELS = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimized'] as const;

/** Choices of a choice item (product list). */
export const ITEM_CHOICES = ['Yes', 'No', 'Partially', 'Not applicable'] as const;
