// POST /api/reports: a member reports a post, comment, chat message or profile to the campus's
// moderators. Success shows the thanks for its kind ('User Reported. Thanks for letting us know.');
// a refusal shows the server's message.
import type { CreateReportBody } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api, refusalSentence } from '../../../lib/api-client';
import { keyedSend } from '../../../lib/submission-keys';
import { useAction } from '../../../lib/use-action';

export const createReport = (body: CreateReportBody) =>
  api<{ message: string }>('/api/reports', { method: 'POST', json: body });

/** A keyed report is one report of its content (keyedSend); `adopt` keeps a key it had to change. */
export function useCreateReport(onDone: () => void, adopt?: (clientKey: string) => void) {
  const alert = useAlert();
  return useAction({
    mutationFn: keyedSend<CreateReportBody, { message: string }>(createReport, adopt),
    onSuccess: (res) => {
      alert(res.message, 'success');
      onDone();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
  });
}
