// The product's settings (name, sender) other modules read.
// The rest of the module's tables stays behind its service.

export { findAppConfig } from './app-config-repository';
