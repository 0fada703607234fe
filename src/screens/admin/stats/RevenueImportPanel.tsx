import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError } from '../../../api/client';
import { useImportAdRevenue } from '../../../api/stats';
import { FormMessage, SubmitButton, TextField, type FormStatus } from '../../../components/FormField';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Panel } from './Panel';

const texts = ADMIN_TEXTS.stats;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

/**
 * What the server said about a report it did not import (400 unreadable, 413 too large, 415 not
 * CSV, …), else the form's own sentence (no answer, a 500).
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return texts.import.failed;
}

/**
 * The ad network's CSV report, sent as it is (text/csv): the server's answer says what it imported
 * or why it did not; afterwards the revenue tile shows the new figure. One import at a time.
 */
export function RevenueImportPanel() {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const importReport = useImportAdRevenue();
  const [noFile, setNoFile] = useState(false);
  // A file input cannot be emptied from script in every browser; a new one (new key) is empty.
  const [generation, setGeneration] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importReport.isPending) return;
    const file = fileInput.current?.files?.[0];
    if (!file) {
      importReport.reset();
      setNoFile(true);
      return;
    }
    setNoFile(false);
    importReport.mutate(file, { onSuccess: () => setGeneration((value) => value + 1) });
  };

  let status: FormStatus = 'idle';
  let message: string | undefined;
  if (noFile) {
    status = 'error';
    message = texts.import.chooseFile;
  } else if (importReport.isPending) {
    status = 'submitting';
    message = texts.import.importing;
  } else if (importReport.isSuccess) {
    status = 'success';
    message = importReport.data.message;
  } else if (importReport.isError) {
    status = 'error';
    message = failureMessage(importReport.error);
  }

  return (
    <Panel heading={texts.revenueImport}>
      <Form onSubmit={submit} noValidate>
        <TextField
          key={generation}
          ref={fileInput}
          id={fileId}
          type="file"
          name="report"
          accept=".csv,text/csv"
          label={texts.import.file}
          hint={texts.import.hint}
        />
        <SubmitButton busy={importReport.isPending}>{importReport.isPending ? texts.import.importing : texts.import.submit}</SubmitButton>
        <FormMessage status={status} message={message} />
      </Form>
    </Panel>
  );
}
