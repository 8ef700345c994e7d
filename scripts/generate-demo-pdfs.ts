/**
 * Generates the documents of the demo organisation (`content/demo/files/*.pdf`) with pdf-lib, and keeps
 * `content/demo/files.json` in step with their bytes (exact `size` and `sha256`).
 *
 *   node scripts/generate-demo-pdfs.ts                  write every PDF, then recompute size and sha256
 *   node scripts/generate-demo-pdfs.ts --manifest-only  only recompute size and sha256 from the bytes on disk
 *   node scripts/generate-demo-pdfs.ts --check          exit 1 when files.json does not match the bytes on disk
 *
 * The shipped documents carry no test string. The canary leak check renders the gated ones again with a canary
 * (`renderDocument(doc, { canary })`, called by `tests/fixtures/canaries/canary-demo.ts` for its planted copy of
 * the demo). Output is deterministic (fixed dates, no object streams), so re-running the generator does not change
 * committed bytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** The demo organisation's folder. */
export const DEMO_DIR = fileURLToPath(new URL('../content/demo/', import.meta.url));
/** Where the document bytes live; a file's `blobKey` is its name in here. */
export const DEMO_FILES_DIR = path.join(DEMO_DIR, 'files');

export type Classification = 'Public' | 'Confidential' | 'Strictly confidential';

/** A block of a document's body, laid out top to bottom. */
export type Block =
  | { heading: string }
  | { subheading: string }
  | { paragraph: string }
  | { bullets: string[] }
  | { table: { widths: number[]; header: string[]; rows: string[][] } }
  | { diagram: 'architecture' }
  | { pageBreak: true };

/** One PDF of the demo. */
export interface DemoDocument {
  /** File name inside `content/demo/files/` (the `blobKey` of its files.json entry). */
  blobKey: string;
  title: string;
  subtitle: string;
  classification: Classification;
  /** Label/value pairs shown on the cover. */
  meta: [string, string][];
  blocks: Block[];
}

interface ManifestEntry {
  fileId: string;
  originalName: string;
  size: number;
  sha256?: string;
  blobKey: string;
  createdAt: number;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// The documents
// ---------------------------------------------------------------------------------------------------------------

const ORG = 'Northwind Cloud, Inc.';

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    blobKey: 'soc2-type2-report.pdf',
    title: 'SOC 2 Type II Report',
    subtitle: "Report on Northwind Cloud's Platform System Relevant to Security, Availability and Confidentiality",
    classification: 'Strictly confidential',
    meta: [
      ['Service organization', ORG],
      ['Service auditor', 'A-LIGN ASSURANCE, LLC'],
      ['Examination period', 'April 1, 2025 to March 31, 2026'],
      ['Report date', 'May 19, 2026'],
      ['Intended users', 'Management of Northwind Cloud, its user entities and their auditors'],
    ],
    blocks: [
      { heading: "Section I - Independent Service Auditor's Report" },
      { subheading: 'Scope' },
      {
        paragraph:
          "We have examined Northwind Cloud's accompanying description of its Northwind Platform system titled \"Northwind Cloud's Description of Its Platform System\" throughout the period April 1, 2025 to March 31, 2026 (the description), based on the criteria for a description of a service organization's system set forth in DC 200, 2018 Description Criteria for a Description of a Service Organization's System in a SOC 2 Report, and the suitability of the design and operating effectiveness of controls stated in the description throughout that period to provide reasonable assurance that Northwind Cloud's service commitments and system requirements were achieved based on the trust services criteria relevant to Security, Availability and Confidentiality.",
      },
      {
        paragraph:
          'Northwind Cloud uses subservice organizations: Amazon Web Services for cloud infrastructure and Cloudflare for content delivery and edge security. The description includes only the controls of Northwind Cloud and excludes controls of the subservice organizations (the carve-out method).',
      },
      { subheading: "Service auditor's responsibilities" },
      {
        paragraph:
          'Our responsibility is to express an opinion on the description and on the suitability of the design and operating effectiveness of controls stated in the description based on our examination. Our examination was conducted in accordance with attestation standards established by the American Institute of Certified Public Accountants. Those standards require that we plan and perform our examination to obtain reasonable assurance about whether, in all material respects, the description is presented in accordance with the description criteria and the controls stated therein were suitably designed and operated effectively.',
      },
      { subheading: 'Opinion' },
      {
        paragraph:
          'In our opinion, in all material respects, (a) the description presents the Northwind Platform system that was designed and implemented throughout the period in accordance with the description criteria; (b) the controls stated in the description were suitably designed to provide reasonable assurance that the service commitments and system requirements would be achieved; and (c) the controls operated effectively throughout the period to provide that reasonable assurance.',
      },
      { paragraph: 'A-LIGN ASSURANCE, LLC - Tampa, Florida - May 19, 2026' },
      { heading: "Section II - Management's Assertion" },
      {
        paragraph:
          "We have prepared the accompanying description of Northwind Cloud's Platform system throughout the period April 1, 2025 to March 31, 2026. We confirm, to the best of our knowledge and belief, that the description presents the system that was designed and implemented throughout the period, and that the controls stated in the description were suitably designed and operated effectively to achieve our service commitments and system requirements.",
      },
      { paragraph: 'Maya Okafor, Chief Information Security Officer - Daniel Brooks, Chief Executive Officer' },
      { heading: 'Section III - Description of the System' },
      { subheading: 'Services provided' },
      {
        paragraph:
          'Northwind Platform is a multi-tenant software-as-a-service application that operations teams use to design workflows, track work items, automate approvals and integrate with business systems through a public REST API and webhooks. Customers access the service through web browsers, mobile applications and the API.',
      },
      { subheading: 'Infrastructure' },
      {
        bullets: [
          'Production runs in AWS us-east-1 and eu-central-1 across three availability zones per region.',
          'Compute: Amazon EKS clusters with managed node groups; container images are built in CI and signed.',
          'Data stores: Amazon Aurora PostgreSQL, Amazon S3, Amazon OpenSearch Service and Amazon ElastiCache.',
          'Edge: Cloudflare for DNS, CDN, web application firewall and DDoS mitigation.',
          'Encryption: AES-256 at rest with AWS KMS keys; TLS 1.2 or higher in transit.',
        ],
      },
      { subheading: 'People' },
      {
        paragraph:
          'Northwind Cloud employs approximately 240 people. The security program is led by the Chief Information Security Officer, supported by the Security Engineering, Detection and Response, and Governance, Risk and Compliance teams. Site Reliability Engineering operates the production environment.',
      },
      { subheading: 'Complementary user entity controls' },
      {
        bullets: [
          'User entities are responsible for managing the accounts of their users, including timely removal of leavers.',
          'User entities are responsible for configuring single sign-on and multi-factor authentication policies.',
          'User entities are responsible for the data they upload and for its classification.',
        ],
      },
      { heading: 'Section IV - Trust Services Criteria, Controls and Tests' },
      {
        table: {
          widths: [54, 190, 170, 70],
          header: ['Criteria', 'Control', 'Test performed', 'Result'],
          rows: [
            [
              'CC1.4',
              'Personnel complete security awareness training at hire and annually.',
              'Inspected training records for a sample of 25 employees.',
              'No exceptions noted',
            ],
            [
              'CC2.2',
              'Security policies are reviewed and approved annually and published to employees.',
              'Inspected policy approval records and the policy portal.',
              'No exceptions noted',
            ],
            [
              'CC3.2',
              'A risk assessment is performed annually and reviewed by the steering committee.',
              'Inspected the risk register and meeting minutes.',
              'No exceptions noted',
            ],
            [
              'CC6.1',
              'Production access requires SSO with phishing-resistant MFA.',
              'Inspected identity provider configuration; observed a login.',
              'No exceptions noted',
            ],
            [
              'CC6.2',
              'Access of terminated personnel is removed within one business day.',
              'Inspected deprovisioning tickets for a sample of 25 leavers.',
              'Exception noted (2 of 25)',
            ],
            ['CC6.3', 'Access to production is reviewed quarterly by system owners.', 'Inspected four quarterly reviews and sign-offs.', 'No exceptions noted'],
            ['CC6.7', 'Data in transit is encrypted with TLS 1.2 or higher.', 'Inspected load balancer and CDN TLS policies.', 'No exceptions noted'],
            [
              'CC7.2',
              'Security events are monitored and alerts are triaged 24/7.',
              'Inspected SIEM alert rules and a sample of 25 alerts.',
              'No exceptions noted',
            ],
            [
              'CC7.4',
              'Incidents follow a documented response plan with post-incident review.',
              'Inspected the plan and a sample of incident tickets.',
              'No exceptions noted',
            ],
            [
              'CC8.1',
              'Changes are peer reviewed and tested before deployment.',
              'Inspected a sample of 40 pull requests and pipeline runs.',
              'No exceptions noted',
            ],
            [
              'CC9.2',
              'Critical vendors are assessed before onboarding and annually.',
              'Inspected vendor assessments for critical vendors.',
              'No exceptions noted',
            ],
            [
              'A1.2',
              'Databases are backed up daily and replicated to a second region.',
              'Inspected backup configuration and replication status.',
              'No exceptions noted',
            ],
            ['A1.3', 'Backup restoration is tested quarterly.', 'Inspected evidence of four restoration tests.', 'No exceptions noted'],
            [
              'C1.2',
              'Customer data is deleted within 30 days of termination.',
              'Inspected deletion jobs for a sample of terminated tenants.',
              'No exceptions noted',
            ],
          ],
        },
      },
      { heading: 'Section V - Other Information Provided by Management' },
      {
        paragraph:
          'Management response to the CC6.2 exception: for two leavers, access to a non-production analytics tool that was not yet connected to the identity provider was removed three and five business days after termination. Logs showed no use of the accounts after termination. The tool was connected to Okta in April 2026, so access is now removed automatically when a user is deprovisioned.',
      },
    ],
  },
  {
    blobKey: 'iso27001-certificate.pdf',
    title: 'Certificate of Registration',
    subtitle: 'ISO/IEC 27001:2022 Information security, cybersecurity and privacy protection - Information security management systems',
    classification: 'Public',
    meta: [
      ['Certificate number', 'SCH-ISMS-1187-2025'],
      ['Certified organization', ORG],
      ['Certification body', 'Schellman Compliance, LLC'],
      ['Original certification', 'May 15, 2022'],
      ['Current certificate issued', 'May 15, 2025'],
      ['Expiry', 'May 14, 2028'],
    ],
    blocks: [
      {
        paragraph:
          'This is to certify that the information security management system of Northwind Cloud, Inc. has been assessed by Schellman Compliance, LLC and found to conform to the requirements of ISO/IEC 27001:2022, as described in the Statement of Applicability, version 4.2, dated March 2, 2025.',
      },
      { subheading: 'Scope of certification' },
      {
        paragraph:
          'The information security management system supporting the design, development, operation and support of the Northwind Platform and Northwind Analytics software-as-a-service offerings, including the supporting people, processes and technology, in accordance with the Statement of Applicability.',
      },
      { subheading: 'Locations' },
      {
        bullets: [
          'Headquarters: 500 Harbor Street, Suite 1200, Seattle, WA 98101, United States',
          'Engineering office: Torstrasse 140, 10119 Berlin, Germany',
          "Cloud hosting: Amazon Web Services, regions us-east-1 and eu-central-1 (covered by the provider's own certification)",
        ],
      },
      {
        paragraph:
          'Continued validity of this certificate depends on successful annual surveillance audits. The status of this certificate can be verified with Schellman Compliance, LLC.',
      },
      { paragraph: 'Signed for Schellman Compliance, LLC by Jordan Whitfield, Certification Director.' },
      { pageBreak: true },
      { heading: 'Annex - Statement of Applicability summary' },
      {
        paragraph:
          'All 93 controls of ISO/IEC 27001:2022 Annex A are applicable, with the exception of those listed below. The full Statement of Applicability is available to customers under NDA.',
      },
      {
        table: {
          widths: [70, 220, 194],
          header: ['Control', 'Title', 'Status'],
          rows: [
            ['A.5.7', 'Threat intelligence', 'Applicable - implemented'],
            ['A.5.23', 'Information security for use of cloud services', 'Applicable - implemented'],
            ['A.5.30', 'ICT readiness for business continuity', 'Applicable - implemented'],
            ['A.7.1 - A.7.14', 'Physical controls of data centres', 'Inherited from Amazon Web Services'],
            ['A.8.9', 'Configuration management', 'Applicable - implemented'],
            ['A.8.11', 'Data masking', 'Applicable - implemented'],
            ['A.8.12', 'Data leakage prevention', 'Applicable - implemented'],
            ['A.8.16', 'Monitoring activities', 'Applicable - implemented'],
            ['A.8.23', 'Web filtering', 'Applicable - implemented'],
            ['A.8.28', 'Secure coding', 'Applicable - implemented'],
            ['A.8.30', 'Outsourced development', 'Not applicable - no outsourced development'],
          ],
        },
      },
      { paragraph: 'Surveillance audit schedule: May 2026 (completed, no nonconformities), May 2027. Recertification audit: March 2028.' },
    ],
  },
  {
    blobKey: 'pentest-summary.pdf',
    title: 'Penetration Test Summary',
    subtitle: 'Northwind Platform web application, API, mobile applications and AWS perimeter',
    classification: 'Confidential',
    meta: [
      ['Prepared for', ORG],
      ['Prepared by', 'Ironbridge Security'],
      ['Testing window', 'August 3 - August 21, 2026'],
      ['Retest', 'September 8 - September 10, 2026'],
      ['Report version', '1.1 (final, after retest)'],
    ],
    blocks: [
      { heading: '1. Executive summary' },
      {
        paragraph:
          'Ironbridge Security performed a grey-box penetration test of the Northwind Platform between August 3 and August 21, 2026. Testers received tenant accounts at every role level, API credentials and the public documentation. The objective was to identify vulnerabilities that would let an attacker access data of another tenant, escalate privileges, or compromise the production environment.',
      },
      {
        paragraph:
          'The application showed a mature security posture. No critical or high severity issues were identified. Tenant isolation held under every tested scenario, including direct object reference manipulation, GraphQL batching and webhook replay. Two medium and five low severity findings were reported; both medium findings were fixed and verified during the retest in September 2026.',
      },
      {
        table: {
          widths: [120, 120, 120, 124],
          header: ['Severity', 'Reported', 'Fixed and verified', 'Open'],
          rows: [
            ['Critical', '0', '0', '0'],
            ['High', '0', '0', '0'],
            ['Medium', '2', '2', '0'],
            ['Low', '5', '3', '2'],
            ['Informational', '4', '-', '-'],
          ],
        },
      },
      { heading: '2. Scope' },
      {
        bullets: [
          'Web application app.northwind.example (all roles: owner, admin, member, guest)',
          'Public REST API api.northwind.example, version 3, and outbound webhooks',
          'iOS and Android applications, version 7.4',
          'External AWS perimeter: load balancers, API gateway, S3 bucket policies, exposed services',
          'Out of scope: denial-of-service testing, social engineering, third-party services',
        ],
      },
      { heading: '3. Methodology' },
      {
        paragraph:
          'Testing followed the OWASP Web Security Testing Guide v4.2, the OWASP API Security Top 10 (2023) and the OWASP Mobile Application Security Testing Guide. Automated scanning was complemented by manual testing of business logic, authentication flows, session management, access control, input handling and cloud configuration.',
      },
      { heading: '4. Findings' },
      {
        table: {
          widths: [52, 190, 70, 172],
          header: ['ID', 'Title', 'Severity', 'Status'],
          rows: [
            ['IB-01', 'Stored cross-site scripting in workflow template description (admin only)', 'Medium', 'Fixed - verified September 8, 2026'],
            ['IB-02', 'Password reset tokens valid for 24 hours', 'Medium', 'Fixed - lifetime reduced to 30 minutes'],
            ['IB-03', 'Verbose error messages reveal framework version', 'Low', 'Fixed - verified'],
            ['IB-04', 'Missing rate limit on invitation endpoint', 'Low', 'Fixed - verified'],
            ['IB-05', 'Session not invalidated on other devices after password change', 'Low', 'Fixed - verified'],
            ['IB-06', 'Mobile app allows screenshots of sensitive screens', 'Low', 'Open - planned for December 2026'],
            ['IB-07', 'Content-Security-Policy allows unsafe-inline styles', 'Low', 'Open - planned for December 2026'],
          ],
        },
      },
      { heading: '5. Conclusion' },
      {
        paragraph:
          'Based on the testing performed, Ironbridge Security considers the overall risk of the Northwind Platform to be low. The remaining low severity findings do not allow access to data of other tenants or escalation of privileges.',
      },
    ],
  },
  {
    blobKey: 'information-security-policy.pdf',
    title: 'Information Security Policy',
    subtitle: 'Top-level policy of the Northwind Cloud information security management system',
    classification: 'Public',
    meta: [
      ['Policy owner', 'Chief Information Security Officer'],
      ['Approved by', 'Executive leadership team'],
      ['Version', '5.0'],
      ['Effective date', 'April 14, 2026'],
      ['Next review', 'April 2027'],
    ],
    blocks: [
      { heading: '1. Purpose' },
      {
        paragraph:
          'This policy sets out how Northwind Cloud protects the confidentiality, integrity and availability of the information entrusted to it by customers, employees and partners. It establishes the information security management system (ISMS) and the principles that all topic-specific policies, standards and procedures follow.',
      },
      { heading: '2. Scope' },
      {
        paragraph:
          'The policy applies to all employees, contractors and temporary staff of Northwind Cloud, to all information the company processes in any form, and to all systems, networks and services used to process it, whether owned by Northwind or provided by third parties.',
      },
      { heading: '3. Roles and responsibilities' },
      {
        bullets: [
          'The executive leadership team approves this policy and provides the resources the ISMS needs.',
          'The Chief Information Security Officer owns the ISMS, reports on it to the board quarterly and maintains this policy.',
          'The Security Steering Committee reviews risks, incidents and the effectiveness of controls every quarter.',
          'System and data owners classify their information and approve access to it.',
          'Every member of staff protects the information they handle and reports suspected incidents immediately.',
        ],
      },
      { heading: '4. Policy statements' },
      { subheading: '4.1 Risk management' },
      {
        paragraph:
          'Information security risks are identified, assessed and treated at least annually and whenever significant changes occur. Risks above the accepted threshold require a treatment plan approved by the risk owner.',
      },
      { subheading: '4.2 Access control' },
      {
        paragraph:
          'Access follows least privilege and need to know. All access uses individual accounts with single sign-on and multi-factor authentication. Access rights are reviewed quarterly and removed within one business day when no longer needed.',
      },
      { subheading: '4.3 Cryptography' },
      {
        paragraph:
          'Confidential and customer data is encrypted in transit with TLS 1.2 or higher and at rest with AES-256. Keys are managed in a dedicated key management service with restricted administration and annual rotation.',
      },
      { subheading: '4.4 Operations security' },
      {
        paragraph:
          'Changes to production are peer reviewed, tested and deployed through automated pipelines. Systems are hardened to documented baselines, patched according to severity, monitored continuously and backed up.',
      },
      { subheading: '4.5 Supplier relationships' },
      {
        paragraph:
          'Suppliers that process confidential or customer data are assessed before onboarding and at least annually, and are bound by contractual security and confidentiality obligations.',
      },
      { subheading: '4.6 Incident management' },
      {
        paragraph:
          'Security incidents are reported, triaged and handled according to the Incident Response Policy. Affected customers are notified without undue delay and within 72 hours of confirming a personal data breach.',
      },
      { subheading: '4.7 Business continuity' },
      { paragraph: 'Critical services have documented recovery objectives, plans and backups that are tested at least annually.' },
      { heading: '5. Compliance and exceptions' },
      {
        paragraph:
          'Compliance with this policy is verified through internal audits and independent external audits. Exceptions must be requested in writing, justified by a risk assessment, approved by the CISO and reviewed at least every six months. Violations may lead to disciplinary action.',
      },
      { heading: '6. Review' },
      { paragraph: 'This policy is reviewed at least annually and after significant changes to the business, the threat landscape or legal requirements.' },
    ],
  },
  {
    blobKey: 'business-continuity-plan.pdf',
    title: 'Business Continuity Plan',
    subtitle: 'Continuity and recovery of Northwind Cloud services and critical business processes',
    classification: 'Strictly confidential',
    meta: [
      ['Plan owner', 'VP Site Reliability Engineering'],
      ['Version', '3.2'],
      ['Last exercised', 'June 24, 2026 (regional failover)'],
      ['Next review', 'June 2027'],
    ],
    blocks: [
      { heading: '1. Objectives' },
      {
        paragraph:
          'This plan describes how Northwind Cloud keeps its services available to customers and its critical business processes running during and after a disruption, from the loss of a single system to the loss of an entire cloud region or office.',
      },
      {
        table: {
          widths: [200, 94, 94, 96],
          header: ['Service or process', 'RTO', 'RPO', 'Tier'],
          rows: [
            ['Northwind Platform (web, API)', '4 hours', '1 hour', 'Tier 1'],
            ['Northwind Analytics', '24 hours', '24 hours', 'Tier 2'],
            ['Customer support', '8 hours', 'n/a', 'Tier 2'],
            ['Billing', '72 hours', '24 hours', 'Tier 3'],
            ['Corporate IT (identity, email)', '8 hours', '4 hours', 'Tier 2'],
          ],
        },
      },
      { heading: '2. Scenarios' },
      {
        bullets: [
          'Loss of an availability zone: handled automatically by multi-AZ deployments; no plan activation.',
          'Loss of a region: restore the affected region into the paired standby region from replicated backups.',
          'Loss of a critical vendor: switch to documented alternatives (email delivery, SMS, support tooling).',
          'Ransomware or destructive attack: isolate, restore from immutable backups, rotate all credentials.',
          'Loss of an office or key personnel: all staff can work remotely; deputies are named for every role.',
        ],
      },
      { heading: '3. Activation and roles' },
      {
        paragraph:
          'The incident commander on call may activate this plan when a Tier 1 service is expected to be unavailable for more than one hour. Activation is announced in the crisis channel and the crisis team convenes within 30 minutes: incident commander, SRE lead, security lead, communications lead, customer success lead and an executive sponsor.',
      },
      { heading: '4. Regional recovery procedure' },
      {
        bullets: [
          'Confirm the regional outage with AWS Health and independent probes; declare a disaster.',
          'Freeze deployments and switch DNS for the affected region to the maintenance page.',
          'Restore Aurora clusters from cross-region snapshots and apply point-in-time logs.',
          'Deploy the application stack with Terraform into the standby region and run smoke tests.',
          'Switch DNS to the recovered region; communicate on the status page every 30 minutes.',
        ],
      },
      { heading: '5. Communications' },
      {
        paragraph:
          'Customers are informed through the status page within 15 minutes of a confirmed Tier 1 outage and every 30 minutes thereafter. Enterprise customers with a named account manager receive a direct email. A written incident summary is published within five business days.',
      },
      { heading: '6. Testing' },
      {
        paragraph:
          'The plan is exercised every year. The June 2026 regional failover exercise restored the EU region into the standby region in 3 hours 12 minutes with 22 minutes of data loss, within the Tier 1 objectives. Findings from the exercise are tracked in the risk register.',
      },
    ],
  },
  {
    blobKey: 'data-processing-agreement.pdf',
    title: 'Data Processing Agreement',
    subtitle: 'Incorporated into the Northwind Cloud Terms of Service',
    classification: 'Public',
    meta: [
      ['Processor', ORG],
      ['Version', '2026-03'],
      ['Effective date', 'March 10, 2026'],
    ],
    blocks: [
      { heading: '1. Definitions and scope' },
      {
        paragraph:
          'This Data Processing Agreement ("DPA") forms part of the agreement between Northwind Cloud, Inc. ("Northwind") and the customer ("Customer") for the provision of Northwind services. It applies where Northwind processes Customer Personal Data on behalf of Customer. Terms such as "controller", "processor", "personal data" and "processing" have the meanings given in the GDPR.',
      },
      { heading: '2. Processing of Customer Personal Data' },
      {
        paragraph:
          "Northwind processes Customer Personal Data only on documented instructions from Customer, including with regard to international transfers, unless required otherwise by law. The agreement and Customer's use and configuration of the services are Customer's complete instructions. Details of the processing are set out in Annex I.",
      },
      { heading: '3. Confidentiality' },
      {
        paragraph:
          'Northwind ensures that persons authorised to process Customer Personal Data are bound by confidentiality obligations and receive appropriate training.',
      },
      { heading: '4. Security' },
      {
        paragraph:
          'Northwind implements and maintains the technical and organisational measures described in Annex II, which are designed to protect Customer Personal Data against accidental or unlawful destruction, loss, alteration, unauthorised disclosure or access.',
      },
      { heading: '5. Sub-processors' },
      {
        paragraph:
          'Customer authorises Northwind to engage the sub-processors listed on the Northwind Trust Center. Northwind notifies Customer of any new sub-processor at least 30 days in advance; Customer may object on reasonable data protection grounds. Northwind imposes data protection obligations on each sub-processor that are no less protective than those in this DPA.',
      },
      { heading: '6. Personal data breaches' },
      {
        paragraph:
          'Northwind notifies Customer without undue delay, and in any case within 72 hours, after becoming aware of a personal data breach affecting Customer Personal Data, and provides the information Customer reasonably needs to meet its own obligations.',
      },
      { heading: '7. Assistance, audits and deletion' },
      {
        paragraph:
          'Northwind assists Customer with data subject requests, data protection impact assessments and consultations with supervisory authorities. Northwind makes its SOC 2 Type II report and ISO/IEC 27001 certificate available to demonstrate compliance and permits audits as set out in the Standard Contractual Clauses. On termination Northwind deletes Customer Personal Data within 30 days, and from backups within a further 35 days.',
      },
      { heading: '8. International transfers' },
      {
        paragraph:
          'Where Customer Personal Data is transferred outside the EEA, the United Kingdom or Switzerland to a country without an adequacy decision, the Standard Contractual Clauses (Module Two and, where applicable, Module Three) and the UK International Data Transfer Addendum are incorporated by reference.',
      },
      { heading: 'Annex I - Details of processing' },
      {
        table: {
          widths: [150, 334],
          header: ['Item', 'Description'],
          rows: [
            ['Categories of data subjects', "Customer's users; individuals whose data Customer stores in the services"],
            ['Categories of personal data', 'Names, business contact details, account identifiers, usage logs, content uploaded by Customer'],
            ['Sensitive data', 'None intended; Customer must not upload special categories without written agreement'],
            ['Nature and purpose', 'Hosting, processing and support of the Northwind services'],
            ['Duration', 'The term of the agreement plus the deletion period'],
          ],
        },
      },
      { heading: 'Annex II - Technical and organisational measures' },
      {
        bullets: [
          'Encryption of personal data in transit (TLS 1.2+) and at rest (AES-256).',
          'Single sign-on and phishing-resistant multi-factor authentication for all personnel.',
          'Role-based access control, least privilege and quarterly access reviews.',
          'Logging, monitoring and 24/7 incident response.',
          'Daily encrypted backups replicated to a second region and tested quarterly.',
          'Annual independent audits (SOC 2 Type II, ISO/IEC 27001, ISO/IEC 27701) and penetration tests.',
          'Security awareness training at hire and annually; background checks where permitted by law.',
        ],
      },
    ],
  },
  {
    blobKey: 'architecture-overview.pdf',
    title: 'Architecture Overview',
    subtitle: 'Production environment of the Northwind Platform: components, data flows and trust boundaries',
    classification: 'Confidential',
    meta: [
      ['Owner', 'Cloud Security Engineering'],
      ['Revision', '2026.08'],
      ['Date', 'August 5, 2026'],
    ],
    blocks: [
      { heading: '1. High-level architecture' },
      {
        paragraph:
          'Requests from browsers, mobile applications and API clients reach Cloudflare, which terminates TLS, applies WAF rules and forwards traffic over authenticated origin pulls to AWS Application Load Balancers. Services run in Amazon EKS in private subnets; data stores have no route to the internet.',
      },
      { diagram: 'architecture' },
      { heading: '2. Trust boundaries' },
      {
        bullets: [
          'Internet to edge: TLS 1.2+ with HSTS; WAF, bot management and rate limiting at Cloudflare.',
          'Edge to origin: authenticated origin pulls (mTLS) and an allowlist of Cloudflare ranges.',
          'Service to service: mutual TLS issued by an internal certificate authority; network policies deny by default.',
          'Service to data: IAM roles for service accounts; PostgreSQL row-level security by tenant.',
          'Operator access: identity-aware proxy, FIDO2 MFA, just-in-time elevation, session recording.',
        ],
      },
      { heading: '3. Data stores and encryption' },
      {
        table: {
          widths: [130, 180, 174],
          header: ['Store', 'Contents', 'Protection'],
          rows: [
            ['Aurora PostgreSQL', 'Tenant records, workflows, users', 'AES-256 (KMS), RLS, PITR 35 days'],
            ['Amazon S3', 'Attachments and exports', 'SSE-KMS, block public access, versioning'],
            ['OpenSearch', 'Search indexes', 'Encryption at rest, fine-grained access control'],
            ['ElastiCache (Redis)', 'Sessions and queues', 'In-transit and at-rest encryption, AUTH'],
            ['Backups (second region)', 'Snapshots and exports', 'Cross-region copy, separate KMS key, vault lock'],
          ],
        },
      },
      { heading: '4. Environments and accounts' },
      {
        paragraph:
          'Production, staging, development, security tooling and logging live in separate AWS accounts under AWS Organizations with service control policies. There is no network path between production and other environments. CI deploys to production through a dedicated role that can only apply reviewed Terraform plans and signed images.',
      },
      { heading: '5. Logging' },
      {
        paragraph:
          'CloudTrail, VPC flow logs, EKS audit logs, load balancer logs and application audit events are shipped to a write-once log archive account and to the SIEM. Logs are retained for one year.',
      },
    ],
  },
  {
    blobKey: 'security-whitepaper.pdf',
    title: 'Security at Northwind Cloud',
    subtitle: 'A whitepaper for customers, prospects and their security teams',
    classification: 'Public',
    meta: [
      ['Published', 'June 30, 2026'],
      ['Audience', 'Customers and prospective customers'],
    ],
    blocks: [
      { heading: 'Introduction' },
      {
        paragraph:
          'Thousands of operations teams run their daily work on Northwind. This paper explains how we protect their data: the people and processes behind our security program, the controls built into the product and the independent assurance that verifies them.',
      },
      { heading: 'Security organization' },
      {
        paragraph:
          'Our Chief Information Security Officer reports to the CEO and leads teams for product security, detection and response, cloud security, and governance, risk and compliance. A security steering committee of senior leaders meets every quarter to review risks, incidents and priorities.',
      },
      { heading: 'Compliance' },
      {
        bullets: [
          'SOC 2 Type II (Security, Availability, Confidentiality), audited annually by A-LIGN.',
          'ISO/IEC 27001:2022 and ISO/IEC 27701:2019, certified by Schellman.',
          'GDPR and UK GDPR; Data Processing Agreement with Standard Contractual Clauses.',
          'CSA STAR Level 1; HIPAA readiness in progress.',
        ],
      },
      { heading: 'Product security features' },
      {
        paragraph:
          'Customers control who can access their workspace: single sign-on with SAML 2.0 or OpenID Connect, enforced multi-factor authentication, granular roles and permission sets, and a full audit log of sign-ins, permission changes and data exports. Administrators choose the region where their data is stored.',
      },
      { heading: 'Data protection' },
      {
        paragraph:
          "All data is encrypted in transit with TLS 1.2 or higher and at rest with AES-256. Each tenant's data is isolated at the data-access layer and in the database with row-level security. Backups are encrypted, replicated to a second region and restored in tests every quarter. When a customer leaves, their data is deleted within 30 days.",
      },
      { heading: 'Secure development' },
      {
        paragraph:
          'Every change is peer reviewed and passes automated tests, static analysis, secret scanning and dependency checks before it can be deployed. New features that handle sensitive data receive a threat model and a security review. Independent penetration testers assess the product every year, and researchers can report vulnerabilities through our disclosure program.',
      },
      { heading: 'Infrastructure and operations' },
      {
        paragraph:
          'The platform runs on Amazon Web Services across three availability zones per region, defined entirely in code. Cloudflare protects every public endpoint against attacks. Logs from every layer feed a security information and event management system, monitored around the clock by on-call engineers.',
      },
      { heading: 'Incident response and continuity' },
      {
        paragraph:
          'A documented incident response plan, rehearsed twice a year, defines how we detect, contain and recover from incidents and how we keep customers informed. Our recovery time objective is 4 hours and our recovery point objective is 1 hour; both are verified in an annual disaster recovery exercise.',
      },
      { heading: 'People' },
      {
        paragraph:
          'Employees pass background checks where permitted by law, sign confidentiality agreements and complete security training at hire and every year. Company devices are managed, encrypted and protected by endpoint detection and response.',
      },
      { heading: 'Learn more' },
      {
        paragraph:
          'Visit the Northwind Trust Center to download our certificates and policies, request access to our SOC 2 Type II report, or contact security@northwind.example.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------------------------

const PAGE: [number, number] = [612, 792];
const MARGIN_X = 64;
const TOP = 720;
const BOTTOM = 72;
const WIDTH = PAGE[0] - 2 * MARGIN_X;
const NAVY = rgb(0.08, 0.2, 0.38);
const TEAL = rgb(0.05, 0.45, 0.5);
const GREY = rgb(0.4, 0.42, 0.46);
const INK = rgb(0.12, 0.12, 0.14);
const RED = rgb(0.65, 0.1, 0.1);
const RULE = rgb(0.8, 0.82, 0.86);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP;
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }
  newPage(): void {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.y = TOP;
  }
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }
  text(text: string, opts: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number; width?: number; leading?: number } = {}): void {
    const size = opts.size ?? 10.5;
    const font = opts.font ?? this.regular;
    const leading = opts.leading ?? size * 1.45;
    const x = opts.x ?? MARGIN_X;
    for (const line of wrap(text, font, size, opts.width ?? WIDTH - (x - MARGIN_X))) {
      this.ensure(leading);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= leading;
    }
  }
  gap(points: number): void {
    this.y -= points;
  }
}

function drawCover(w: Writer, doc: DemoDocument, canary: string | undefined): void {
  w.text('NORTHWIND CLOUD', { size: 10, font: w.bold, color: TEAL });
  w.gap(10);
  w.text(doc.title, { size: 24, font: w.bold, color: NAVY, leading: 30 });
  w.gap(4);
  w.text(doc.subtitle, { size: 12.5, color: GREY, leading: 17 });
  w.gap(14);
  for (const [label, value] of doc.meta) {
    const top = w.y;
    w.text(label, { size: 9.5, font: w.bold, color: GREY, width: 150 });
    const afterLabel = w.y;
    w.y = top;
    w.text(value, { size: 9.5, x: MARGIN_X + 160 });
    w.y = Math.min(w.y, afterLabel);
  }
  w.gap(6);
  w.text(`Classification: ${doc.classification}`, { size: 9.5, font: w.bold, color: doc.classification === 'Public' ? TEAL : RED });
  if (doc.classification !== 'Public') {
    const control = canary ?? 'provided under NDA to the recipient organisation';
    w.text(`Distribution control: ${control}. Do not forward outside the recipient organisation.`, { size: 9.5, color: RED });
  }
  w.gap(8);
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: PAGE[0] - MARGIN_X, y: w.y }, thickness: 1, color: RULE });
  w.gap(18);
}

function drawTable(w: Writer, table: { widths: number[]; header: string[]; rows: string[][] }): void {
  const size = 8.8;
  const leading = 12;
  const pad = 4;
  const row = (cells: string[], header: boolean) => {
    const font = header ? w.bold : w.regular;
    const lines = cells.map((c, i) => wrap(c, font, size, table.widths[i]! - 2 * pad));
    const height = Math.max(...lines.map((l) => l.length)) * leading + 2 * pad;
    w.ensure(height);
    if (header) w.page.drawRectangle({ x: MARGIN_X, y: w.y - height, width: WIDTH, height, color: rgb(0.92, 0.94, 0.97) });
    let x = MARGIN_X;
    lines.forEach((cellLines, i) => {
      cellLines.forEach((line, j) => {
        w.page.drawText(line, { x: x + pad, y: w.y - pad - size - j * leading, size, font, color: header ? NAVY : INK });
      });
      x += table.widths[i]!;
    });
    w.y -= height;
    w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: PAGE[0] - MARGIN_X, y: w.y }, thickness: 0.5, color: RULE });
  };
  row(table.header, true);
  for (const r of table.rows) row(r, false);
  w.gap(12);
}

function drawArchitectureDiagram(w: Writer): void {
  const height = 250;
  w.ensure(height + 10);
  const top = w.y;
  const box = (x: number, y: number, width: number, h: number, label: string, sub: string, fill = rgb(0.93, 0.96, 0.98)) => {
    w.page.drawRectangle({ x, y: top - y - h, width, height: h, color: fill, borderColor: NAVY, borderWidth: 0.8 });
    w.page.drawText(label, { x: x + 6, y: top - y - 14, size: 8.5, font: w.bold, color: NAVY });
    w.page.drawText(sub, { x: x + 6, y: top - y - 26, size: 7.5, font: w.regular, color: GREY });
  };
  const arrow = (x1: number, y1: number, x2: number, y2: number) => {
    w.page.drawLine({ start: { x: x1, y: top - y1 }, end: { x: x2, y: top - y2 }, thickness: 1, color: TEAL });
    w.page.drawCircle({ x: x2, y: top - y2, size: 2, color: TEAL });
  };
  const L = MARGIN_X;
  // Trust boundary of the AWS production account.
  w.page.drawRectangle({ x: L + 150, y: top - 240, width: 330, height: 235, borderColor: RED, borderWidth: 0.8, borderDashArray: [4, 3] });
  w.page.drawText('AWS production account (private subnets, 3 AZs)', { x: L + 158, y: top - 232, size: 7.5, font: w.regular, color: RED });
  box(L, 20, 120, 40, 'Clients', 'Browser, mobile, API');
  box(L, 100, 120, 40, 'Cloudflare', 'TLS, WAF, DDoS');
  box(L + 170, 100, 120, 40, 'Load balancer', 'ALB, mTLS origin');
  box(L + 170, 20, 120, 40, 'Identity-aware proxy', 'Operator access');
  box(L + 340, 20, 130, 40, 'EKS services', 'API, web, workers');
  box(L + 340, 100, 130, 40, 'Aurora PostgreSQL', 'RLS, KMS, PITR');
  box(L + 170, 175, 120, 40, 'S3 and OpenSearch', 'SSE-KMS');
  box(L + 340, 175, 130, 40, 'SIEM and log archive', 'Write-once, 1 year');
  arrow(L + 60, 60, L + 60, 100);
  arrow(L + 120, 120, L + 170, 120);
  arrow(L + 290, 110, L + 340, 50);
  arrow(L + 290, 40, L + 340, 40);
  arrow(L + 405, 60, L + 405, 100);
  arrow(L + 360, 60, L + 290, 185);
  arrow(L + 440, 140, L + 440, 175);
  w.y = top - height;
  w.text('Figure 1 - Production data flows. Arrows show the direction of requests; the dashed line is the trust boundary.', { size: 8.5, color: GREY });
  w.gap(10);
}

/**
 * Renders one document. `canary` (test copies only) is drawn on the cover and stored in the info dictionary as a
 * literal string, so that a plain byte search finds it as well as a search of the decompressed page text.
 */
export async function renderDocument(doc: DemoDocument, options: { canary?: string; createdAt: number }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(options.createdAt);
  pdf.setTitle(doc.title);
  pdf.setAuthor('Northwind Cloud');
  pdf.setSubject(doc.subtitle);
  pdf.setCreator('Glasshouse demo content generator');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  if (options.canary) {
    // A literal (not hex-encoded) string, so the canary is found by searching the raw bytes.
    const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
    info.set(PDFName.of('Keywords'), PDFString.of(`${doc.classification} ${options.canary}`));
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(pdf, regular, bold);
  drawCover(w, doc, options.canary);
  for (const block of doc.blocks) {
    if ('heading' in block) {
      w.ensure(60);
      w.gap(6);
      w.text(block.heading, { size: 14, font: bold, color: NAVY, leading: 20 });
      w.gap(2);
    } else if ('subheading' in block) {
      w.ensure(40);
      w.gap(2);
      w.text(block.subheading, { size: 11, font: bold, color: INK, leading: 16 });
    } else if ('paragraph' in block) {
      w.text(block.paragraph);
      w.gap(7);
    } else if ('bullets' in block) {
      for (const bullet of block.bullets) {
        w.ensure(15);
        w.page.drawText('\u2022', { x: MARGIN_X + 4, y: w.y - 10.5, size: 10.5, font: regular, color: TEAL });
        w.text(bullet, { x: MARGIN_X + 16 });
        w.gap(2);
      }
      w.gap(6);
    } else if ('table' in block) drawTable(w, block.table);
    else if ('diagram' in block) drawArchitectureDiagram(w);
    else if ('pageBreak' in block) w.newPage();
  }
  w.pages.forEach((page, i) => {
    page.drawText('Northwind Cloud', { x: MARGIN_X, y: 752, size: 8.5, font: bold, color: NAVY });
    const right = doc.title;
    page.drawText(right, { x: PAGE[0] - MARGIN_X - regular.widthOfTextAtSize(right, 8.5), y: 752, size: 8.5, font: regular, color: GREY });
    page.drawLine({ start: { x: MARGIN_X, y: 745 }, end: { x: PAGE[0] - MARGIN_X, y: 745 }, thickness: 0.5, color: RULE });
    page.drawText(doc.classification, { x: MARGIN_X, y: 40, size: 8, font: bold, color: doc.classification === 'Public' ? GREY : RED });
    const label = `Page ${i + 1} of ${w.pages.length}`;
    page.drawText(label, { x: PAGE[0] - MARGIN_X - regular.widthOfTextAtSize(label, 8), y: 40, size: 8, font: regular, color: GREY });
  });
  return pdf.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------------------------
// Manifest (files.json)
// ---------------------------------------------------------------------------------------------------------------

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(DEMO_DIR, name), 'utf8')) as T;
}

/** Hex SHA-256 and byte size of a file's bytes, as files.json records them. */
export function digest(bytes: Uint8Array): { size: number; sha256: string } {
  return { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Differences between files.json and the bytes on disk (empty when they match). */
export function manifestProblems(): string[] {
  const problems: string[] = [];
  for (const f of readJson<ManifestEntry[]>('files.json')) {
    const file = path.join(DEMO_FILES_DIR, f.blobKey);
    if (!existsSync(file)) {
      problems.push(`${f.fileId}: files/${f.blobKey} is missing`);
      continue;
    }
    const actual = digest(readFileSync(file));
    if (actual.size !== f.size) problems.push(`${f.fileId}: size ${f.size} in files.json, ${actual.size} on disk`);
    if (actual.sha256 !== f.sha256) problems.push(`${f.fileId}: sha256 in files.json does not match files/${f.blobKey}`);
  }
  return problems;
}

/** Rewrites size and sha256 of every files.json entry from the bytes on disk. Returns the ids it changed. */
export function updateManifest(): string[] {
  const files = readJson<ManifestEntry[]>('files.json');
  const changed: string[] = [];
  for (const f of files) {
    const { size, sha256 } = digest(readFileSync(path.join(DEMO_FILES_DIR, f.blobKey)));
    if (f.size !== size || f.sha256 !== sha256) changed.push(f.fileId);
    f.size = size;
    f.sha256 = sha256;
  }
  writeFileSync(path.join(DEMO_DIR, 'files.json'), `${JSON.stringify(files, null, 2)}\n`);
  return changed;
}

/** Writes every demo PDF. */
export async function generateAll(log: (line: string) => void = console.log): Promise<void> {
  const files = readJson<ManifestEntry[]>('files.json');
  const known = new Set(DEMO_DOCUMENTS.map((d) => d.blobKey));
  for (const f of files) if (!known.has(f.blobKey)) throw new Error(`files.json lists ${f.blobKey}, which this script does not generate`);
  for (const doc of DEMO_DOCUMENTS) {
    const entry = files.find((f) => f.blobKey === doc.blobKey);
    if (!entry) throw new Error(`${doc.blobKey} has no entry in files.json`);
    const bytes = await renderDocument(doc, { createdAt: entry.createdAt });
    writeFileSync(path.join(DEMO_FILES_DIR, doc.blobKey), bytes);
    log(`wrote files/${doc.blobKey} (${bytes.byteLength} bytes, ${doc.classification.toLowerCase()})`);
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--check')) {
    const problems = manifestProblems();
    for (const p of problems) console.error(p);
    if (problems.length === 0) console.log('files.json matches the bytes in content/demo/files/');
    return problems.length === 0 ? 0 : 1;
  }
  if (!argv.includes('--manifest-only')) await generateAll();
  const changed = updateManifest();
  console.log(changed.length ? `files.json: updated size and sha256 of ${changed.join(', ')}` : 'files.json: already up to date');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
