import { eq } from 'drizzle-orm';
import type { LicenceReport } from '../../../src/domain/contracts/business-license';
import { BUSINESS_LICENSE_FLOW } from '../../../src/domain/flows/business-license-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import {
  LICENSE_REPORT_DOCUMENTS_PATH,
  LICENSE_REPORT_PAGE_PATH,
} from '../../../src/domain/services/service-paths';
import { findUsState } from '../../../src/domain/us-states';
import { charterDay } from '../../compliance/charter-days';
import type { Database } from '../../db/database';
import { businessLicenseReports } from '../../db/schema';
import type { DocumentStore } from '../../documents/document-store';
import type { JobEngine } from '../../jobs/job-engine';
import type { Mailer } from '../../mail/mailer';
import { AccountService, lockAccount } from '../../services/accounts';
import { businessEinMasked } from '../../services/business-ein';
import { changeServiceStatus, type ActiveEffects } from '../../services/service-statuses';
import { industryKeywordById } from './industry-keywords';
import { prepareLicenceReport } from './licence-report';
import { LICENCE_REPORT_TITLE, renderLicenceReportPdf } from './licence-report-pdf';
import { LICENCE_RULES } from './licence-rules';

/*
 * The licence report prepared by a durable job (issue 27, item 5): the submission schedules it
 * in its transaction, so a report is ordered exactly when a job will prepare it, whatever
 * happens to the process meanwhile. The job prepares the report from the rules, keeps it and its
 * PDF, moves the service to ACTIVE through the shared status change, then mails the owner.
 */

const { productKey } = BUSINESS_LICENSE_FLOW.submission;
const SERVICE = serviceNameOf(productKey);

export const LICENCE_REPORT_JOB = 'business-license-report';
export const LICENCE_REPORT_MAIL_SUBJECT = 'Your business license report is ready';

export interface LicenceReportServices {
  documents: DocumentStore;
  mailer: Mailer;
  publicUrl: string;
  whenActive: ActiveEffects;
}

/** Schedules the preparation of a submitted report, in the submission's transaction. */
export function scheduleLicenceReport(
  jobs: JobEngine,
  db: Database,
  reportId: number,
  at: Date,
): Promise<boolean> {
  return jobs.schedule(
    {
      kind: LICENCE_REPORT_JOB,
      key: `${LICENCE_REPORT_JOB}:${reportId}`,
      runAt: at,
      payload: { report_id: reportId },
    },
    db,
  );
}

type ReportRow = typeof businessLicenseReports.$inferSelect;

/** The report of a submission, from the rules and what the owner submitted. */
function reportOf({ request }: ReportRow, einMasked: string | null, now: Date): LicenceReport {
  const keywordId = request.industry_keyword_ids[0]!;
  // The submission checked both; a keyword gone from the list since is a bug to retry after.
  const industry = industryKeywordById(keywordId);
  const state = findUsState(request.state);
  if (!industry || !state) throw new Error(`Report of ${keywordId} in ${request.state}: unknown`);
  return prepareLicenceReport(LICENCE_RULES, {
    businessName: request.business_name,
    industry,
    activities: request.industry_activity_ids,
    // An empty county is geocoding's failure: the report says it could not tell.
    place: { state: state.abbreviation, city: request.city, county: request.county || null },
    preparedOn: charterDay(now),
    einMasked,
  });
}

function readyMail(firstName: string, businessName: string, publicUrl: string): string {
  return [
    `Hello ${firstName || 'there'},`,
    '',
    `The business license report for ${businessName} is ready:`,
    '',
    `${publicUrl}${LICENSE_REPORT_PAGE_PATH}`,
    '',
    `It is also kept with your documents: ${publicUrl}${LICENSE_REPORT_DOCUMENTS_PATH}`,
    '',
    'Charter',
  ].join('\n');
}

/**
 * Prepares the report once: keeps it and its PDF and makes the service ACTIVE in one
 * transaction. A report prepared already (a rerun) is left as it is. Null when there is none.
 */
async function prepareOnce(
  jobs: JobEngine,
  db: Database,
  services: LicenceReportServices,
  reportId: number,
  now: Date,
): Promise<ReportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(businessLicenseReports)
      .where(eq(businessLicenseReports.id, reportId));
    if (!row || row.report !== null) return row ?? null;
    await lockAccount(tx, row.individualId);
    const einMasked = row.businessId === null ? null : await businessEinMasked(tx, row.businessId);
    const report = reportOf(row, einMasked, now);
    const document = await services.documents.store(
      {
        individualId: row.individualId,
        businessId: row.businessId,
        productKey,
        category: 'business-license-report',
        title: LICENCE_REPORT_TITLE,
        fileName: `business-license-report-${report.preparedOn}.pdf`,
        contentType: 'application/pdf',
        content: await renderLicenceReportPdf(report, now),
      },
      tx,
    );
    const [prepared] = await tx
      .update(businessLicenseReports)
      .set({ report, documentId: document.id, preparedAt: now })
      .where(eq(businessLicenseReports.id, reportId))
      .returning();
    await changeServiceStatus(
      jobs,
      tx,
      services.whenActive,
      row.individualId,
      SERVICE,
      'ACTIVE',
      now,
    );
    return prepared!;
  });
}

/**
 * Defines the job (every process, at start): the report prepared once, then the owner mailed
 * once. A mail that fails fails the job, whose retry finds the report prepared and mails
 * again; a rerun after the mail keeps no second document and sends no second mail.
 */
export function defineLicenceReportJob(jobs: JobEngine, services: LicenceReportServices): void {
  jobs.define(LICENCE_REPORT_JOB, async (payload, { db, now }) => {
    const reportId = Number(payload.report_id);
    const prepared = await prepareOnce(jobs, db, services, reportId, now);
    if (!prepared?.report || prepared.mailedAt !== null) return;
    const owner = (await new AccountService(db).findById(prepared.individualId))!;
    await services.mailer.send({
      to: owner.email,
      subject: LICENCE_REPORT_MAIL_SUBJECT,
      text: readyMail(owner.firstName, prepared.report.businessName, services.publicUrl),
      // An order update: the report is on the documents shelf whether or not it is mailed.
      optional: { individualId: owner.id, category: 'order_updates' },
    });
    await db
      .update(businessLicenseReports)
      .set({ mailedAt: now })
      .where(eq(businessLicenseReports.id, reportId));
  });
}
