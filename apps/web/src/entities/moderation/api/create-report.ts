// POST /api/reports: a member reports a post, comment, chat message or profile to the campus's
// moderators. Success shows the thanks for its kind ('User Reported. Thanks for letting us know.');
// a refusal shows the server's message.
import type { CreateReportBody } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const createReport = (body: CreateReportBody) =>
  api<{ message: string }>('/api/reports', { method: 'POST', json: body });

export function useCreateReport(onDone: () => void) {
  const alert = useAlert();
  return useAction({
    mutationFn: createReport,
    onSuccess: (res) => {
      alert(res.message, 'success');
      onDone();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
  });
}
