import type { Answers } from '../../domain/questionnaire/page-definition';

/** A member as step 2 and the confirmation name them. */
export interface AgreementMember {
  name: string;
  email: string;
  percentage: number;
}

/** The members in the members page's answers (none while they are not known on this device). */
export function membersOf(answers: Answers | undefined): AgreementMember[] {
  const rows = Array.isArray(answers?.members) ? (answers.members as Answers[]) : [];
  return rows.map((row) => ({
    name: `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
    email: String(row.email ?? ''),
    percentage: Number(row.percentage),
  }));
}
