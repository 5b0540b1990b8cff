import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { dataExportFileName } from '../../../domain/account/data-export';
import { Button } from '../../../ui/button';
import { saveFile } from '../../../ui/save-file';

/**
 * "Download my data" (issue 29): a zip of the owner's account, saved answers (tax ids masked),
 * business record, documents list, invoices and support requests, made by the server when asked.
 */
export function DownloadMyData() {
  const individualId = useSignedInIndividualId();
  const download = useMutation({
    mutationFn: async () => {
      const archive = await apiBlob(`/v1/account/${individualId}/export`);
      saveFile(archive, dataExportFileName(new Date()));
    },
  });
  return (
    <section className="ch-settings__group" aria-labelledby="download-my-data">
      <h3 id="download-my-data" className="ch-settings__subheading">
        Download my data
      </h3>
      <p className="ch-muted">
        A zip of your account, every questionnaire page you saved, your business record, the list of
        your documents, your invoices and your support requests. Tax identification numbers are
        masked; download the documents themselves from Business Documents.
      </p>
      <p className="ch-muted" role="status">
        {download.isError
          ? `Your data could not be downloaded. ${download.error.message}`
          : download.isSuccess
            ? 'Your data was downloaded.'
            : ''}
      </p>
      <div>
        <Button
          variant="secondary"
          isPending={download.isPending}
          onPress={() => download.mutate()}
        >
          Download my data
        </Button>
      </div>
    </section>
  );
}
