// POST /api/users/:id/report: records a report of a member for moderators (members only; the spec's
// version made no call, see docs/deviations.md). Success shows 'User Reported. Thanks for letting us
// know.'; a refusal shows the server's message.
import { PROFILE_MESSAGES } from '@campus/domain';
import { useMutation } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api } from '../../../lib/api-client';

export const reportUser = (userId: string) =>
  api<{ message: string }>(`/api/users/${encodeURIComponent(userId)}/report`, { method: 'POST', json: {} });

export function useReportUser() {
  const alert = useAlert();
  return useMutation({
    mutationFn: reportUser,
    onSuccess: () => alert(PROFILE_MESSAGES.reported, 'success'),
    onError: (error) => alert(error.message, 'danger'),
  });
}
