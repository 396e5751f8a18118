import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../lib/paths';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { call } from '../lib/api';
import { LoadingPageCard, PageCard, pageStyles, ResultState } from '../ui/page-card';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import buttonStyles from '../ui/button.module.css';
import { termsBlocks } from './terms-blocks';
import styles from './terms.module.css';

/**
 * Route conditions/{slug}: the general terms the diner accepts in the booking wizard, the
 * restaurant's own or the product's default. Rendered as text: the owner's words are never HTML.
 */
export function TermsRoute() {
  const { slug = '' } = useParams();
  const terms = useQuery({
    queryKey: ['restaurant-terms', slug],
    queryFn: ({ signal }) => call('GET /restaurants/:slug/terms', { params: { slug }, signal, anonymous: true }),
    retry: false,
  });
  // A public page of the restaurant, indexed like its booking page (and not when it asked not to be).
  useDiningPageHead(terms.data ? `${copy.terms.title} — ${terms.data.name}` : undefined, { index: terms.data ? !terms.data.seo_no_follow : false });
  const t = copy.terms;

  if (terms.isPending) {
    return <LoadingPageCard label={t.loading} />;
  }
  if (terms.isError || !terms.data) {
    return (
      <PageCard>
        <ResultState tone="error" title={t.errorTitle} text={t.errorText} testId="terms-error" />
      </PageCard>
    );
  }
  const data = terms.data;
  // The product's default text reads in the diner's language; a restaurant's own text stays as the
  // owner wrote it (in French, the staff's language), and a diner reading another language is told so.
  const text = data.is_default ? t.defaultText : data.terms_text;
  const ownInFrench = !data.is_default && dinerLanguage() !== 'fr';
  return (
    <PageCard restaurant={{ name: data.name, logo: data.logo_img || null, logoAlt: copy.myBooking.logoAlt(data.name) }}>
      <main className={pageStyles.main} data-testid="terms-page">
        <h1 className={styles.title}>{t.title}</h1>
        {ownInFrench && (
          <p className={styles.note} data-testid="terms-language-note">
            {t.ownTextNote}
          </p>
        )}
        <div className={styles.text} data-testid="terms-text" lang={data.is_default ? undefined : 'fr'}>
          {termsBlocks(text).map((block, i) => (
            <section key={i} className={styles.block}>
              {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
              <p>{block.text}</p>
            </section>
          ))}
        </div>
        <Link to={paths.booking(data.slug)} className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.back}`}>
          {t.book}
        </Link>
      </main>
    </PageCard>
  );
}

export { TermsRoute as Component };
