// Values in content/site.yaml that are stand-ins until launch, or that the law would fault on a live site, and whether
// a build is for the live site. A preview build lists each one still in use; a live build refuses them, as content
// errors (docs/deploy.md#live-and-preview-builds), so the site never goes live with a number that never rings, an
// address nobody can write to, a legal name that does not fit its legal form, no VAT status, or figures the owner has
// not confirmed (docs/site.md#who-we-are).
import { dramaRange } from '../lib/phone';
import type { SiteSettings } from './schema';

/** A stand-in in content/site.yaml: the field, what belongs there, and what is there now (with why it is a stand-in). */
export interface StandIn {
  field: string;
  expected: string;
  found: string;
}

/** Domains reserved for examples (RFC 2606): no mail sent to them arrives. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?(?:example|example\.(?:com|org|net)|invalid|test)$/i;
/** Royal Mail keeps XM4 5HQ for letters to Father Christmas: no business is established there. */
const NO_PLACE = 'XM4 5HQ';

/** Words that hold a place rather than give an address: "Address to be confirmed", "TBC", "Example Road"… */
const PLACEHOLDER =
  /\bto be (?:confirmed|announced|added|decided|agreed)\b|\btb[acd]\b|\bplaceholder\b|\bexample\b|\blorem\b|\bx{3,}\b|\?\?|\bn\/a\b/i;

/**
 * The endings a registered name must have (Companies Act 2006 s. 59; the Limited Liability Partnerships Regulations
 * 2009 Sch. 1), Welsh forms included.
 */
const NAME_ENDINGS: Partial<Record<string, { ending: RegExp; say: string }>> = {
  'Private limited company': { ending: /\b(?:limited|ltd\.?|cyfyngedig|cyf\.?)$/i, say: '"Limited" or "Ltd"' },
  'Limited liability partnership': {
    ending: /\b(?:limited liability partnership|llp|partneriaeth atebolrwydd cyfyngedig|pac)$/i,
    say: '"LLP" or "Limited Liability Partnership"',
  },
};

/** A name with only its letters and digits, so "Locksmith London" and "LOCKSMITH LONDON." compare equal. */
const bare = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The facts a stand-in can be among; the technical settings may be absent (the editor's previews lack them). */
type StandInSite = Pick<
  SiteSettings,
  'name' | 'brand' | 'foundingYear' | 'facts' | 'telephone' | 'trader' | 'guarantee' | 'charges'
> &
  Partial<Pick<SiteSettings, 'origin' | 'requests'>>;

/** Each stand-in value still in use, in the order of the file. */
export function standIns(site: StandInSite): StandIn[] {
  const found: StandIn[] = [];
  if (dramaRange(site.telephone))
    found.push({
      field: 'telephone',
      expected: "the business's own number, which every Call button dials",
      found: `${site.telephone}, a stand-in: Ofcom keeps that range for drama, so it never rings`,
    });
  const { email, address } = site.trader;
  if (EXAMPLE_DOMAIN.test(email))
    found.push({
      field: 'trader.email',
      expected: "the address that takes customers' email (every page links it)",
      found: `${email}, a stand-in: its domain is kept for examples, so no mail arrives`,
    });
  const placeholder = [address.street, address.town].find((part) => PLACEHOLDER.test(part));
  if (address.postcode === NO_PLACE || placeholder)
    found.push({
      field: 'trader.address',
      expected: 'the address the business is run from, with its legal name checked too (every page states both)',
      found:
        address.postcode === NO_PLACE
          ? `${address.street}, ${address.town} ${NO_PLACE}, a stand-in: Royal Mail keeps ${NO_PLACE} for letters to Father Christmas`
          : `"${placeholder}", which holds a place rather than gives an address`,
    });
  const office = site.trader.company?.registeredOffice;
  if (office && [office.street, office.town].some((part) => PLACEHOLDER.test(part)))
    found.push({
      field: 'trader.company.registeredOffice',
      expected: "the registered office as Companies House lists it, or nothing when it is the trader's address",
      found: `${office.street}, ${office.town}, which holds a place rather than gives an address`,
    });
  const { legalForm, legalName } = site.trader;
  const ending = legalForm ? NAME_ENDINGS[legalForm] : undefined;
  if (!legalForm)
    found.push({
      field: 'trader.legalForm',
      expected:
        'a choice of sole trader, partnership, limited company or LLP (the Provision of Services Regulations 2009 ask every trader to say which; every page states it)',
      found: 'nothing',
    });
  else if (ending && !ending.ending.test(legalName.trim()))
    found.push({
      field: 'trader.legalName',
      expected: `the name on the Companies House register, which for a ${legalForm.toLowerCase()} ends in ${ending.say} (Companies Act 2006 s. 59)`,
      found: `"${legalName}", without that ending`,
    });
  else if (!ending && [site.name, site.brand].some((brand) => bare(brand) === bare(legalName)))
    found.push({
      field: 'trader.legalName',
      expected: `the ${legalForm === 'Partnership' ? "partners' names" : "owner's own name"} beside the business name, such as "Jane Smith trading as ${site.name}" (Companies Act 2006 s. 1202: a business name alone does not say who the trader is)`,
      found: `"${legalName}", the business name alone`,
    });
  if (!site.trader.vatStatus && !site.trader.vatNumber)
    found.push({
      field: 'trader.vatStatus',
      expected:
        'whether the business is registered for VAT: its VAT number, or the choice "Not registered for VAT" (the Electronic Commerce Regulations 2002 ask for the number; the copy says whether prices include VAT)',
      found: 'nothing',
    });
  if (!site.facts.confirmed) {
    const { arrivalAim, averageArrival, dealerSaving, whoComes } = site.facts;
    found.push({
      field: 'facts.confirmed',
      expected:
        'a tick, once you have checked every fact the copy states as true: the arrival aim and average, the founding year, the savings against a dealer, who comes and the insurance',
      found: `no tick: arrival within ${arrivalAim} (${averageArrival} on average), since ${site.foundingYear}, ${dealerSaving} cheaper than a dealer, ${whoComes}${site.facts.insured ? ', insured' : ''} are stand-in facts`,
    });
  }
  if (!site.guarantee.confirmed) {
    const { workmanshipMonths, partsWarrantyYears: parts } = site.guarantee;
    found.push({
      field: 'guarantee.confirmed',
      expected: 'a tick, once you have checked the terms the copy promises',
      found: `no tick: ${workmanshipMonths} months' workmanship, parts ${parts.min}–${parts.max} years are stand-in terms`,
    });
  }
  if (!site.charges.confirmed)
    found.push({
      field: 'charges.confirmed',
      expected:
        'a tick, once you have checked the call-out charge, the night charge, the lockout price and the ways to pay the pages state',
      found: `no tick: call-out ${site.charges.callOut}, night ${site.charges.night}, lockouts ${site.charges.lockout}, paid by ${site.charges.payment} are stand-in charges`,
    });
  if (site.origin && new URL(site.origin).hostname.endsWith('.example'))
    found.push({
      field: 'technical.origin',
      expected: "the site's own address, such as https://www.your-name.co.uk, once its domain is registered",
      found: `${site.origin}, a stand-in: .example never resolves`,
    });
  const from = site.requests?.from;
  if (from && EXAMPLE_DOMAIN.test(from))
    found.push({
      field: 'technical.requests.from',
      expected: "an address on the site's own domain, which the mail service is set up to send from",
      found: `${from}, a stand-in: its domain is kept for examples, so no mail service sends from it`,
    });
  return found;
}

/** The settings of the environment that say which kind of build it is; the content step's cache keys on them. */
export const BUILD_KIND_VARIABLES = [
  'SITE_URL',
  'PREVIEW',
  'CF_PAGES',
  'CF_PAGES_BRANCH',
  'GITHUB_EVENT_NAME',
  'CONTEXT',
] as const;

/** Names kept for tests, examples and local networks (RFC 2606, RFC 6761, RFC 6762): no live site is there. */
const NOT_PUBLIC = /(?:^|\.)(?:localhost|example|example\.(?:com|net|org)|test|invalid|local|internal|home\.arpa)$/i;

export interface BuildKind {
  live: boolean;
  /** Why, in words, for the build's log. */
  reason: string;
}

/**
 * Whether a build is for the live site: one whose origin (SITE_URL, else technical.origin) is an https address on a
 * public name, unless the environment says it is a preview: PREVIEW=1, a Cloudflare Pages build of a branch other
 * than the editor's (technical.editor.branch, else main), a GitHub Actions run for a pull request, or a Netlify
 * deploy preview or branch deploy. docs/deploy.md#live-and-preview-builds says the same for the owner.
 */
export function buildKind(site: Pick<SiteSettings, 'origin' | 'editor'>, env: NodeJS.ProcessEnv): BuildKind {
  const preview = (reason: string) => ({ live: false, reason: `a preview build (${reason})` });
  if (env.PREVIEW === '1') return preview('PREVIEW=1');
  const branch = site.editor?.branch ?? 'main';
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH && env.CF_PAGES_BRANCH !== branch)
    return preview(`Cloudflare Pages, branch ${env.CF_PAGES_BRANCH}, not ${branch}`);
  if (env.GITHUB_EVENT_NAME?.startsWith('pull_request')) return preview('a pull request');
  if (env.CONTEXT === 'deploy-preview' || env.CONTEXT === 'branch-deploy') return preview(`Netlify's ${env.CONTEXT}`);
  const url = new URL(site.origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:') return preview(`${site.origin} is not https`);
  if (NOT_PUBLIC.test(host) || /^[\d.]+$/.test(host) || host.includes(':'))
    return preview(`${host} is not a public name`);
  return { live: true, reason: `a live build for ${site.origin}` };
}
