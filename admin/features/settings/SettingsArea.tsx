/**
 * The provider's settings and content editors, below the publishing panel: tabs for the content editors
 * (subprocessors, trusted-by, certifications, security grades, risk profile — the same editors the card drawer
 * registers), customization, products, updates, knowledge base, integrations, staff (admins), sessions and the plan.
 * Everything is written to the draft and goes live with the next publish. Staff without statuspage:edit see it
 * read-only.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PLAN_FEATURES, type PlanFeature } from '../../../content/schemas/staff.ts';
import { planAllows, planLockTooltip } from '../../../content/plan.ts';
import { CARD_KIND_LABELS, type CardKind } from '../../../content/schemas/card.ts';
import { certificationsEditor } from '../trust-center/editors/certifications/CertificationsEditor.tsx';
import { riskProfileEditor } from '../trust-center/editors/risk-profile/RiskProfileEditor.tsx';
import { securityGradesEditor } from '../trust-center/editors/security-grades/SecurityGradesEditor.tsx';
import { contextFor, type ContentEditor, type ContentEditorContext } from '../trust-center/editors/shared/content-editor.ts';
import { subprocessorsEditor } from '../trust-center/editors/subprocessors/SubprocessorsEditor.tsx';
import { trustedByEditor } from '../trust-center/editors/trusted-by/TrustedByEditor.tsx';
import { TabList } from '../../../site/components/islands/TabList.tsx';
import { $draft, $draftError, loadDraft } from '../../stores/draft.ts';
import { ProductSelect } from '../../ui/form.tsx';
import { Loading } from '../../ui/load.tsx';
import type { AdminSession } from '../../stores/session.ts';
import { ContentEditorHost } from './ContentEditorHost.tsx';
import { CustomizationSettings } from './CustomizationSettings.tsx';
import { IntegrationsSettings } from './IntegrationsSettings.tsx';
import { KnowledgeBaseSettings } from './KnowledgeBaseSettings.tsx';
import { ProductsSettings } from './ProductsSettings.tsx';
import { SessionsSettings } from './SessionsSettings.tsx';
import { StaffSettings } from './StaffSettings.tsx';
import { QuestionnairesSettings } from './QuestionnairesSettings.tsx';
import { TprmPartnersSettings } from './TprmPartnersSettings.tsx';
import { UpdatesSettings } from './UpdatesSettings.tsx';
import { Locked, Notice } from '../../ui/form.tsx';
import { $location, navigate, type SettingsTab } from '../../navigation.ts';

/** A content editor hosted for one product's card. */
type HostedEditor = (ctx: ContentEditorContext, title: string) => ReactNode;
const hosted =
  <V,>(editor: ContentEditor<V>): HostedEditor =>
  (ctx, title) => <ContentEditorHost key={`${ctx.product.productId}.${ctx.card.kind}`} editor={editor} ctx={ctx} title={title} />;

/** The content editors of this area, by card kind. */
export const CONTENT_EDITORS: [CardKind, HostedEditor][] = [
  ['subprocessors', hosted(subprocessorsEditor)],
  ['trustedBy', hosted(trustedByEditor)],
  ['certifications', hosted(certificationsEditor)],
  ['securityGrades', hosted(securityGradesEditor)],
  ['riskProfile', hosted(riskProfileEditor)],
];

const FEATURE_LABELS: Record<PlanFeature, string> = {
  sectionCustomization: 'Section customization',
  restrictedFiles: 'Restricted files',
  bridgeLetter: 'Bridge letter',
  integrations: 'Integrations',
  trustCenterAi: 'Trust Center AI',
  replaceIcons: 'Custom card icons',
  renameCards: 'Card titles',
};

type Tab = SettingsTab;
const TABS: [Tab, string][] = [
  ['content', 'Content'],
  ['customization', 'Customization'],
  ['products', 'Products'],
  ['updates', 'Updates'],
  ['kb', 'Knowledge base'],
  ['integrations', 'Integrations'],
  ['questionnaires', 'Questionnaires'],
  ['tprm', 'TPRM partners'],
  ['staff', 'Staff'],
  ['sessions', 'Sessions'],
  ['plan', 'Plan'],
];

export function SettingsArea({ session }: { session: AdminSession }) {
  const draft = useStore($draft);
  const draftError = useStore($draftError);
  // The tab is part of the address (`/admin/settings/{tab}`, see admin/navigation.ts): it survives a reload and can
  // be linked to; a questionnaire being answered (`?assist=`) opens on its tab.
  const tab: Tab = useStore($location).settingsTab ?? 'content';
  const setTab = (next: Tab) => navigate({ section: 'settings', settingsTab: next }, { replace: true });
  const [productId, setProductId] = useState<string | null>(null);
  const [kind, setKind] = useState<CardKind>('subprocessors');
  const panelId = useId();
  const canEdit = session.permissions.includes('statuspage:edit');
  const tabs = TABS.filter(([t]) => t !== 'staff' || session.role === 'admin');
  const shown = tabs.some(([t]) => t === tab) ? tab : 'content';

  useEffect(() => {
    if (!$draft.get()) void loadDraft();
  }, []);

  const product = draft
    ? (draft.products.find((p) => p.productId === productId) ?? draft.products.find((p) => p.productId === draft.space.defaultProductId)!)
    : null;
  const ctx = draft && product ? contextFor(draft, session, product.productId, kind) : undefined;
  const editor = CONTENT_EDITORS.find(([k]) => k === kind)![1];

  return (
    <section aria-labelledby="settings-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-4">
        <h2 id="settings-heading" className="card-title">
          Trust center settings
        </h2>
        {draftError && <Notice kind="error">{draftError}</Notice>}
        <TabList
          tabs={tabs.map(([id, label]) => ({ id, label }))}
          selected={shown}
          onSelect={setTab}
          label="Settings"
          controls={panelId}
          className="tabs-border flex-wrap"
        />
        <div id={panelId} role="tabpanel" aria-label={tabs.find(([t]) => t === shown)?.[1]}>
          {!draft || !product ? (
            <Loading />
          ) : (
            <>
              {(shown === 'content' || shown === 'integrations') && draft.products.length > 1 && (
                <div className="mb-3">
                  <ProductSelect label="Product" inline products={draft.products} value={product.productId} onChange={setProductId} />
                </div>
              )}
              {shown === 'content' && (
                <div className="flex flex-col gap-3">
                  <fieldset className="flex flex-wrap gap-2" aria-label="Content editors">
                    {CONTENT_EDITORS.map(([k]) => (
                      <button
                        key={k}
                        type="button"
                        aria-pressed={kind === k}
                        className={`btn btn-sm ${kind === k ? 'btn-active' : 'btn-ghost'}`}
                        onClick={() => setKind(k)}
                      >
                        {CARD_KIND_LABELS[k]}
                      </button>
                    ))}
                  </fieldset>
                  {ctx && editor(ctx, CARD_KIND_LABELS[kind])}
                </div>
              )}
              {shown === 'customization' && (
                <CustomizationSettings
                  customization={draft.customization}
                  canEdit={canEdit}
                  orgId={draft.organization.id}
                  canEditAssets={session.permissions.includes('assets:edit')}
                />
              )}
              {shown === 'products' && <ProductsSettings draft={draft} canEdit={canEdit} />}
              {shown === 'updates' && <UpdatesSettings draft={draft} canEdit={canEdit} />}
              {shown === 'kb' && <KnowledgeBaseSettings draft={draft} canEdit={canEdit} />}
              {shown === 'integrations' && <IntegrationsSettings draft={draft} productId={product.productId} canEdit={canEdit} />}
              {shown === 'questionnaires' && <QuestionnairesSettings canEdit={canEdit} draft={draft} />}
              {shown === 'tprm' && <TprmPartnersSettings partners={draft.tprmPartners} enabled={draft.customization.tprmEnabled} canEdit={canEdit} />}
              {shown === 'staff' && session.role === 'admin' && <StaffSettings />}
              {shown === 'sessions' && <SessionsSettings isAdmin={session.role === 'admin'} />}
              {shown === 'plan' && (
                <ul className="flex flex-col gap-2" aria-label={`${draft.plan.name} plan features`}>
                  {PLAN_FEATURES.map((f) => (
                    <li key={f} className="flex items-center gap-2">
                      <span className="w-48">{FEATURE_LABELS[f]}</span>
                      {planAllows(draft.plan, f) ? (
                        <span className="badge badge-success badge-sm">Included</span>
                      ) : (
                        <Locked tooltip={planLockTooltip(f)}>
                          <span className="badge badge-ghost badge-sm">Locked</span>
                        </Locked>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
