import type { Control, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import type { Acknowledgement } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { DuplicateConfirm } from './duplicate-confirm';
import { ProcessedAtField } from './figure-inputs';
import { AcknowledgementText, SendOutcome } from './send-outcome';
import { SendButton, type ReportEndpoint } from './reporting-availability';
import type { EarlierSend } from './use-figures-send';

interface FiguresSendState {
  readonly error: unknown;
  readonly data: Acknowledgement | undefined;
  readonly isPending: boolean;
  readonly duplicateOf: EarlierSend | null;
  readonly cancelDuplicate: () => void;
}

/** The end of the RPA and volumetry forms: when the figures were processed, the answer, and Send. */
export function FiguresFormFooter<T extends FieldValues, O>({
  control,
  processedAt,
  processedAtError,
  onNow,
  send,
  onSendAnyway,
  endpoint,
}: {
  /** Where Send sends the record: whether the signed-in role may. */
  endpoint: ReportEndpoint;
  control: Control<T, unknown, O>;
  processedAt: UseFormRegisterReturn;
  processedAtError: string | undefined;
  onNow: () => void;
  send: FiguresSendState;
  onSendAnyway: () => void;
}) {
  const t = useT();
  return (
    <>
      <ProcessedAtField registration={processedAt} error={processedAtError} onNow={onNow} />
      <SendOutcome
        error={send.error}
        success={send.data !== undefined && <AcknowledgementText {...send.data} />}
        sending={send.isPending}
        control={control}
      />
      {send.duplicateOf !== null && (
        <DuplicateConfirm
          earlier={send.duplicateOf}
          onConfirm={onSendAnyway}
          onCancel={send.cancelDuplicate}
        />
      )}
      <SendButton endpoint={endpoint} sending={send.isPending}>
        {t('reporting.send')}
      </SendButton>
    </>
  );
}
