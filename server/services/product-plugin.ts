import type { FastifyInstance } from 'fastify';
import type { ServiceMount } from '../../src/domain/server-paths';
import type { AccessTokenVerifier } from '../api/access-tokens';
import type { Flow } from '../../src/domain/flows/flow';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import type { PageCheck } from '../api/questionnaire-routes';
import type { LicenceRenewalSource } from '../compliance/owner-calendar';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import type { SigningProvider } from '../signing/signing-provider';
import type { BusinessService } from './businesses';
import type { ProposePages } from './flow-review';
import type { FlowFiling } from './flow-submissions';
import type { PageAnswersService } from './page-answers';
import type { ActiveEffect, ActiveEffects } from './service-statuses';
import type { ReturnedDocument } from './returned-documents';
import { defineReturnedDocumentJobs, specimenOnDemoActive } from './returned-document-jobs';
import { returnedDocumentKinds } from './returned-documents';

/** The shared services a product is given at start: the app's, built once by the assembly. */
export interface ProductStartServices {
  db: Database;
  documents: DocumentStore;
  mailer: Mailer;
  /** Handlers are defined at start; the queue runs them once the app is ready. */
  jobs: JobEngine;
  signing: SigningProvider;
  /** PUBLIC_URL: what links in mail and feeds start with. */
  publicUrl: string;
  /**
   * What each service's ACTIVE does (the products' own), for a product whose own event moves
   * its status through the shared change (the licence report, once prepared).
   */
  whenActive: ActiveEffects;
}

/** What a product's routes are given: the start services and the main API's own. */
export interface ProductRouteServices extends ProductStartServices {
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
  businesses: BusinessService;
  /** Where the API is reached from outside, e.g. https://charter.example/api. */
  apiUrl: string;
  /** Per client and minute, on the private calendar feeds. */
  calendarFeedsPerMinute: number;
  /** Every product's licence renewals, for the compliance calendar and its feed. */
  licenceRenewals: LicenceRenewalSource;
}

/**
 * What a product's own service (mounted apart from the main API, e.g. the content service at
 * /content) is given: the start services, the check of the bearer token that service takes, and
 * where the service is reached from outside.
 */
export interface ServiceRouteServices extends ProductStartServices {
  /** Verifies the bearer token the service takes (the content service: the owner's id token). */
  verifyBearerToken: AccessTokenVerifier;
  /** The service's own address from outside, e.g. https://charter.example/content. */
  serviceUrl: string;
  /** The key its signed download links are made with. */
  linkKey: Buffer;
  /** Whether this process takes background work (false under the tests' own clock). */
  works: boolean;
}

/**
 * One product of Charter (a service an owner buys or a questionnaire they answer), as the
 * shared mechanisms see it: each lives in server/products/<name>/index.ts and is listed once in
 * server/products.ts, which the assembly hands to the mechanisms. Every part is optional: a
 * product has what it does (business licence: pages only; compliance: routes and jobs).
 */
export interface ProductPlugin {
  /** Its folder's name, for messages. */
  name: string;
  /** Its flow module (src/domain/flows), when it has one: what the parts below serve. */
  flow?: Flow;
  /** Its service's name (service_orders.service), when it has one. */
  service?: string;
  /** Its questionnaire pages, in their order in the API document. */
  pages?: readonly PageDefinition[];
  /** Its flow's own step of the one submission (flow-submissions.ts). */
  filing?: (services: { signing: SigningProvider }) => FlowFiling;
  /** What it proposes for reviewed pages the owner never saved (decision 0050). */
  propose?: ProposePages;
  /** What it checks of a page's save beyond the page's rules (the amendment's, decision 0053). */
  pageCheck?: (db: Database) => PageCheck;
  /** What its service's ACTIVE does besides the status (service-statuses.ts). */
  whenActive?: ActiveEffect;
  /**
   * The document the state or the IRS sends back when its order is done (decision 0091): what
   * `npm run ops -- attach-document` attaches, and demo mode's ACTIVE a specimen of
   * (demo-status-advance.ts).
   */
  returned?: ReturnedDocument;
  /** Its status follows its own events (signatures), never demo mode's clock. */
  statusFollowsItsOwnEvents?: true;
  /** The renewals of licences it knows the owner may hold, for the compliance calendar. */
  licenceRenewals?: LicenceRenewalSource;
  /** What it sets going at start: job handlers, signing listeners. */
  start?: (services: ProductStartServices) => void;
  /** Its own routes, under the main API's mount. */
  routes?: (app: FastifyInstance, services: ProductRouteServices) => Promise<void>;
  /** The routes of a service it provides on a mount of its own (the hub: /content). */
  serviceRoutes?: Partial<Record<ServiceMount, ServiceRoutes>>;
}

/**
 * Sets going what the products need, in every process that may schedule their work (a server,
 * `npm run ops`): each product's own start, and the jobs of the documents their orders bring
 * back.
 */
export function startProducts(
  products: readonly ProductPlugin[],
  services: ProductStartServices,
): void {
  for (const product of products) product.start?.(services);
  defineReturnedDocumentJobs(services.jobs, {
    ...services,
    kinds: returnedDocumentKinds(products),
  });
}

/** One part of each product that has it, keyed by what `keyOf` names (its flow, its service). */
function partsBy<T>(
  products: readonly ProductPlugin[],
  keyOf: (product: ProductPlugin) => string | undefined,
  partOf: (product: ProductPlugin) => T | undefined,
): Readonly<Record<string, T>> {
  return Object.fromEntries(
    products.flatMap((product) => {
      const key = keyOf(product);
      const part = partOf(product);
      return key !== undefined && part !== undefined ? [[key, part]] : [];
    }),
  );
}

const flowOf = (product: ProductPlugin) => product.flow?.key;

/** The products' flow modules: every questionnaire the server serves, listed nowhere else. */
export const flowsOf = (products: readonly ProductPlugin[]): readonly Flow[] =>
  products.flatMap((product) => (product.flow ? [product.flow] : []));
const serviceOf = (product: ProductPlugin) => product.service;

/** Each flow's filing step, by flow key. */
export const filingsByFlow = (
  products: readonly ProductPlugin[],
  services: { signing: SigningProvider },
) => partsBy(products, flowOf, (product) => product.filing?.(services));

/** Each proposing flow's proposals, by flow key. */
export const proposalsByFlow = (products: readonly ProductPlugin[]) =>
  partsBy(products, flowOf, (product) => product.propose);

/** Each flow's own save checks, by flow key. */
export const pageChecksByFlow = (products: readonly ProductPlugin[], db: Database) =>
  partsBy(products, flowOf, (product) => product.pageCheck?.(db));

/** What ACTIVE does, by service name. */
export const activeEffects = (products: readonly ProductPlugin[]) =>
  partsBy(products, serviceOf, (product) => product.whenActive);

/** The licence renewals of every product that has them, in the products' order. */
export function licenceRenewalsOf(products: readonly ProductPlugin[]): LicenceRenewalSource {
  const sources = products.flatMap((product) =>
    product.licenceRenewals ? [product.licenceRenewals] : [],
  );
  return async (db, individualId, today) =>
    (await Promise.all(sources.map((source) => source(db, individualId, today)))).flat();
}

/** What demo mode's ACTIVE does, by service name, and the services it never moves. */
export const demoEffects = (products: readonly ProductPlugin[]) => ({
  whenActive: partsBy(products, serviceOf, (product) =>
    product.returned && product.service ? specimenOnDemoActive(product.service) : undefined,
  ),
  untouched: products.flatMap((product) =>
    product.statusFollowsItsOwnEvents && product.service ? [product.service] : [],
  ),
});

/** What a product's service routes are. */
export type ServiceRoutes = (app: FastifyInstance, services: ServiceRouteServices) => Promise<void>;

/** The routes each product provides on a service's mount, by mount. */
export function serviceRoutesOf(
  products: readonly ProductPlugin[],
): ReadonlyMap<ServiceMount, ServiceRoutes[]> {
  const byMount = new Map<ServiceMount, ServiceRoutes[]>();
  for (const product of products) {
    for (const [mount, routes] of Object.entries(product.serviceRoutes ?? {})) {
      if (!routes) continue;
      const key = mount as ServiceMount;
      byMount.set(key, [...(byMount.get(key) ?? []), routes]);
    }
  }
  return byMount;
}
