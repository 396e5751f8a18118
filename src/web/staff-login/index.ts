// What the landing page uses of the staff sign-in: enrolling a device, the code screen, and the
// restaurant's links to share.
export { CodeScreen } from './code-screen';
export { CopyField } from './copy-field';
export { EnrolForm } from './enrol-form';
export { bookingUrl, embedSnippet } from './share-links';
