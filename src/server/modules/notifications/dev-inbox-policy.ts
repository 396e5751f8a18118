import type { AppConfig } from '../../config';

// The development mailbox and SMS list show what the product would have sent while no real
// provider is configured: what a newcomer needs after `npm start` to open a booking's link. They
// hold diners' addresses and capability links, so they never open on a real deployment:
// - a channel with a real provider (SMTP_URL, SMS_*) has nothing kept on disk: its page is absent;
// - they open only while the links the product sends point at this machine (PUBLIC_URL unset or on
//   localhost), whatever NODE_ENV says (`npm start` sets production on a newcomer's machine): a
//   deployment others reach sets PUBLIC_URL to its public address, and the pages are then gone.

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export function servesLocalLinksOnly(config: Pick<AppConfig, 'publicUrl'>): boolean {
  try {
    return isLoopbackHost(new URL(config.publicUrl).hostname);
  } catch {
    return false;
  }
}

export interface DevInboxes {
  mail: boolean;
  sms: boolean;
}

export function devInboxes(config: Pick<AppConfig, 'publicUrl' | 'smtpUrl' | 'sms'>): DevInboxes {
  const local = servesLocalLinksOnly(config);
  return { mail: local && !config.smtpUrl, sms: local && !config.sms };
}
