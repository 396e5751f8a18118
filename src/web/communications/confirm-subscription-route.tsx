import { useParams } from 'react-router';
import { copy } from '../i18n/diner-language';
import { communicationsApi } from './api';
import { LinkActionPage } from './link-action-page';

/** Route communication/confirm/{token}: the double opt-in link of the confirmation e-mail. */
export function ConfirmSubscriptionRoute() {
  const { token = '' } = useParams();
  const t = copy.communications;
  return (
    <LinkActionPage
      id={token}
      action={communicationsApi.confirm}
      loading={t.confirmLoading}
      success={{ title: t.confirmedTitle }}
      failure={{ title: t.errorTitle }}
      testId="subscription-confirm-result"
    />
  );
}

export { ConfirmSubscriptionRoute as Component };
