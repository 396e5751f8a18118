import packageJson from '../../../package.json' with { type: 'json' };

/** The product's version, as released (package.json); shown on the staff login screen. */
export const APP_VERSION: string = packageJson.version;
