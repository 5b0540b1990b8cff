import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { derivedKey } from '../security/answer-encryption';
import { LocalSigning } from './local/local-signing';
import { SigningLinks } from './local/signing-links';
import type { SigningProvider } from './signing-provider';

export interface SigningDependencies {
  db: Database;
  documents: DocumentStore;
  mailer: Mailer;
  jobs: JobEngine;
  /** The server's answer key, which signing links are derived under. */
  answerKey: Buffer;
}

/** What signing links are derived under, from the server's answer key (decision 0050). */
const SIGNING_LINK_KEY_PURPOSE = 'charter signing links';

/** Charter's own signers' links (SIGNING_PROVIDER=local), under the server's answer key. */
export function signingLinks(config: Pick<ServerConfig, 'publicUrl'>, answerKey: Buffer) {
  return new SigningLinks(derivedKey(answerKey, SIGNING_LINK_KEY_PURPOSE), config.publicUrl);
}

/**
 * The configured e-signature service (SIGNING_PROVIDER, refused at start when unknown), for a
 * server or the back office's commands. A provider added here implements SigningProvider and reports signatures to the listeners
 * (README "E-signatures").
 */
export function createSigningProvider(
  config: Pick<ServerConfig, 'signing' | 'publicUrl'>,
  deps: SigningDependencies,
): SigningProvider {
  switch (config.signing.provider) {
    case 'local':
      return new LocalSigning({ ...deps, links: signingLinks(config, deps.answerKey) });
  }
}
