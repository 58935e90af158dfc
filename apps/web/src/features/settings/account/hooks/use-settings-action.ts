import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { type ActionOptions, useAction } from '../../../../lib/use-action';
import { settingsErrorMessages } from '../settings-errors';

/** A settings call through useAction: one at a time, each of the server's sentences a danger alert when it fails. */
export function useSettingsAction<TData, TVariables = void>(
  options: ActionOptions<TData, TVariables, unknown>,
) {
  const alert = useAlert();
  return useAction({
    ...options,
    onError: (err, ...rest) => {
      for (const message of settingsErrorMessages(err)) alert(message, 'danger');
      return options.onError?.(err, ...rest);
    },
  });
}
