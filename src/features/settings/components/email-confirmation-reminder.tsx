import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';

/**
 * The dashboard's reminder to confirm the email address (issue 29): the account works before
 * it is confirmed, so this asks without blocking, and sends another link on request.
 */
export function EmailConfirmationReminder({ email }: { email: string }) {
  const individualId = useSignedInIndividualId();
  const resend = useMutation({
    mutationFn: () =>
      apiJson<{ message: string }>(`/v1/account/${individualId}/email-confirmation`, {
        method: 'POST',
      }),
  });
  return (
    <Notice tone="warning" className="ch-email-reminder">
      <p>
        <strong>Please confirm your email address.</strong> We sent a link to {email} so that your
        receipts, filing updates and reminders reach you, and so you can reset your password if you
        forget it.
      </p>
      <p role="status">
        {resend.isSuccess
          ? resend.data.message
          : resend.isError
            ? `No link was sent. ${resend.error.message}`
            : null}
      </p>
      <p>
        <Button
          variant="secondary"
          isPending={resend.isPending}
          isDisabled={resend.isSuccess}
          onPress={() => resend.mutate()}
        >
          Send a new link
        </Button>
      </p>
    </Notice>
  );
}
