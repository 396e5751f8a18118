import { useParams } from 'react-router';
import { copy } from '../i18n/diner-language';
import { communicationsApi } from './api';
import { LinkActionPage } from './link-action-page';

/** Route communication/unsubscribe/{guid}: the spec's two outcomes, each with a link home. */
export function UnsubscribeRoute() {
  const { guid = '' } = useParams();
  const t = copy.communications;
  return (
    <LinkActionPage
      id={guid}
      action={communicationsApi.unsubscribe}
      loading={t.unsubscribeLoading}
      success={{ title: t.unsubscribedTitle, text: t.unsubscribedText }}
      failure={{ title: t.errorTitle, text: t.unsubscribeErrorText }}
      testId="unsubscribe-result"
    />
  );
}

export { UnsubscribeRoute as Component };
