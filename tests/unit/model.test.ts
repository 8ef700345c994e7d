/**
 * The content model's validation: every message a person can see is the exact string of the specification
 * (visitor spec §5, admin spec §5), and the rules of admin spec §9 hold. Expected strings are written out here,
 * not read from `MESSAGES`, so a changed message fails the test.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BridgeLetterSchema,
  CARD_KINDS,
  CardSchema,
  DEFAULT_RECOVERY,
  DisplayTextSchema,
  ExpirySchema,
  InviteSchema,
  ItemSchema,
  LoginSchema,
  PlaceholderSchema,
  RecoveryAnswerSchema,
  RiskProfileAnswersSchema,
  SlugSchema,
  SnapshotSchema,
  SubscriptionSchema,
  TopicPublishSchema,
  TopicSchema,
  CustomizationSchema,
  ImageReferenceSchema,
  MailboxSchema,
  OrganizationSchema,
  SecureLinkSchema,
  WebLinkSchema,
  WebsiteUrlSchema,
  accessRequestSchema,
  defaultSlug,
  gradeColour,
  recoveryLabel,
  withScheme,
  type AccessRequestFieldConfig,
  type GradeColour,
} from '../../content/index.ts';
import { baseInput, item } from './helpers/fixture.ts';

/** Messages of a failed parse (empty when it succeeds), optionally only those at one path. */
function messages(schema: z.ZodType, value: unknown, path?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((i) => path === undefined || i.path.join('.') === path).map((i) => i.message);
}

/**
 * The message a form shows for a field: the first one at its path (an empty required field may carry further
 * messages after it, such as the pattern's), or null when the field is valid.
 */
function shown(schema: z.ZodType, value: unknown, path: string): string | null {
  return messages(schema, value, path)[0] ?? null;
}

/** Parses and returns the output, failing the test with the messages if it does not parse. */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  return result.data;
}

const chars = (n: number, c = 'a') => c.repeat(n);

// --- cards -----------------------------------------------------------------------------------------------------

describe('card display text and placeholder (admin spec §5)', () => {
  const DISPLAY = 'Must be at least 4 characters, or leave empty for default.';
  it.each([
    ['empty (default used)', '', []],
    ['only spaces', '   ', []],
    ['3 characters', 'abc', [DISPLAY]],
    ['3 characters once trimmed', '  abc  ', [DISPLAY]],
    ['4 characters', 'abcd', []],
    ['100 characters', chars(100), []],
    ['101 characters', chars(101), [DISPLAY]],
  ])('display text %s', (_, value, expected) => {
    expect(messages(DisplayTextSchema, value)).toEqual(expected);
  });

  const PLACEHOLDER = 'Placeholder text cannot exceed 1000 characters';
  it.each([
    ['empty', '', []],
    ['1000 characters', chars(1000), []],
    ['1001 characters', chars(1001), [PLACEHOLDER]],
  ])('placeholder %s', (_, value, expected) => {
    expect(messages(PlaceholderSchema, value)).toEqual(expected);
  });

  it('the card schema reports the same messages on its fields', () => {
    const base = { productId: 'p', kind: 'reports' };
    expect(messages(CardSchema, { ...base, displayText: 'abc' }, 'displayText')).toEqual([DISPLAY]);
    expect(messages(CardSchema, { ...base, placeholder: chars(1001) }, 'placeholder')).toEqual([PLACEHOLDER]);
    expect(messages(CardSchema, { ...base, title: 'x' }, 'title')).toEqual(['Card title must be between 2 and 50 characters']);
    expect(messages(CardSchema, { ...base, title: '' })).toEqual([]);
  });
});

// --- slugs -----------------------------------------------------------------------------------------------------

describe('custom URL slug (admin spec §5)', () => {
  const INVALID = 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed';
  const TOO_LONG = 'URL slug must be less than 100 characters';
  it.each([
    ['soc-2-report', []],
    ['abc123', []],
    [chars(99), []],
    [chars(100), [TOO_LONG]],
    ['Upper', [INVALID]],
    ['with space', [INVALID]],
    ['under_score', [INVALID]],
    ['ünïcode', [INVALID]],
    ['slash/path', [INVALID]],
    ['', [INVALID]],
  ])('%j → %j', (value, expected) => {
    expect(messages(SlugSchema, value)).toEqual(expected);
  });

  it('a slug used twice in one product names the item that already has it', () => {
    const input = {
      ...baseInput(),
      items: [item('reports', 'a', { title: 'SOC 2 Type II', slug: 'soc-2' }), item('reports', 'b', { title: 'Other', slug: 'soc-2' })],
      cards: [{ productId: 'p-main', kind: 'reports' as const }],
    };
    expect(messages(SnapshotSchema, input, 'items.1.slug')).toEqual(['This URL slug is already in use by item: SOC 2 Type II']);
  });

  it('the same slug in two products is allowed', () => {
    const input = {
      ...baseInput(),
      products: [...baseInput().products, { productId: 'p-two', productName: 'Two', productSlug: 'two' }],
      cards: [
        { productId: 'p-main', kind: 'reports' as const },
        { productId: 'p-two', kind: 'reports' as const },
      ],
      items: [item('reports', 'a', { slug: 'soc-2' }), item('reports', 'b', { slug: 'soc-2', productId: 'p-two' })],
    };
    expect(messages(SnapshotSchema, input)).toEqual([]);
  });

  it.each([
    ['Hello World', 'hello-world'],
    ['  SOC 2   Report ', 'soc-2-report'],
    ['Ünïcode!', 'item'],
    ['ISO 27001: 2022', 'item'],
    ['', 'item'],
    [chars(120), 'item'],
  ])('defaultSlug(%j) = %j', (title, slug) => {
    expect(defaultSlug(title)).toBe(slug);
  });
});

// --- item fields -----------------------------------------------------------------------------------------------

describe('item fields (admin spec §5)', () => {
  const EXPIRY = 'Invalid expiration date';
  it.each([
    ['', []],
    ['2026-12-31', []],
    ['2024-02-29', []],
    ['2023-02-29', [EXPIRY]],
    ['2026-02-30', [EXPIRY]],
    ['2026-04-31', [EXPIRY]],
    ['2026-13-01', [EXPIRY]],
    ['31/12/2026', [EXPIRY]],
    ['tomorrow', [EXPIRY]],
    ['2026-12-31T00:00:00Z', [EXPIRY]],
  ])('expiry %j → %j', (value, expected) => {
    expect(messages(ExpirySchema, value)).toEqual(expected);
  });

  const base = item('reports', 'i-1', { title: 'SOC 2' });
  const LINK = 'Please enter a valid URL.';
  it.each([
    ['', true],
    ['https://example.com/report', true],
    ['http://example.com', true],
    ['not a url', false],
    ['example.com', false],
    ['ftp://example.com/file', false],
    ['javascript:alert(1)', false],
  ])('link %j valid: %s', (link, valid) => {
    const found = messages(ItemSchema, { ...base, link }, 'link');
    if (valid) expect(found).toEqual([]);
    else {
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set([LINK]));
    }
  });

  it.each([
    ['x', ['Title must be between 2 and 100 characters']],
    ['ok', []],
    [chars(100), []],
    [chars(101), ['Title must be between 2 and 100 characters']],
  ])('item title %j → %j', (title, expected) => {
    expect(messages(ItemSchema, { ...base, title }, 'title')).toEqual(expected);
  });

  const letter = { letterEnabled: true, letterContent: 'We attest …', signerName: 'Dana Scully', signerTitle: 'CISO' };
  it.each([
    ['disabled and empty', { letterEnabled: false }, []],
    ['enabled and complete', letter, []],
    ['enabled without content', { ...letter, letterContent: '' }, ['Letter Content is required']],
    ['enabled with blank content', { ...letter, letterContent: '   ' }, ['Letter Content is required']],
    ['enabled without signer name', { ...letter, signerName: '' }, ['Signer Name is required']],
    ['enabled without signer title', { ...letter, signerTitle: '' }, ['Signer Title is required']],
    ['enabled and empty', { letterEnabled: true }, ['Letter Content is required', 'Signer Name is required', 'Signer Title is required']],
  ])('bridge letter %s', (_, value, expected) => {
    expect(messages(BridgeLetterSchema, value)).toEqual(expected);
  });
});

describe('links the portal opens or loads: http(s) only, with a message naming the schemes', () => {
  it.each([
    ['', []],
    ['https://example.com/terms', []],
    ['http://example.com', []],
    ['example.com/terms', []], // opened with https:// in front
    ['localhost:8080/x', []],
    ['javascript:alert(7)', ['Use a link that starts with https:// or http://']],
    ['JavaScript:alert(7)', ['Use a link that starts with https:// or http://']],
    ['data:text/html,<script>alert(1)</script>', ['Use a link that starts with https:// or http://']],
    ['vbscript:msgbox', ['Use a link that starts with https:// or http://']],
    ['ftp://files.example.com', ['Use a link that starts with https:// or http://']],
    ['mailto:a@example.com', ['Use a link that starts with https:// or http://']],
    ['https://', ['Please enter a valid URL.']],
    ['not a link', ['Please enter a valid URL.']],
    ['/relative/path', ['Please enter a valid URL.']],
  ])('WebLinkSchema %j → %j', (value, expected) => {
    expect(messages(WebLinkSchema, value)).toEqual(expected);
  });

  it('script addresses are https only', () => {
    expect(messages(SecureLinkSchema, 'https://cdn.example.com/banner.js')).toEqual([]);
    expect(messages(SecureLinkSchema, 'cdn.example.com/banner.js')).toEqual([]);
    expect(messages(SecureLinkSchema, 'http://cdn.example.com/banner.js')).toEqual(['Use a link that starts with https://']);
    expect(messages(SecureLinkSchema, 'javascript:alert(1)')).toEqual(['Use a link that starts with https://']);
  });

  it('images are site paths or http(s) URLs', () => {
    for (const ok of ['', 'assets/logo.svg', '/favicon.svg', 'https://cdn.example.com/logo.png']) expect(messages(ImageReferenceSchema, ok)).toEqual([]);
    expect(messages(ImageReferenceSchema, 'javascript:alert(1)')).toEqual(['Use a link that starts with https:// or http://']);
    expect(messages(ImageReferenceSchema, 'data:image/svg+xml,<svg onload=alert(1)>')).toEqual(['Use a link that starts with https:// or http://']);
    expect(messages(ImageReferenceSchema, '//evil.example/x.png')).toEqual(['Please enter a valid URL.']);
  });

  it('mailboxes are email addresses; mailto: is accepted and dropped', () => {
    expect(MailboxSchema.parse(' mailto:Security@Example.com ')).toBe('security@example.com');
    expect(messages(MailboxSchema, 'javascript:alert(1)')).toEqual(['This email is invalid']);
    expect(messages(MailboxSchema, 'https://example.com')).toEqual(['This email is invalid']);
  });

  it('customization and organisation URL fields refuse javascript:', () => {
    const bad = 'javascript:alert(7)';
    const c = messages(CustomizationSchema, {
      termsUrl: bad,
      privacyUrl: bad,
      welcomeModal: { enabled: true, redirectUrl: bad },
      contactSupport: { supportUrl: bad },
      reportIssue: { reportUrl: bad },
    });
    expect(c).toEqual(Array(5).fill('Use a link that starts with https:// or http://'));
    const org = messages(OrganizationSchema, { id: 'org_a', slug: 'a', name: 'A', website: bad, logo: bad, favicon: bad });
    expect(org).toEqual(Array(3).fill('Use a link that starts with https:// or http://'));
  });
});

describe('website URL (admin spec §5 "Website URL pattern")', () => {
  it.each([
    ['', true],
    ['https://example.com', true],
    ['http://example.com/path?q=1', true],
    ['ftp://files.example.com/pub', false], // links the portal opens are http(s) only
    ['http://172.32.0.1', true],
    ['http://8.8.8.8', true],
    ['https://[2001:db8::1]/', true],
    [`https://example.com/${chars(80)}`, true], // exactly 100
    ['example.com', false],
    ['mailto:security@example.com', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['http://10.0.0.1', false],
    ['http://172.16.0.1', false],
    ['http://172.31.255.255', false],
    ['http://192.168.1.10', false],
    ['http://127.0.0.1:8080', false],
    ['http://localhost', false],
    ['http://169.254.169.254/latest', false],
    ['http://0x7f000001/', false], // 127.0.0.1 in hex
    ['http://[::1]/', false],
    ['http://[fd12:3456::1]/', false], // IPv6 unique local
    ['http://[fe80::1]/', false], // IPv6 link local
    ['http://[::ffff:192.168.0.1]/', false], // IPv4-mapped private
  ])('%j allowed: %s', (value, allowed) => {
    expect(messages(WebsiteUrlSchema, value)).toEqual(allowed ? [] : ['Please enter a valid URL.']);
  });

  it('refuses more than 100 characters', () => {
    expect(messages(WebsiteUrlSchema, `https://example.com/${chars(81)}`)).toContain('Website URL must be at most 100 characters');
  });

  it.each([
    ['example.com/banner.js', 'https://example.com/banner.js'],
    ['  cdn.example.com/x.js ', 'https://cdn.example.com/x.js'],
    ['//cdn.example.com/x.js', 'https://cdn.example.com/x.js'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['', ''],
  ])('withScheme(%j) = %j', (address, expected) => {
    expect(withScheme(address)).toBe(expected);
  });
});

// --- visitor forms ---------------------------------------------------------------------------------------------

describe('access request form (visitor spec §5)', () => {
  const none: AccessRequestFieldConfig = {
    customCheckbox: { enabled: false, required: false },
    jobTitleTextField: { enabled: false },
    pointOfContactField: { enabled: false },
    relationshipDropdown: { enabled: false },
    countriesDropdown: { enabled: false },
    accountMemberRequestProducts: { enabled: false },
  };
  const all: AccessRequestFieldConfig = {
    customCheckbox: { enabled: true, required: true },
    jobTitleTextField: { enabled: true },
    pointOfContactField: { enabled: true },
    relationshipDropdown: { enabled: true },
    countriesDropdown: { enabled: true },
    accountMemberRequestProducts: { enabled: true },
  };
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', companyName: 'Analytical Engines', agree: true, productId: 'p-main' };
  const validAll = {
    ...valid,
    customCheckbox: true,
    jobTitleTextField: 'Security Engineer',
    pointOfContactField: 'owner@provider.example',
    relationshipDropdown: 'customer',
    countriesDropdown: 'United States',
    accountMemberRequestProducts: ['p-main'],
  };

  it('a complete request passes with no optional field enabled, and with every one enabled', () => {
    expect(messages(accessRequestSchema(none), valid)).toEqual([]);
    expect(messages(accessRequestSchema(all), validAll)).toEqual([]);
  });

  type Row = [string, AccessRequestFieldConfig, Record<string, unknown>, string, string | null];
  const drop = (key: string) => ({ [key]: undefined });
  const rows: Row[] = [
    ['first name missing', none, drop('firstName'), 'firstName', 'First name is required'],
    ['first name blank', none, { firstName: '   ' }, 'firstName', 'First name is required'],
    ['last name empty', none, { lastName: '' }, 'lastName', 'Last name is required'],
    ['email missing', none, drop('email'), 'email', 'Email is required'],
    ['email empty', none, { email: '' }, 'email', 'Email is required'],
    ['email malformed', none, { email: 'ada.example.com' }, 'email', 'This email is invalid'],
    ['company name empty', none, { companyName: '' }, 'companyName', 'Company name is required'],
    ['company name missing', none, drop('companyName'), 'companyName', 'Company name is required'],
    ['terms not agreed', none, { agree: false }, 'agree', 'You must agree to the terms'],
    ['terms missing', none, drop('agree'), 'agree', 'You must agree to the terms'],
    // custom checkbox
    ['required custom checkbox unchecked', all, { customCheckbox: false }, 'customCheckbox', 'This field is required'],
    ['optional custom checkbox unchecked', { ...all, customCheckbox: { enabled: true, required: false } }, { customCheckbox: false }, 'customCheckbox', null],
    ['disabled custom checkbox unchecked', none, { customCheckbox: false }, 'customCheckbox', null],
    // job title
    ['job title empty when enabled', all, { jobTitleTextField: '' }, 'jobTitleTextField', 'This field is required'],
    ['job title empty when disabled', none, { jobTitleTextField: '' }, 'jobTitleTextField', null],
    // point of contact
    ['point of contact empty when enabled', all, { pointOfContactField: '' }, 'pointOfContactField', "Enter your contact's email within this organization"],
    ['point of contact missing when enabled', all, drop('pointOfContactField'), 'pointOfContactField', "Enter your contact's email within this organization"],
    ['point of contact malformed', all, { pointOfContactField: 'bob' }, 'pointOfContactField', 'Please enter a valid email'],
    ['point of contact malformed when disabled', none, { pointOfContactField: 'bob' }, 'pointOfContactField', null],
    // relationship and country
    ['relationship missing when enabled', all, drop('relationshipDropdown'), 'relationshipDropdown', 'This field is required'],
    ['relationship unknown when enabled', all, { relationshipDropdown: 'friend' }, 'relationshipDropdown', 'This field is required'],
    ['relationship missing when disabled', none, {}, 'relationshipDropdown', null],
    ['country missing when enabled', all, drop('countriesDropdown'), 'countriesDropdown', 'This field is required'],
    // products
    ['no product selected when enabled', all, { accountMemberRequestProducts: [] }, 'accountMemberRequestProducts', 'Please select at least one product'],
    ['products missing when enabled', all, drop('accountMemberRequestProducts'), 'accountMemberRequestProducts', 'Please select at least one product'],
    ['products missing when disabled', none, {}, 'accountMemberRequestProducts', null],
  ];

  it.each(rows)('%s', (_, fields, change, path, expected) => {
    const payload: Record<string, unknown> = { ...(fields === none ? valid : validAll), ...change };
    for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
    const schema = accessRequestSchema(fields);
    expect(shown(schema, payload, path)).toBe(expected);
    // no other field fails
    const result = schema.safeParse(payload);
    expect(result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.')))]).toEqual(expected === null ? [] : [path]);
  });

  it('the product id is required; the tracking fields are optional', () => {
    const { productId: _productId, ...withoutProduct } = valid;
    expect(messages(accessRequestSchema(none), withoutProduct, 'productId').length).toBe(1);
    expect(
      messages(accessRequestSchema(none), {
        ...valid,
        subscribe: true,
        itemUid: 'i-1',
        itemKind: 'reports',
        source: 'card',
        invitedColleagueToken: 'tok',
        statusPageCustomizationRevision: 3,
      }),
    ).toEqual([]);
  });

  it('the email is trimmed and lowercased', () => {
    expect(parsed(accessRequestSchema(none), { ...valid, email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });
});

describe('login form (visitor spec §5)', () => {
  it.each([
    ['missing', {}, 'You must provide an email.'],
    ['empty', { email: '' }, 'You must provide an email.'],
    ['blank', { email: '   ' }, 'You must provide an email.'],
    ['malformed', { email: 'ada' }, 'This email is invalid'],
    ['valid', { email: 'ada@example.com', productId: 'p-main' }, null],
  ])('email %s → %s', (_, value, expected) => {
    expect(shown(LoginSchema, value, 'email')).toBe(expected);
  });

  it('lowercases the email', () => {
    expect(parsed(LoginSchema, { email: ' ADA@Example.com ' }).email).toBe('ada@example.com');
  });
});

describe('invite colleagues (visitor spec §5)', () => {
  it.each([
    ['no email', [], ['Required']],
    ['one valid email', ['bob@example.com'], []],
    ['an invalid email', ['x'], ['"x" is not a valid email']],
    ['a duplicate', ['a@b.co', 'a@b.co'], ['"a@b.co" has already been added']],
    ['a duplicate differing in case and spaces', ['a@b.co', ' A@B.CO '], ['"a@b.co" has already been added']],
    ['two problems', ['x', 'a@b.co', 'a@b.co'], ['"x" is not a valid email', '"a@b.co" has already been added']],
  ])('%s', (_, emails, expected) => {
    expect(messages(InviteSchema, { emails })).toEqual(expected);
  });

  it('lowercases emails and drops an empty message', () => {
    expect(parsed(InviteSchema, { emails: ['Bob@Example.com'], message: '   ' })).toEqual({ emails: ['bob@example.com'], message: undefined });
    expect(parsed(InviteSchema, { emails: ['bob@example.com'], message: '  Please have a look  ' }).message).toBe('Please have a look');
  });
});

describe('subscribe (visitor spec §5)', () => {
  it.each([
    [' Ada@Example.COM ', 'ada@example.com'],
    ['a@b', 'a@b'],
    ['someone@company.internal', 'someone@company.internal'],
  ])('%j is accepted as %j', (email, expected) => {
    expect(parsed(SubscriptionSchema, { email }).email).toBe(expected);
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'This email is invalid'],
    ['two words@example.com', 'This email is invalid'],
  ])('%j is refused: %s', (email, message) => {
    expect(shown(SubscriptionSchema, { email }, 'email')).toBe(message);
  });

  it('defaults its source to the subscribe button', () => {
    expect(parsed(SubscriptionSchema, { email: 'a@b' }).source).toBe('subscribe button');
  });
});

describe('topics and publishing updates (visitor spec §5 "Topic schema")', () => {
  it('subject and category are required; hidden defaults to false', () => {
    expect(parsed(TopicSchema, { id: 't', subject: 'SOC 2 renewed', category: 'compliance' })).toMatchObject({ hidden: false, isPinned: false, updates: [] });
    expect(messages(TopicSchema, { id: 't', subject: '', category: 'compliance' }, 'subject').length).toBe(1);
    expect(messages(TopicSchema, { id: 't', subject: 'x' }, 'category').length).toBe(1);
    expect(messages(TopicSchema, { id: 't', subject: 'x', category: 'gossip' }, 'category').length).toBe(1);
  });

  const base = { topicId: 't-1', message: 'We renewed our SOC 2 report.' };
  it.each([
    ['status page only (the default)', {}, []],
    ['email to subscribers only', { channelSp: false, channelEmail: { subscribers: true } }, []],
    ['email to an audience of one only', { channelSp: false, channelEmail: { audience: { emails: ['a@b.co'] } } }, []],
    ['email with neither subscribers nor audience', { channelEmail: { subscribers: false } }, ['channelEmail: Choose subscribers or add at least 1 email']],
    ['email with an empty audience', { channelEmail: { audience: { emails: [] } } }, ['channelEmail: Choose subscribers or add at least 1 email']],
    ['no channel at all', { channelSp: false }, ['channelSp: Select at least one channel']],
    [
      'no status page and an empty email channel',
      { channelSp: false, channelEmail: {} },
      ['channelEmail: Choose subscribers or add at least 1 email', 'channelSp: Select at least one channel'],
    ],
  ])('%s', (_, change, expected) => {
    const result = TopicPublishSchema.safeParse({ ...base, ...change });
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(expected);
  });

  it('the audience is public or private, public by default', () => {
    expect(parsed(TopicPublishSchema, base).spAudience).toBe('public');
    expect(parsed(TopicPublishSchema, { ...base, spAudience: 'private' }).spAudience).toBe('private');
    expect(messages(TopicPublishSchema, { ...base, spAudience: 'secret' }, 'spAudience').length).toBe(1);
    expect(messages(TopicPublishSchema, { ...base, message: '   ' }, 'message').length).toBe(1);
  });
});

// --- risk profile ----------------------------------------------------------------------------------------------

describe('risk profile recovery (admin spec §3, §9)', () => {
  it.each([
    ['hours_12', true],
    ['minutes_0', true],
    ['days_99', true],
    ['immediate', true],
    ['hours_24_48', true],
    ['hours_48_72', true],
    ['days_4_7', true],
    ['no_answer', true],
    ['days_100', false],
    ['hours_-1', false],
    ['weeks_2', false],
    ['hours_', false],
    ['12 hours', false],
  ])('%j accepted: %s', (value, ok) => {
    expect(RecoveryAnswerSchema.safeParse(value).success).toBe(ok);
  });

  it('the default custom recovery is 12 hours', () => {
    expect(DEFAULT_RECOVERY).toBe('hours_12');
    expect(recoveryLabel(DEFAULT_RECOVERY)).toBe('12 hours');
  });

  it('every question defaults to No Answer', () => {
    expect(Object.values(parsed(RiskProfileAnswersSchema, {}))).toEqual(Array(7).fill('no_answer'));
  });

  it.each([
    ['minutes_1', '1 minute'],
    ['minutes_30', '30 minutes'],
    ['hours_1', '1 hour'],
    ['hours_12', '12 hours'],
    ['days_1', '1 day'],
    ['days_0', '0 days'],
    ['days_99', '99 days'],
    ['immediate', 'immediate'],
  ])('recoveryLabel(%j) = %j', (answer, label) => {
    expect(recoveryLabel(answer)).toBe(label);
  });
});

// --- security grades -------------------------------------------------------------------------------------------

describe('security grade colours (admin spec §9)', () => {
  const table: [string, string, GradeColour | undefined][] = [
    // BitSight: green 646-820, yellow 473-645, red 300-472
    ['BitSight', '820', 'green'],
    ['BitSight', '646', 'green'],
    ['BitSight', '645', 'yellow'],
    ['BitSight', '473', 'yellow'],
    ['BitSight', '472', 'red'],
    ['BitSight', '300', 'red'],
    ['BitSight', 'A', undefined],
    // CyberVadis: green 666-1000, yellow 333-666, red 0-333
    ['CyberVadis', '1000', 'green'],
    ['CyberVadis', '666', 'green'],
    ['CyberVadis', '665', 'yellow'],
    ['CyberVadis', '333', 'yellow'],
    ['CyberVadis', '332', 'red'],
    ['CyberVadis', '0', 'red'],
    // UpGuard: green A, B or 601-950; yellow C or 401-600; red D, E or 0-400
    ['UpGuard', 'A', 'green'],
    ['UpGuard', 'b', 'green'],
    ['UpGuard', 'C', 'yellow'],
    ['UpGuard', 'D', 'red'],
    ['UpGuard', 'E', 'red'],
    ['UpGuard', '950', 'green'],
    ['UpGuard', '601', 'green'],
    ['UpGuard', '600', 'yellow'],
    ['UpGuard', '401', 'yellow'],
    ['UpGuard', '400', 'red'],
    ['UpGuard', '0', 'red'],
    // CIS: 5 green, 3-4 yellow, 1-2 red
    ['CIS', '5', 'green'],
    ['CIS', '4', 'yellow'],
    ['CIS', '3', 'yellow'],
    ['CIS', '2', 'red'],
    ['CIS', '1', 'red'],
    // RiskRecon: green A, B or 8-10; yellow C or 7-8; red D, F or 0-7
    ['RiskRecon', 'A', 'green'],
    ['RiskRecon', 'B', 'green'],
    ['RiskRecon', 'C', 'yellow'],
    ['RiskRecon', 'D', 'red'],
    ['RiskRecon', 'F', 'red'],
    ['RiskRecon', '10', 'green'],
    ['RiskRecon', '8', 'green'],
    ['RiskRecon', '7.9', 'yellow'],
    ['RiskRecon', '7', 'yellow'],
    ['RiskRecon', '6.9', 'red'],
    ['RiskRecon', '0', 'red'],
    // Observatory: A, B, M green; C, I yellow; D, F, O red
    ['Mozilla Observatory', 'A', 'green'],
    ['Mozilla Observatory', 'A+', 'green'],
    ['Mozilla Observatory', 'B-', 'green'],
    ['Mozilla Observatory', 'M', 'green'],
    ['Mozilla Observatory', 'C', 'yellow'],
    ['Mozilla Observatory', 'I', 'yellow'],
    ['Mozilla Observatory', 'D', 'red'],
    ['Mozilla Observatory', 'F', 'red'],
    ['Mozilla Observatory', 'O', 'red'],
    // letter grades: A or B green, C yellow, D or F red
    ['BlackKite', 'A+', 'green'],
    ['BlackKite', 'B-', 'green'],
    ['BlackKite', 'C', 'yellow'],
    ['BlackKite', 'D', 'red'],
    ['BlackKite', 'F', 'red'],
    ['SSL Labs', 'A+', 'green'],
    ['Security Headers', 'F', 'red'],
    ['ImmuniWeb', 'C', 'yellow'],
    ['CryptCheck', 'B', 'green'],
    ['SecurityScorecard', 'D', 'red'],
    ['SSL Labs', '', undefined],
    // a grade the service does not give gets no band (it is shown with its error instead)
    ['BitSight', '900', undefined],
    ['BitSight', '299', undefined],
    ['UpGuard', '951', undefined],
    ['UpGuard', 'B+', undefined],
    ['CyberVadis', '1001', undefined],
    ['RiskRecon', '7.25', undefined],
    ['RiskRecon', '11', undefined],
    ['ImmuniWeb', 'C+', undefined],
    ['CIS', '6', undefined],
  ];
  it.each(table)('%s %j → %s', (service, grade, colour) => {
    expect(gradeColour(service, grade)).toBe(colour);
  });
});

// --- card kinds ------------------------------------------------------------------------------------------------

describe('card kinds (admin spec §3)', () => {
  it('are exactly the 31 kinds of the spec, in its order', () => {
    // copied from admin-editing.md §3 "Card kinds"
    const spec =
      'reports, certifications, questionnaires, productFeatures, dataSecurity, applicationSecurity, legal, ai, esg, dataPrivacy, accessControl, infrastructure, endpointSecurity, networkSecurity, internalPractices, policies, continuousMonitoring, physicalEnvironmental, changeConfigurationManagement, awarenessTraining, businessContinuity, assetManagement, riskManagement, incidentResponse, overview, riskProfile, securityGrades, trustedBy, subprocessors, documents, customerData'.split(
        ', ',
      );
    expect(spec).toHaveLength(31);
    expect([...CARD_KINDS]).toEqual(spec);
  });
});
