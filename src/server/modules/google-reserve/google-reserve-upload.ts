import { createHash } from 'node:crypto';
import { Client } from 'ssh2';
import type { GoogleReserveConfig } from '../../config';
import type { AppContext } from '../../context';
import { buildFeeds, type Feeds } from './google-reserve-feeds';

// The feeds go to Google's SFTP drop box, one file each, named with the generation time so that a
// file is never overwritten while Google reads it. They are uploaded when what they say changed
// (a setting, a booking, a restaurant turning Google on or off: the worker's five-minute job
// compares their content) and at least once an hour, as Google asks of complete feeds.

type Sftp = NonNullable<GoogleReserveConfig['sftp']>;

const MAX_AGE_MS = 60 * 60_000;

function upload(config: Sftp, files: { name: string; body: string }[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    const fail = (error: Error) => {
      client.end();
      reject(error);
    };
    client
      .on('ready', () => {
        client.sftp((error, sftp) => {
          if (error) return fail(error);
          const next = (i: number): void => {
            if (i === files.length) {
              client.end();
              return resolve();
            }
            sftp.writeFile(files[i]!.name, files[i]!.body, (writeError) => (writeError ? fail(writeError) : next(i + 1)));
          };
          next(0);
        });
      })
      .on('error', fail)
      .connect({ host: config.host, port: config.port, username: config.user, privateKey: config.privateKey, readyTimeout: 15_000 });
  });
}

/** What was last uploaded, per process: content fingerprints of the feeds (without their metadata). */
let last: { at: number; fingerprint: string } | null = null;

function fingerprintOf(feeds: Feeds): string {
  const { merchant } = feeds.merchants;
  const { service } = feeds.services;
  const { service_availability } = feeds.availability;
  return createHash('sha256')
    .update(JSON.stringify([merchant, service, service_availability]))
    .digest('hex');
}

/** Builds the feeds and uploads them when they changed or are an hour old; true when uploaded. */
export async function uploadGoogleFeeds(ctx: AppContext, options: { force?: boolean } = {}): Promise<boolean> {
  const config = ctx.config.googleReserve?.sftp;
  if (!config) return false;
  const feeds = await buildFeeds(ctx);
  const fingerprint = fingerprintOf(feeds);
  const now = ctx.now().getTime();
  if (!options.force && last && last.fingerprint === fingerprint && now - last.at < MAX_AGE_MS) return false;
  const stamp = feeds.merchants.metadata.generation_timestamp;
  await upload(config, [
    { name: `merchants_${stamp}.json`, body: JSON.stringify(feeds.merchants) },
    { name: `services_${stamp}.json`, body: JSON.stringify(feeds.services) },
    { name: `availability_${stamp}.json`, body: JSON.stringify(feeds.availability) },
  ]);
  last = { at: now, fingerprint };
  return true;
}
