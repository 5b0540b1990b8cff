import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { LocalSigning } from './local/local-signing';
import { SigningLinks } from './local/signing-links';
import type { SigningProvider } from './signing-provider';

export interface SigningDependencies {
  db: Database;
  documents: DocumentStore;
  mailer: Mailer;
  jobs: JobQueue;
  /** The secret signing links are derived under (from the server's answer key). */
  linkKey: Buffer;
}

/**
 * The configured e-signature service (SIGNING_PROVIDER, refused at start when unknown). A
 * provider added here implements SigningProvider and reports signatures to the listeners
 * (README "E-signatures").
 */
export function createSigningProvider(
  config: Pick<ServerConfig, 'signing' | 'publicUrl'>,
  deps: SigningDependencies,
): SigningProvider {
  switch (config.signing.provider) {
    case 'local':
      return new LocalSigning({ ...deps, links: new SigningLinks(deps.linkKey, config.publicUrl) });
  }
}
