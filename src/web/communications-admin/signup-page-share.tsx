import { useQuery } from '@tanstack/react-query';
import { paths } from '../lib/paths';
import { staffAccessApi } from '../lib/staff/staff-api';
import { CopyField } from '../ui/copy-field';
import { qrCodeSvg, QrCode } from '../ui/qr-code';
import { Spinner } from '../ui/spinner';
import { frMailing } from './i18n';
import styles from './signup-page-share.module.css';

const t = frMailing.signupPage;

/** The public sign-up page's address on this server. */
const signupPageUrl = (slug: string, origin = window.location.origin) => `${origin}${paths.communication(slug)}`;

/** What the restaurant pastes in its own site to show the sign-up form (embed.js, data-page). */
const signupEmbedSnippet = (slug: string, origin = window.location.origin) =>
  `<script src="${origin}/embed.js" data-restaurant="${slug}" data-page="communication" async></script>`;

/**
 * Where the owner finds the public sign-up page of the daily specials: its link to share, the code
 * that shows it on the restaurant's own site, and a QR code to print for the room.
 */
export function SignupPageShare({ restaurantId }: { restaurantId: string }) {
  const home = useQuery({ queryKey: ['staff-home', restaurantId], queryFn: ({ signal }) => staffAccessApi.home(restaurantId, signal) });
  if (home.isPending) return <Spinner label={t.loading} />;
  if (home.isError || !home.data) return <p role="alert">{t.error}</p>;
  const { slug } = home.data;
  const url = signupPageUrl(slug);
  const svg = qrCodeSvg(url);
  return (
    <div className={styles.share} data-testid="signup-page-share">
      <p>{t.intro}</p>
      <CopyField label={t.link} value={url} copyLabel={t.copy} copiedLabel={t.copied} />
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t.open}
      </a>
      <CopyField label={t.embed} value={signupEmbedSnippet(slug)} multiline copyLabel={t.copy} copiedLabel={t.copied} />
      {svg && (
        <figure className={styles.qr}>
          <QrCode text={url} label={t.qrLabel} />
          <figcaption>
            {t.qrCaption}{' '}
            <a href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} download={`inscription-${slug}.svg`}>
              {t.qrDownload}
            </a>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
